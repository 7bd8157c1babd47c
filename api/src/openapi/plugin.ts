import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3_1 } from 'openapi-types';
import { version } from '../../package.json';
import { docsPage } from './docs-page';
import { buildDocument, type DescribedRoute } from './document';
import { operations } from './operations';

declare module 'fastify' {
  interface FastifyInstance {
    openapi: {
      /** The document, built once every route is registered. */
      document(): OpenAPIV3_1.Document;
      /** What does not match between the routes and operations.ts (the tests want nothing). */
      undescribed(): string[];
    };
  }
}

// Routes registered inside a context that `describeAsStaff` marked: they need a staff token.
const staffRoutes = new WeakSet<RouteOptions>();

/** Marks every route registered from now on in this context as a staff route (bearer token, 401). */
export function describeAsStaff(context: FastifyInstance) {
  context.addHook('onRoute', (route) => {
    staffRoutes.add(route);
  });
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

// Collects every route as it is registered, and serves the document built from their descriptions at
// GET /api/openapi.json, and a page for developers that lists it at GET /api/docs.
export default fp(
  async (app) => {
    const registered: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });

    let document: OpenAPIV3_1.Document | undefined;
    let page: { html: string; csp: string } | undefined;
    const undescribed: string[] = [];

    // Built when the app is ready: a route whose description does not hold together stops the start.
    app.addHook('onReady', async () => {
      const described: DescribedRoute[] = [];
      const seen = new Set<string>();
      for (const route of registered) {
        for (const method of methodsOf(route)) {
          // HEAD copies of GET routes and CORS preflights are not operations of their own.
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          const key = `${method} ${route.url}`;
          const doc = operations[key];
          if (!doc) {
            undescribed.push(`${key} has no description in src/openapi/operations.ts`);
            continue;
          }
          seen.add(key);
          described.push({ method, url: route.url, doc, staff: staffRoutes.has(route), rateLimited: Boolean(route.config?.rateLimit) });
        }
      }
      for (const key of Object.keys(operations)) if (!seen.has(key)) undescribed.push(`${key} is described but no such route exists`);
      if (undescribed.length > 0) app.log.warn({ routes: undescribed }, 'routes and their OpenAPI descriptions do not match');
      document = buildDocument(described, version);
      page = docsPage(document);
    });

    app.decorate('openapi', {
      document: () => {
        if (!document) throw new Error('The OpenAPI document is built when the app is ready');
        return document;
      },
      undescribed: () => [...undescribed],
    });

    app.get('/api/openapi.json', async () => app.openapi.document());

    app.get('/api/docs', async (_request, reply) => {
      // Stricter than the API's own policy: the page has no script and one inline style block.
      return reply.header('Content-Security-Policy', page!.csp).type('text/html; charset=utf-8').send(page!.html);
    });
  },
  { name: 'openapi' },
);
