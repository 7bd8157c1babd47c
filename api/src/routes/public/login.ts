import type { FastifyInstance } from 'fastify';
import { loginSchema } from '@blueprint/shared/validation';
import { parseWith } from '../../lib/parse';

export default async function loginRoutes(app: FastifyInstance) {
  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parseWith(loginSchema, request.body);
    const { token, expiresAt } = await app.auth.login(email, password, request.ip);
    void reply.header('Cache-Control', 'no-store');
    return { token, expiresAt };
  });
}
