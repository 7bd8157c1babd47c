import type { FastifyInstance } from 'fastify';

/** How long a write probe's verdict stands: health is polled, and each probe is a commit. */
const PROBE_TTL_MS = 1000;

export default async function healthRoutes(app: FastifyInstance) {
  let probe: { at: number; writable: Promise<boolean> } | undefined;
  const writable = () => {
    if (!probe || Date.now() - probe.at > PROBE_TTL_MS) probe = { at: Date.now(), writable: app.database.writable() };
    return probe.writable;
  };

  // Healthy means able to take a registration: the database answers and can write (a full disk or a
  // read-only file answers reads but not writes).
  app.get('/api/health', async (_request, reply) => {
    if (!(await app.database.ping())) {
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
    if (!(await writable())) return reply.code(503).send({ status: 'unavailable', message: 'The database cannot write' });
    return { status: 'ok' };
  });
}
