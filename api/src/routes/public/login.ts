import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, type LoginData } from '@blueprint/shared/validation';
import { loginResponse, sessionResponse } from '@blueprint/contract/api/staff';
import { sessionCookie } from '../../lib/session-cookie';
import { answer, errorAnswers, problem } from '../answers';
import { perMinuteLimit } from './rate-limit';

export default async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Its own limit per client address, before any body is read: a burst is refused without reaching the
  // password check (the failures themselves are limited in lib/login-guard.ts).
  const config = perMinuteLimit(app.config.loginRateLimit);
  const refusals = {
    401: problem('Invalid credentials'),
    ...errorAnswers({ body: true }),
    429: problem('Too many logins or failed logins from this address or for this account; try again later (see Retry-After)'),
  };

  async function signIn(request: FastifyRequest, body: LoginData, reply: FastifyReply) {
    const { email, password } = body;
    const account = await app.repos.staff.byEmail(email);
    if (account) request.loginAccount = { id: account._id, name: account.name, email: account.email };
    void reply.header('Cache-Control', 'no-store');
    return app.auth.login(email, password, request.ip, account);
  }

  app.post(
    '/api/auth/login',
    {
      config,
      schema: {
        summary: 'Log in as a staff member for a script: a bearer token for the staff routes (an inactive account gets 401)',
        description: 'For programs that call the API. The dashboard signs in with POST /api/auth/session instead, and never holds a token.',
        tags: ['public'],
        body: loginSchema,
        response: { 200: answer(loginResponse, 'Logged in: send the token as `Authorization: Bearer …`'), ...refusals },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await signIn(request, request.body, reply);
      return { token, expiresAt };
    },
  );

  app.post(
    '/api/auth/session',
    {
      config,
      schema: {
        summary: 'Sign in to the dashboard: the session is an HttpOnly cookie (an inactive account gets 401)',
        description:
          'Sets `blueprint_staff_session` (HttpOnly, Secure, SameSite=Strict): page scripts cannot read it. A request that changes something with it must carry the Origin of one of our pages.',
        tags: ['public'],
        body: loginSchema,
        response: { 200: answer(sessionResponse, 'Signed in; the cookie is set'), ...refusals },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await signIn(request, request.body, reply);
      void reply.header('Set-Cookie', sessionCookie(token, Date.parse(expiresAt)));
      return { expiresAt };
    },
  );
}
