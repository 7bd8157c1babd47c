import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearedSessionCookie } from '../../lib/session-cookie';
import { errorAnswers, noContent, staffOnly } from '../answers';

export default async function logoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The token stops working everywhere at once: HTTP checks the session on every call, and the session's
  // sockets are disconnected on every instance.
  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Log out: the session (its token or cookie) stops working everywhere',
        ...staffOnly,
        response: { 204: noContent('Logged out'), ...errorAnswers({ body: true, staff: true }) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.staff!;
      await app.auth.logout(sessionId);
      app.realtime.sessionRevoked(sessionId);
      if (request.staff!.via === 'cookie') void reply.header('Set-Cookie', clearedSessionCookie);
      return reply.code(204).send(null);
    },
  );
}
