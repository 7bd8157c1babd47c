import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passkeyOptions,
  passkeySignInSchema,
  secondStepRequired,
  secondStepSchema,
  type SecondFactorMethod,
  type SecondStep,
  type SecondStepRequired,
} from '@blueprint/contract/api/second-factors';
import { loginResponse, loginSchema, sessionResponse, type LoginData } from '@blueprint/contract/api/staff';
import { HttpError } from '../../lib/http-error';
import { recoveryCodeHash, totpStep } from '../../lib/one-time-codes';
import { relyingParty, responseCredentialId, signInOptions, verifiedSignIn } from '../../lib/passkeys';
import { createSealer } from '../../lib/sealed';
import { sessionCookie } from '../../lib/session-cookie';
import type { StaffAccount } from '../../repositories/staff';
import { answer, errorAnswers, problem } from '../answers';
import { perMinuteLimit } from './rate-limit';

/** How long a sign-in waits for its second step, or a passkey's signature. */
const PENDING_MS = 5 * 60_000;
const EXPIRED = 'This sign-in has expired; sign in again';
const PASSKEY_REFUSED = 'This passkey could not be used to sign in';

type Issued = { token: string; expiresAt: string };
type Outcome = Issued | SecondStepRequired;

// Signing in: a password (the first factor), then a code, a recovery code or a passkey for a person who has
// a second factor; or a passkey alone, which is both factors (something held, verified by PIN or biometrics).
// Each way has a script's form (a bearer token in the body) and the dashboard's (the HttpOnly cookie).
export default async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Its own limit per client address, before any body is read: a burst is refused without reaching the
  // password check (the failures themselves are limited in lib/login-guard.ts).
  const config = perMinuteLimit(app.config.loginRateLimit);
  const sealer = createSealer(app.auth.rootSecret, 'totp secret');
  const tooMany = problem(
    'Too many logins or failed logins from this address or for this account; try again later (see Retry-After)',
  );
  const refusals = { 401: problem('Invalid credentials'), ...errorAnswers({ body: true }), 429: tooMany };
  const stepRefusals = {
    401: problem('Invalid code, or this sign-in has expired'),
    ...errorAnswers({ body: true }),
    429: tooMany,
  };
  const passkeyRefusals = {
    401: problem('This passkey could not be used to sign in, or the request expired'),
    ...errorAnswers({ body: true }),
    429: tooMany,
  };

  const named = (request: FastifyRequest, account: StaffAccount) => {
    request.loginAccount = { id: account._id, name: account.name, email: account.email };
  };

  async function methodsOf(staffId: string): Promise<SecondFactorMethod[]> {
    const [totp, codesLeft, keys] = await Promise.all([
      app.repos.secondFactors.totp(staffId),
      app.repos.secondFactors.recoveryCodesLeft(staffId),
      app.repos.secondFactors.passkeys(staffId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (totp?.confirmed) methods.push('totp');
    if (codesLeft > 0) methods.push('recovery-code');
    if (keys.length > 0) methods.push('passkey');
    return methods;
  }

  async function signIn(request: FastifyRequest, body: LoginData, reply: FastifyReply): Promise<Outcome> {
    const { email, password } = body;
    const found = await app.repos.staff.byEmail(email);
    if (found) named(request, found);
    void reply.header('Cache-Control', 'no-store');
    const account = await app.auth.checkCredentials(email, password, request.ip, found);
    if (!(await app.repos.secondFactors.has(account._id))) return app.auth.startSession(account);
    // The password was right, but it is not enough: a one-use id for the second step, no session yet.
    const secondStep = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PENDING_MS);
    await app.repos.secondFactors.createChallenge(secondStep, 'second-step', account._id, '', expiresAt);
    return { secondStep, methods: await methodsOf(account._id), expiresAt: expiresAt.toISOString() };
  }

  async function secondStep(request: FastifyRequest, body: SecondStep, reply: FastifyReply): Promise<Issued> {
    void reply.header('Cache-Control', 'no-store');
    const pending = await app.repos.secondFactors.peekChallenge(body.secondStep, 'second-step');
    const account = pending?.staffId ? await app.repos.staff.byId(pending.staffId) : undefined;
    if (!account) throw new HttpError(401, EXPIRED);
    named(request, account);
    const { secondFactors } = app.repos;
    await app.auth.checkSecondFactor(account, request.ip, async () => {
      if (body.code !== undefined) {
        const totp = await secondFactors.totp(account._id);
        const secret = totp?.confirmed ? sealer.open(totp.secret) : undefined;
        const step = secret === undefined ? undefined : await totpStep(secret, body.code);
        return step !== undefined && (await secondFactors.useTotpStep(account._id, step));
      }
      if (body.recoveryCode !== undefined)
        return secondFactors.useRecoveryCode(account._id, recoveryCodeHash(body.recoveryCode));
      return false;
    });
    // Used once: a second request with the same step (a replay, a double submit) finds nothing.
    if (!(await secondFactors.dropChallenge(body.secondStep))) throw new HttpError(401, EXPIRED);
    return app.auth.startSession(account);
  }

  async function passkeySignIn(
    request: FastifyRequest,
    body: { challengeId: string; response: unknown },
    reply: FastifyReply,
  ): Promise<Issued> {
    void reply.header('Cache-Control', 'no-store');
    const { secondFactors } = app.repos;
    const challenge = await secondFactors.takeChallenge(body.challengeId, 'passkey-sign-in');
    const credentialId = responseCredentialId(body.response);
    const passkey = credentialId === undefined ? undefined : await secondFactors.passkeyByCredential(credentialId);
    const account = passkey && (await app.repos.staff.byId(passkey.staffId));
    if (!challenge || !passkey || !account) throw new HttpError(401, PASSKEY_REFUSED);
    named(request, account);
    const rp = relyingParty(request.headers.origin, app.config.corsOrigins);
    let counter: number | undefined;
    await app.auth.checkSecondFactor(account, request.ip, async () => {
      counter = await verifiedSignIn(rp, body.response, challenge.challenge, passkey);
      return counter !== undefined;
    });
    await secondFactors.passkeyUsed(passkey.id, counter!);
    return app.auth.startSession(account);
  }

  const asCookie = (reply: FastifyReply, { token, expiresAt }: Issued) => {
    void reply.header('Set-Cookie', sessionCookie(token, Date.parse(expiresAt)));
    return { expiresAt };
  };
  const issuedOrPending = <T>(reply: FastifyReply, outcome: Outcome, issued: (issued: Issued) => T) =>
    'secondStep' in outcome ? reply.code(202).send(outcome) : issued(outcome);

  const stepAnswer = answer(
    secondStepRequired,
    'The password is right, and this person has a second factor: send it to …/second-step (no session yet)',
  );

  app.post(
    '/api/auth/login',
    {
      config,
      schema: {
        summary:
          'Log in as a staff member for a script: a bearer token for the staff routes (an inactive account gets 401)',
        description:
          'For programs that call the API. The dashboard signs in with POST /api/auth/session instead, and never holds a token. A person with a second factor gets 202 and finishes with POST /api/auth/login/second-step.',
        tags: ['public'],
        body: loginSchema,
        response: {
          200: answer(loginResponse, 'Logged in: send the token as `Authorization: Bearer …`'),
          202: stepAnswer,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      issuedOrPending(reply, await signIn(request, request.body, reply), ({ token, expiresAt }) => ({
        token,
        expiresAt,
      })),
  );

  app.post(
    '/api/auth/session',
    {
      config,
      schema: {
        summary: 'Sign in to the dashboard: the session is an HttpOnly cookie (an inactive account gets 401)',
        description:
          'Sets `blueprint_staff_session` (HttpOnly, Secure, SameSite=Strict): page scripts cannot read it. A request that changes something with it must carry the Origin of one of our pages. A person with a second factor gets 202 and finishes with POST /api/auth/session/second-step.',
        tags: ['public'],
        body: loginSchema,
        response: { 200: answer(sessionResponse, 'Signed in; the cookie is set'), 202: stepAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      issuedOrPending(reply, await signIn(request, request.body, reply), (issued) => asCookie(reply, issued)),
  );

  const stepDescription =
    'After a 202 from the password: `secondStep` with `code` (the authenticator app’s six digits) or `recoveryCode` (each works once). A wrong one counts as a failed login.';
  app.post(
    '/api/auth/login/second-step',
    {
      config,
      schema: {
        summary: 'Finish a script’s login with a code or a recovery code: a bearer token',
        description: stepDescription,
        tags: ['public'],
        body: secondStepSchema,
        response: { 200: answer(loginResponse, 'Logged in'), ...stepRefusals },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await secondStep(request, request.body, reply);
      return { token, expiresAt };
    },
  );

  app.post(
    '/api/auth/session/second-step',
    {
      config,
      schema: {
        summary: 'Finish the dashboard’s sign-in with a code or a recovery code: the session cookie',
        description: stepDescription,
        tags: ['public'],
        body: secondStepSchema,
        response: { 200: answer(sessionResponse, 'Signed in; the cookie is set'), ...stepRefusals },
      },
    },
    async (request, reply) => asCookie(reply, await secondStep(request, request.body, reply)),
  );

  app.post(
    '/api/auth/passkey/options',
    {
      config,
      schema: {
        summary: 'Start signing in with a passkey: WebAuthn options for navigator.credentials.get (no email needed)',
        description:
          'The browser offers the passkeys it holds for this site. The challenge is good for five minutes, once.',
        tags: ['public'],
        response: {
          200: answer(passkeyOptions, 'Pass `options` to the browser; send its answer with `challengeId`'),
          ...errorAnswers({ body: true }),
          429: tooMany,
        },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const options = await signInOptions(relyingParty(request.headers.origin, app.config.corsOrigins));
      const challengeId = randomBytes(24).toString('base64url');
      await app.repos.secondFactors.createChallenge(
        challengeId,
        'passkey-sign-in',
        null,
        options.challenge,
        new Date(Date.now() + PENDING_MS),
      );
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  const passkeyDescription =
    'The browser’s answer to the options of POST /api/auth/passkey/options. A passkey verifies its holder itself: no password.';
  app.post(
    '/api/auth/passkey/login',
    {
      config,
      schema: {
        summary: 'Log in with a passkey for a script: a bearer token',
        description: passkeyDescription,
        tags: ['public'],
        body: passkeySignInSchema,
        response: { 200: answer(loginResponse, 'Logged in'), ...passkeyRefusals },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await passkeySignIn(request, request.body, reply);
      return { token, expiresAt };
    },
  );

  app.post(
    '/api/auth/passkey/session',
    {
      config,
      schema: {
        summary: 'Sign in to the dashboard with a passkey: the session cookie',
        description: passkeyDescription,
        tags: ['public'],
        body: passkeySignInSchema,
        response: { 200: answer(sessionResponse, 'Signed in; the cookie is set'), ...passkeyRefusals },
      },
    },
    async (request, reply) => asCookie(reply, await passkeySignIn(request, request.body, reply)),
  );
}
