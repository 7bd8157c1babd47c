// Deploys (docs/decisions/2026-11-27-releases.md): a remote's releases and its deploy log, a release made live
// after the gate (@blueprint/contract/release-gate) and a rollback to the previous one; a canary, its promotion
// and an admin's preview link (docs/decisions/2026-12-07-canary-and-preview.md). A deploy token
// (`Authorization: Bearer …`: DEPLOY_TOKEN for every remote, DEPLOY_TOKEN_<REMOTE> for that remote alone) is the
// credential: the commands `npm run publish`, `deploy`, `promote`, `rollback`, `preview` and `releases` call these
// from a terminal or CI, for npm start's system and the docker-compose deployment alike. A release is published
// whole in one body (docs/decisions/2026-12-07-publishing-a-release.md), checked before anything is stored.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deployBody,
  deployed,
  previewBody,
  previewLink,
  promoteBody,
  published,
  publishBody,
  PUBLISH_LIMITS,
  publishParams,
  releaseList,
  releaseParams,
  rollbackBody,
  type ReleaseList,
} from '@blueprint/contract/api/releases';
import type { AuditChanges } from '@blueprint/contract/api/staff';
import type { AuditAction } from '@blueprint/contract/api/values';
import type { DeployLogEntry } from '@blueprint/contract/releases';
import { HttpError } from '../../lib/http-error';
import {
  createReleaseService,
  deployedOf,
  knownRemote,
  NO_SUCH_REMOTE,
  PREVIEWS_NOT_SET_UP,
} from '../../releases/release-service';
import { auditOfChange, logChange } from '../../releases/change-log';
import { answer, errorAnswers, problem } from '../answers';

const deployOnly = { tags: ['deploy'], security: [{ deployToken: [] }] };

/** The base64 of a release at its size limit, with room for the list of files around it. */
export const PUBLISH_BODY_LIMIT = Math.ceil(PUBLISH_LIMITS.totalBytes / 3) * 4 + PUBLISH_LIMITS.files * 512 + 64 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who the audit log names for a change made with a deploy token; its `actorName` is the command's `by`. */
export const DEPLOY_TOKEN_ACTOR = 'deploy token';

/**
 * An audit entry for what a deploy token did. The change is made already: an entry that cannot be written is
 * logged, and the command still hears that it was made.
 */
function audited(request: FastifyRequest, by: string, action: AuditAction, target: string, changes: AuditChanges) {
  return request.server.repos.auditLog
    .record({ actor: DEPLOY_TOKEN_ACTOR, actorId: null, actorName: by, action, target, changes })
    .catch((error: unknown) => request.log.warn({ err: error, action, target }, 'a deploy could not be audited'));
}

/** A change of the live map, in the API's log and the audit log. */
function recorded(request: FastifyRequest, entry: DeployLogEntry) {
  logChange(request.log, entry);
  const { action, changes } = auditOfChange(entry);
  return audited(request, entry.by, action, entry.remote, changes);
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
    200: answer(deployed, 'Done: the next page load everywhere follows it (`canary`: the canary running now, if any)'),
    404: problem('No such remote, or no such release of it'),
    409: problem(
      'The release cannot run beside the live shell (the message names the package and both versions, or the missing expose), ' +
        'there is nothing to roll back to or no canary to promote, a canary runs (promote it or end it first) or would be ' +
        'of the stable release, ' +
        'or another deploy or rollback of the remote is under way (try again when it has finished)',
    ),
    ...errorAnswers({ body: true }),
    ...errors,
  };

  app.post(
    '/api/admin/releases/:remote/deploy',
    {
      schema: {
        summary: 'Makes a release of a remote live after the compatibility gate, or a canary for a share of visitors',
        description:
          'With `canary` (a percent, 1–99), that share of visitors (the same ones each time, by their cohort) gets the ' +
          'release and the rest stay on the stable one, until it is promoted or ended (rollback), or stops itself when ' +
          'its browsers report errors.',
        ...deployOnly,
        params: releaseParams,
        body: deployBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { release, by = 'deploy token', canary } = request.body;
      const changed = await service!.deploy(remote, release, by, canary);
      await recorded(request, changed.entry);
      return deployedOf(remote, changed.live);
    },
  );

  app.post(
    '/api/admin/releases/:remote/promote',
    {
      schema: {
        summary: 'Makes the running canary of a remote live for every visitor, after the compatibility gate',
        description: 'The stable release it replaces becomes the one a rollback goes back to.',
        ...deployOnly,
        params: releaseParams,
        body: promoteBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const by = request.body?.by ?? 'deploy token';
      const changed = await service!.promote(remote, by);
      await recorded(request, changed.entry);
      return deployedOf(remote, changed.live);
    },
  );

  app.post(
    '/api/admin/releases/:remote/rollback',
    {
      schema: {
        summary: 'Ends the running canary of a remote, or else makes the previously live release live again',
        description: 'A running canary ends and every visitor is on the stable release again, which stays as it was.',
        ...deployOnly,
        params: releaseParams,
        body: rollbackBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const { remote } = request.params;
      const by = request.body?.by ?? 'deploy token';
      const changed = await service!.rollback(remote, by);
      await recorded(request, changed.entry);
      return deployedOf(remote, changed.live);
    },
  );

  app.post(
    '/api/admin/releases/:remote/preview',
    {
      schema: {
        summary: 'A link that shows a release of a remote that is not live to the one browser that opens it',
        description:
          'Open `path` on the site: that browser gets the release (its pages, chunks and forms) until `expiresAt` or until ' +
          'it ends the preview; no other visitor is affected. Signed with the secret the API shares with the page servers.',
        ...deployOnly,
        params: releaseParams,
        body: previewBody,
        response: {
          200: answer(previewLink, 'The link'),
          404: problem(
            `No such remote, no such release of it (\`base\` is none), or ${PREVIEWS_NOT_SET_UP.charAt(0).toLowerCase()}${PREVIEWS_NOT_SET_UP.slice(1)} (no PAGE_SERVER_SECRET)`,
          ),
          ...errorAnswers({ body: true }),
          ...errors,
          503: problem('The service is busy or its database did not answer in time; try again later (see Retry-After)'),
        },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { release, by = 'deploy token' } = request.body;
      const link = await service!.preview(remote, release);
      request.log.info({ remote, release, by, expiresAt: link.expiresAt }, 'release preview link made');
      await audited(request, by, 'release-previewed', remote, {
        before: {},
        after: { release, expiresAt: link.expiresAt },
      });
      return link;
    },
  );
}
