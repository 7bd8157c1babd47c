import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '@blueprint/shared/validation';
import { loginResponse } from '@blueprint/contract/api/staff';
import { answer, errorAnswers, problem } from '../answers';
import { perMinuteLimit } from './rate-limit';

export default async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Its own limit per client address, before any body is read: a burst is refused without reaching the
  // password check (the failures themselves are limited in lib/login-guard.ts).
  const config = perMinuteLimit(app.config.loginRateLimit);

  app.post(
    '/api/auth/login',
    {
      config,
      schema: {
        summary: 'Log in as a staff member: a token for the staff routes (an inactive account gets 401)',
        tags: ['public'],
        body: loginSchema,
        response: {
          200: answer(loginResponse, 'Logged in'),
          401: problem('Invalid credentials'),
          ...errorAnswers({ body: true }),
          429: problem('Too many logins or failed logins from this address or for this account; try again later (see Retry-After)'),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await app.repos.staff.byEmail(email);
      if (account) request.loginAccount = { id: account._id, name: account.name, email: account.email };
      const { token, expiresAt } = await app.auth.login(email, password, request.ip, account);
      void reply.header('Cache-Control', 'no-store');
      return { token, expiresAt };
    },
  );
}
