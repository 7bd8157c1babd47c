import type { FastifyInstance } from 'fastify';

export default async function logoutRoutes(app: FastifyInstance) {
  // The token stops working everywhere at once: HTTP checks the session on every call, and the session's
  // sockets are disconnected on every instance.
  app.post('/api/auth/logout', async (request, reply) => {
    const { sessionId } = request.staff!;
    await app.auth.logout(sessionId);
    app.realtime.sessionRevoked(sessionId);
    return reply.code(204).send();
  });
}
