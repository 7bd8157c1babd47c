// Deploys (docs/decisions/2026-11-27-releases.md): a remote's releases and its deploy log, a release made live
// after the gate (@blueprint/contract/release-gate) and a rollback to the previous one. A deploy token
// (`Authorization: Bearer …`: DEPLOY_TOKEN for every remote, DEPLOY_TOKEN_<REMOTE> for that remote alone) is the
// credential: the commands `npm run publish`, `deploy`, `rollback` and `releases` call these from a terminal or
// CI, for npm start's system and the docker-compose deployment alike. A release is published whole in one body
// (docs/decisions/2026-12-07-publishing-a-release.md), checked before anything is stored.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deployBody,
  deployed,
  published,
  publishBody,
  PUBLISH_LIMITS,
  publishParams,
  releaseList,
  releaseParams,
  rollbackBody,
  type ReleaseList,
} from '@blueprint/contract/api/releases';
import { HttpError } from '../../lib/http-error';
import { createReleaseService, knownRemote, NO_SUCH_REMOTE } from '../../releases/release-service';
import { answer, errorAnswers, problem } from '../answers';

const deployOnly = { tags: ['deploy'], security: [{ deployToken: [] }] };

/** The base64 of a release at its size limit, with room for the list of files around it. */
export const PUBLISH_BODY_LIMIT = Math.ceil(PUBLISH_LIMITS.totalBytes / 3) * 4 + PUBLISH_LIMITS.files * 512 + 64 * 1024;

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
    const given = match?.[1];
    if (!given) throw new HttpError(401, 'Unauthorized');
    const remote = (request.params as { remote?: unknown }).remote;
    if (settings.token && sameSecret(given, settings.token)) return knownRemote(request);
    // Every remote's token is compared, so the time taken says nothing about which one matched.
    const owners = Object.entries(settings.remoteTokens ?? {}).filter(
      ([, token]) => token !== undefined && sameSecret(given, token),
    );
    if (!owners.length) throw new HttpError(401, 'Unauthorized');
    knownRemote(request);
    if (!owners.some(([owner]) => owner === remote))
      throw new HttpError(
        403,
        `This deploy token is ${owners.map(([owner]) => owner).join(' and ')}’s: it cannot change or read ${String(remote)}`,
      );
  });

  const errors = {
    401: problem('No valid deploy token, or deploys are not set up on this API'),
    403: problem('The deploy token is another remote’s (DEPLOY_TOKEN_<REMOTE>)'),
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

  app.put(
    '/api/admin/releases/:remote/:release',
    {
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: {
        summary: 'Publishes a release of a remote: its files, checked, stored whole; it is not live until deployed',
        description:
          'Every file with its path inside the release, its size, its sha256 (hex) and its bytes (base64); release.json ' +
          'and mf-manifest.json among them. Nothing is stored unless every check passes. A release is never changed: ' +
          `the same id with the same files again changes nothing (200, stored false); with other files, 409. Limits: ${PUBLISH_LIMITS.files} files, ` +
          `${PUBLISH_LIMITS.fileBytes} bytes a file, ${PUBLISH_LIMITS.totalBytes} bytes in all.`,
        ...deployOnly,
        params: publishParams,
        body: publishBody,
        response: {
          200: answer(published, 'It is stored (or was, with the same files): `npm run deploy` can make it live'),
          404: problem(NO_SUCH_REMOTE),
          409: problem('The remote has a release of this id with other files'),
          ...errorAnswers({ body: true }),
          400: problem(
            'Validation failed (`errors` lists each field), or a check of the release failed: a path that leaves it, a file ' +
              'that does not match its size or hash, or a release.json or mf-manifest.json missing or not as the contract says',
          ),
          413: problem('The release has too many files or bytes, or one file is too large (the message says which)'),
          ...errors,
        },
      },
    },
    async (request) => {
      const { remote, release } = request.params;
      const result = await service!.publish(remote, release, request.body);
      request.log.info({ remote, release, files: result.files, stored: result.stored }, 'release published');
      return result;
    },
  );

  const changeAnswers = {
    200: answer(deployed, 'It is live: the next page load everywhere uses it'),
    404: problem('No such remote, or no such release of it'),
    409: problem(
      'The release cannot run beside the live shell (the message names the package and both versions, or the missing expose), ' +
        'there is nothing to roll back to, or another deploy or rollback of the remote is under way (try again when it has finished)',
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
