import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    if (await app.database.ping()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
  });
}
