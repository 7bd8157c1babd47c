// The workspace's Releases view (docs/contract.md "Releases in the workspace"): the same releases list and
// rollback as the deploy token's routes (routes/admin/releases.ts, one service for both), for an admin signed
// in to the staff workspace. A rollback names the admin in the deploy log and writes an audit entry.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deployed, releaseList, releaseParams, type ReleaseList } from '@blueprint/contract/api/releases';
import { HttpError } from '../../lib/http-error';
import { createReleaseService, DEPLOYS_NOT_SET_UP, knownRemote, NO_SUCH_REMOTE } from '../../releases/release-service';
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
          404: problem(`${DEPLOYS_NOT_SET_UP}, or ${NO_SUCH_REMOTE.charAt(0).toLowerCase()}${NO_SUCH_REMOTE.slice(1)}`),
          ...errorAnswers({ reads: true, admin: true }),
        },
      },
    },
    async (request): Promise<ReleaseList> => deploys().list(request.params.remote),
  );

  app.post(
    '/api/releases/:remote/rollback',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Makes the previously live release of a remote live again (admins only)',
        description:
          'The same rollback as `POST /api/admin/releases/{remote}/rollback`, through the same compatibility gate; the deploy log names ' +
          'the signed-in admin, and the audit log records `release-rolled-back` with the releases before and after.',
        ...staffOnly,
        params: releaseParams,
        response: {
          200: answer(deployed, 'It is live: the next page load everywhere uses it'),
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
      const staff = request.staff!;
      const by = staff.name || staff.email;
      const entry = await deploys().rollback(remote, by);
      request.log.info({ remote, from: entry.from, to: entry.to, by }, 'release rolled back');
      await audit(request, 'release-rolled-back', remote, {
        before: { release: entry.from },
        after: { release: entry.to },
      });
      return { remote, live: entry.to, from: entry.from };
    },
  );
}
