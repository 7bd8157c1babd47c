import type { FastifyInstance } from 'fastify';
import { loginSchema } from '@blueprint/shared/validation';
import { parseWith } from '../../lib/parse';
import { perMinuteLimit } from './rate-limit';

export default async function loginRoutes(app: FastifyInstance) {
  // Its own limit per client address, before any body is read: a burst is refused without reaching the
  // password check (the failures themselves are limited in lib/login-guard.ts).
  const config = perMinuteLimit(app.config.loginRateLimit);

  app.post('/api/auth/login', { config }, async (request, reply) => {
    const { email, password } = parseWith(loginSchema, request.body);
    const { token, expiresAt } = await app.auth.login(email, password, request.ip);
    void reply.header('Cache-Control', 'no-store');
    return { token, expiresAt };
  });
}
