import type { FastifyInstance } from 'fastify';

/** Route config for `max` requests a minute per client address; 0 means no limit. */
export function perMinuteLimit(max: number): { rateLimit?: { max: number; timeWindow: string } } {
  return max > 0 ? { rateLimit: { max, timeWindow: '1 minute' } } : {};
}

/** Route config for a public form post: RATE_LIMIT_PUBLIC posts a minute per client address (0: none). */
export function publicPostLimit(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: string } } {
  return perMinuteLimit(app.config.publicRateLimit);
}
