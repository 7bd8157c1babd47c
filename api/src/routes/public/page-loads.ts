// The page servers' reports of the pages they made, per remote and release
// (docs/decisions/2026-12-07-canary-and-preview.md): added up per minute beside the browsers' error reports, for
// the canary's automatic stop, which each report wakes. The credential is the secret the API shares with the page
// servers (`Authorization: Bearer <PAGE_SERVER_SECRET>`); an API without it takes no reports.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_LOADS_PATH, PAGE_LOADS_REPORT_MS, pageLoadsBody } from '@blueprint/contract/api/releases';
import { HttpError } from '../../lib/http-error';
import { createKnownReleases } from '../../releases/error-counts';
import { errorAnswers, noContent, problem } from '../answers';

/** Room for the longest report the body allows (200 lines of the longest ids). */
const PAGE_LOADS_BODY_LIMIT = 32 * 1024;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export default async function pageLoadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.pageServerSecret;
  // Compared as digests: equal lengths, in constant time.
  const expected = secret ? sha256(`Bearer ${secret}`) : undefined;
  const exists = createKnownReleases(app.releases.store);

  app.post(
    PAGE_LOADS_PATH,
    {
      bodyLimit: PAGE_LOADS_BODY_LIMIT,
      // Once the body is read (one too large or not JSON is that first, as on every route), before it is checked.
      preValidation: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        if (!expected || !timingSafeEqual(sha256(request.headers.authorization ?? ''), expected))
          throw new HttpError(401, 'Unauthorized');
      },
      schema: {
        summary: 'A page server’s page loads per remote and release since its last report',
        description:
          `Sent by each page server about every ${PAGE_LOADS_REPORT_MS / 1000} s when it made pages: a page counts for the remote ` +
          'that owns it, under the release that visitor got. Added up per minute beside the browsers’ error reports, for ' +
          'a canary’s automatic stop and the releases list. A release the API does not have (not `base`, not published) is ' +
          'dropped. Needs the secret the API shares with the page servers (PAGE_SERVER_SECRET).',
        tags: ['page-servers'],
        security: [{ pageServerSecret: [] }],
        body: pageLoadsBody,
        response: {
          204: noContent('Counted'),
          401: problem('No valid page server secret, or the API has none (PAGE_SERVER_SECRET)'),
          ...errorAnswers({ body: true }),
          413: problem('The body is larger than 32 KiB'),
        },
      },
    },
    async (request, reply) => {
      const known = [];
      for (const line of request.body.loads)
        if (await exists(line.remote, line.release)) known.push({ ...line, errors: 0 });
      await app.repos.releaseTraffic.add(known);
      for (const remote of new Set(known.map((line) => line.remote))) await app.releases.watch?.noticed(remote);
      return reply.code(204).send(null);
    },
  );
}
