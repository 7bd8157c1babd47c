// Deploys (docs/decisions/2026-11-27-releases.md): a remote's releases and its deploy log, a release made live
// after the gate (@blueprint/contract/release-gate) and a rollback to the previous one. A deploy token
// (DEPLOY_TOKEN, `Authorization: Bearer …`) is the credential: the commands `npm run deploy`, `rollback` and
// `releases` call these from a terminal or CI, for npm start's system and the docker-compose deployment alike.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deployBody,
  deployed,
  releaseList,
  releaseParams,
  rollbackBody,
  type ReleaseList,
} from '@blueprint/contract/api/releases';
import { HttpError } from '../../lib/http-error';
import { createReleaseService, knownRemote, NO_SUCH_REMOTE } from '../../releases/release-service';
import { answer, errorAnswers, problem } from '../answers';

const deployOnly = { tags: ['deploy'], security: [{ deployToken: [] }] };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default async function releaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.deploy;
  const service = createReleaseService(app);

  // Once the body is read (a body too large or not JSON is that first, as on every route), before it is checked.
  app.addHook('preValidation', async (request: FastifyRequest, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // No token is valid where deploys are not set up.
    if (!settings) throw new HttpError(401, 'Unauthorized');
    const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameSecret(match[1], settings.token)) throw new HttpError(401, 'Unauthorized');
    knownRemote(request);
  });

  const errors = {
    401: problem('No valid deploy token, or deploys are not set up on this API'),
    503: problem('The live shell’s build cannot be read, so a release cannot be checked'),
  };

  app.get(
    '/api/admin/releases/:remote',
    {
      schema: {
        summary: 'A remote’s releases, the live one, who made it live and when, and its deploy log',
        ...deployOnly,
        params: releaseParams,
        response: {
          200: answer(releaseList, 'The releases, newest first'),
          404: problem(NO_SUCH_REMOTE),
          ...errorAnswers({ reads: true }),
          ...errors,
        },
      },
    },
    async (request): Promise<ReleaseList> => service!.list(request.params.remote),
  );

  const changeAnswers = {
    200: answer(deployed, 'It is live: the next page load everywhere uses it'),
    404: problem('No such remote, or no such release of it'),
    409: problem(
      'The release cannot run beside the live shell (the message names the package and both versions, or the missing expose), or there is nothing to roll back to',
    ),
    ...errorAnswers({ body: true }),
    ...errors,
  };

  app.post(
    '/api/admin/releases/:remote/deploy',
    {
      schema: {
        summary: 'Makes a release of a remote live, after the compatibility gate',
        ...deployOnly,
        params: releaseParams,
        body: deployBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { release, by = 'deploy token' } = request.body;
      const entry = await service!.deploy(remote, release, by);
      request.log.info({ remote, from: entry.from, to: entry.to, by }, 'release deployed');
      return { remote, live: entry.to, from: entry.from };
    },
  );

  app.post(
    '/api/admin/releases/:remote/rollback',
    {
      schema: {
        summary: 'Makes the previously live release of a remote live again',
        ...deployOnly,
        params: releaseParams,
        body: rollbackBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const by = request.body?.by ?? 'deploy token';
      const entry = await service!.rollback(remote, by);
      request.log.info({ remote, from: entry.from, to: entry.to, by }, 'release rolled back');
      return { remote, live: entry.to, from: entry.from };
    },
  );
}
