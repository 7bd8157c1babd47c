// /metrics in Prometheus' text format (plugins/app/metrics.ts), for a scraper that sends
// `Authorization: Bearer <METRICS_TOKEN>`; registered only where the token is set. Not an operation of the
// API: hidden from the OpenAPI document (docs/decisions/2026-12-07-metrics-and-request-ids.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from '@blueprint/contract/observability';
import { HttpError } from '../lib/http-error';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export default async function metricsRoutes(app: FastifyInstance) {
  const { metrics } = app;
  const token = app.config.metricsToken;
  if (!metrics || !token) return;
  // Compared as digests: equal lengths, in constant time.
  const expected = sha256(`Bearer ${token}`);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Unauthorized');
    }
    return reply
      .headers({ 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
      .send(await metrics.registry.metrics());
  });
}
