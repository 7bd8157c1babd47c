import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { SITE_NAME } from '@blueprint/contract/site';
import { version } from '../../../package.json';

/**
 * The docs page's own policy: swagger-ui's files from this origin only, nothing from elsewhere. Its one
 * inline style, a `<style>` element swagger-ui 5's script adds with fixed content, is allowed by its hash
 * (Chromium names the hash when it blocks it; a new swagger-ui may need a new one). Other routes keep
 * helmet's policy.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; " +
  "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Routes declare their schemas with the contract's zod schemas (fastify-type-provider-zod): zod validates each
// request, and @fastify/swagger builds the OpenAPI 3.1 document from the same schemas, served at
// GET /api/openapi.json; @fastify/swagger-ui shows it at GET /api/docs. See "Writing a route" in README.md.
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    // Answers are not run through zod on their way out (the library's serializerCompiler would, on every
    // registration): the handlers' return types are checked against the response schemas by TypeScript,
    // and every answer in the API tests is checked against the document (test/helper.ts).
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.1',
        info: {
          title: `${SITE_NAME} API`,
          version,
          description:
            `The API of the ${SITE_NAME} site: the public forms, staff login, and the staff dashboard. ` +
            'Every error is `{message, errors?}`. ' +
            'Text fields are trimmed, and refuse control and text-direction characters (a message may hold tab, LF and CR). ' +
            'A method a path does not have answers 405 with `Allow`. Realtime events travel over Socket.IO on the same origin (not described here).',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'public', description: 'The site’s forms and staff login: no token needed' },
          { name: 'staff', description: 'The staff dashboard: `Authorization: Bearer <token from login>`' },
          { name: 'service', description: 'Health and this description' },
          {
            name: 'deploy',
            description: 'Releases of each remote, deploy and rollback: `Authorization: Bearer <DEPLOY_TOKEN>`',
          },
          {
            name: 'page-servers',
            description: 'What the page servers report: `Authorization: Bearer <PAGE_SERVER_SECRET>`',
          },
        ],
        components: {
          securitySchemes: {
            staffToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The token from POST /api/auth/login',
            },
            deployToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The deployment’s DEPLOY_TOKEN (npm run deploy sends it)',
            },
            pageServerSecret: {
              type: 'http',
              scheme: 'bearer',
              description: 'The PAGE_SERVER_SECRET the API shares with the page servers',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP, uiConfig: { deepLinking: true } });
  },
  { name: 'openapi' },
);
