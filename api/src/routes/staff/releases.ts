// The workspace's Releases view (docs/contract.md "Releases in the workspace"): the same releases list, promote,
// rollback and preview as the deploy token's routes (routes/admin/releases.ts, one service for both), for an
// admin signed in to the staff workspace. Each change names the admin in the deploy log and writes an audit entry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deployed,
  previewBody,
  previewLink,
  releaseList,
  releaseParams,
  type ReleaseList,
} from '@blueprint/contract/api/releases';
import { HttpError } from '../../lib/http-error';
import { auditOfChange, logChange } from '../../releases/change-log';
import {
  createReleaseService,
  deployedOf,
  DEPLOYS_NOT_SET_UP,
  knownRemote,
  NO_SUCH_REMOTE,
  PREVIEWS_NOT_SET_UP,
} from '../../releases/release-service';
import type { LiveChanged } from '../../releases/release-store';
import { answer, errorAnswers, problem, staffOnly } from '../answers';
import { audit } from './audit';
import { adminOnly } from './autohooks';

export default async function staffReleaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createReleaseService(app);
  const deploys = () => {
    if (!service) throw new HttpError(404, DEPLOYS_NOT_SET_UP);
    return service;
  };

  // After the admin check: nothing is said about remotes to anyone else.
  app.addHook('preValidation', async (request) => knownRemote(request));
  /** The deploy log names the signed-in admin, never what a body says. */
  const byOf = (request: FastifyRequest) => request.staff!.name || request.staff!.email;
  /** A change the admin made, in the API's log and the audit log; answered as every change is. */
  async function recorded(request: FastifyRequest, remote: string, { entry, live }: LiveChanged) {
    logChange(request.log, entry);
    const { action, changes } = auditOfChange(entry);
    await audit(request, action, remote, changes);
    return deployedOf(remote, live);
  }
  const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

  app.get(
    '/api/releases/:remote',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'A remote’s releases, the live one, who made it live and when, and its deploy log (admins only)',
        description: 'The same answer as `GET /api/admin/releases/{remote}`, for an admin’s staff session.',
        ...staffOnly,
        params: releaseParams,
        response: {
          200: answer(releaseList, 'The releases, newest first'),
          404: problem(`${DEPLOYS_NOT_SET_UP}, or ${lowerFirst(NO_SUCH_REMOTE)}`),
          ...errorAnswers({ reads: true, admin: true }),
        },
      },
    },
    async (request): Promise<ReleaseList> => deploys().list(request.params.remote),
  );

  app.post(
    '/api/releases/:remote/promote',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Makes the running canary of a remote live for every visitor (admins only)',
        description:
          'The same promote as `POST /api/admin/releases/{remote}/promote`, through the same compatibility gate; the deploy log ' +
          'names the signed-in admin, and the audit log records `release-promoted` with the stable releases before and after.',
        ...staffOnly,
        params: releaseParams,
        response: {
          200: answer(deployed, 'It is live for every visitor: the next page load everywhere uses it'),
          404: problem(`${DEPLOYS_NOT_SET_UP}, no such remote, or the canary’s release is no longer kept`),
          409: problem(
            'No canary runs, its release cannot run beside the live shell (the message says why), ' +
              'or another deploy or rollback of the remote is under way',
          ),
          ...errorAnswers({ body: true, admin: true }),
          503: problem(
            'The live shell’s build cannot be read, so the release cannot be checked; or the database did not answer in time',
          ),
        },
      },
    },
    async (request) => {
      const { remote } = request.params;
      return recorded(request, remote, await deploys().promote(remote, byOf(request)));
    },
  );

  app.post(
    '/api/releases/:remote/rollback',
    {
      onRequest: adminOnly,
      schema: {
        summary:
          'Ends the running canary of a remote, or else makes the previously live release live again (admins only)',
        description:
          'The same rollback as `POST /api/admin/releases/{remote}/rollback`, through the same compatibility gate; the deploy log names ' +
          'the signed-in admin, and the audit log records `canary-stopped` (a canary ended) or `release-rolled-back` with the ' +
          'releases before and after.',
        ...staffOnly,
        params: releaseParams,
        response: {
          200: answer(deployed, 'Done: the next page load everywhere follows it'),
          404: problem(`${DEPLOYS_NOT_SET_UP}, no such remote, or the previous release is no longer kept`),
          409: problem(
            'There is nothing to roll back to, the previous release cannot run beside the live shell (the message says why), ' +
              'or another deploy or rollback of the remote is under way',
          ),
          ...errorAnswers({ body: true, admin: true }),
          503: problem(
            'The live shell’s build cannot be read, so the release cannot be checked; or the database did not answer in time',
          ),
        },
      },
    },
    async (request) => {
      const { remote } = request.params;
      return recorded(request, remote, await deploys().rollback(remote, byOf(request)));
    },
  );

  app.post(
    '/api/releases/:remote/preview',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'A link that shows a release of a remote that is not live to the admin’s own browser (admins only)',
        description:
          'The same link as `POST /api/admin/releases/{remote}/preview` (`by` is not read: the audit log records ' +
          '`release-previewed`, naming the signed-in admin and the release). Open `path` on the site.',
        ...staffOnly,
        params: releaseParams,
        body: previewBody,
        response: {
          200: answer(previewLink, 'The link'),
          404: problem(
            `${DEPLOYS_NOT_SET_UP}, no such remote, no such release of it (\`base\` is none), or ${lowerFirst(PREVIEWS_NOT_SET_UP)} (no PAGE_SERVER_SECRET)`,
          ),
          ...errorAnswers({ body: true, admin: true }),
        },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { release } = request.body;
      const link = await deploys().preview(remote, release);
      request.log.info({ remote, release, by: byOf(request), expiresAt: link.expiresAt }, 'release preview link made');
      await audit(request, 'release-previewed', remote, { after: { release, expiresAt: link.expiresAt } });
      return link;
    },
  );
}
