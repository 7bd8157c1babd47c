import type { FastifyInstance } from 'fastify';

/** Route config for a public form post: RATE_LIMIT_PUBLIC posts a minute per client address (0: none). */
export function publicPostLimit(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: string } } {
  const max = app.config.publicRateLimit;
  return max > 0 ? { rateLimit: { max, timeWindow: '1 minute' } } : {};
}
