import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthy, unhealthy } from '@blueprint/contract/api/health';
import { answer } from './answers';

/** How long a write probe's verdict stands: health is polled, and each probe is a commit. */
const PROBE_TTL_MS = 1000;

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let probe: { at: number; writable: Promise<boolean> } | undefined;
  const writable = () => {
    if (!probe || Date.now() - probe.at > PROBE_TTL_MS) probe = { at: Date.now(), writable: app.database.writable() };
    return probe.writable;
  };

  // Healthy means able to take a registration: the database answers and can write (a full disk or a
  // read-only file answers reads but not writes).
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the API and its database answer',
        tags: ['service'],
        response: {
          200: answer(healthy, 'Up'),
          503: answer(unhealthy, 'The database does not answer or cannot write'),
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.ping())) {
        return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
      }
      if (!(await writable()))
        return reply.code(503).send({ status: 'unavailable', message: 'The database cannot write' });
      return { status: 'ok' as const };
    },
  );

  // The document @fastify/swagger builds from every route's schema (plugins/external/openapi.ts). Not an
  // operation of its own, like swagger-ui's pages: hidden from itself.
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
