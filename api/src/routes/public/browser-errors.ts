import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { browserErrorAccepted, browserErrorReport } from '@blueprint/contract/api/browser-errors';
import { createBrowserErrorCounter } from '../../releases/error-counts';
import { answer, errorAnswers, problem } from '../answers';
import { publicPostLimit } from './rate-limit';

/** A report is three short names; nothing larger is a report. */
const REPORT_BODY_LIMIT = 1024;

// The shell's reports of what fails in a visitor's browser, counted per remote, release and kind
// (docs/decisions/2026-11-27-browser-error-reports.md), and per minute for the canary's automatic stop, which
// each counted report wakes. Nothing about the sender is stored.
export default async function browserErrorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = publicPostLimit(app);
  const counter = createBrowserErrorCounter({ repos: app.repos, store: app.releases.store });

  // navigator.sendBeacon to another origin may only send a CORS-safelisted type: text/plain, holding the JSON.
  // This context alone reads it (the API is otherwise JSON only), with the JSON parser's own rules.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('remove', 'remove'));

  app.post(
    '/api/browser-errors',
    {
      config,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        summary: 'Report a remote that failed in a visitor’s browser (counted per remote, release and kind)',
        description:
          'Sent by the shell with navigator.sendBeacon (as text/plain holding the JSON) or fetch. Counted when the API has the release named ' +
          '(`base`, or one published to its release store), else dropped; either way 202. `npm run releases` shows the counts.',
        tags: ['public'],
        consumes: ['application/json', 'text/plain'],
        body: browserErrorReport,
        response: {
          202: answer(browserErrorAccepted, 'Received (`counted`: whether it was counted)'),
          ...errorAnswers({ body: true, limited: Boolean(config.rateLimit) }),
          413: problem('The body is larger than 1 KiB'),
        },
      },
    },
    async (request, reply) => {
      const counted = await counter.count(request.body);
      if (counted) {
        app.metrics?.browserReport(request.body);
        await app.releases.watch?.noticed(request.body.remote);
      }
      return reply.code(202).send({ counted });
    },
  );
}
