// /metrics in Prometheus' text format (plugins/metrics.ts counts), for a scraper that sends the token:
// `Authorization: Bearer <METRICS_TOKEN>`. Without a token set the path answers 404, as any unknown file.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from '@blueprint/contract/observability';
import { notFound } from '../plugins/errors';

export interface MetricsRoutesOptions {
  /** METRICS_TOKEN; none: /metrics is not served. */
  token?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const text = { type: 'string' };
const headers = { type: 'object', properties: { authorization: { type: 'string' } } };

export default async function metricsRoutes(app: FastifyInstance, { token }: MetricsRoutesOptions) {
  // Compared as digests: equal lengths, in constant time.
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get<{ Headers: { authorization?: string } }>(
    METRICS_PATH,
    { compress: false, schema: { headers, response: { 200: text, 401: text, 404: text } } },
    async (request, reply) => {
      if (!expected || !app.hasDecorator('metrics')) return notFound(reply);
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .code(401)
          .headers({
            'content-type': 'text/plain; charset=utf-8',
            'www-authenticate': 'Bearer',
            'cache-control': 'no-store',
          })
          .send('A metrics token is needed');
      }
      return reply
        .headers({ 'content-type': app.metrics.contentType, 'cache-control': 'no-store' })
        .send(await app.metrics.metrics());
    },
  );
}
