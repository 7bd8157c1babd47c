import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** Builds the API (tests build it too and call it with inject). */
export async function buildApp(options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(options);
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}
