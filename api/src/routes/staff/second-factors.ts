import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passkey,
  passkeyAdded,
  passkeyAddSchema,
  passkeyOptions,
  passkeyRenameSchema,
  recoveryCodes,
  secondFactors,
  totpConfirmSchema,
  totpEnrolment,
  type Passkey,
} from '@blueprint/contract/api/second-factors';
import { item } from '@blueprint/contract/api/common';
import { HttpError } from '../../lib/http-error';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from '../../lib/one-time-codes';
import { registrationOptions, relyingParty, verifiedRegistration } from '../../lib/passkeys';
import { createSealer } from '../../lib/sealed';
import type { StoredPasskey } from '../../repositories/second-factors';
import { answer, errorAnswers, idParams, noContent, problem, staffOnly } from '../answers';
import { audit } from './audit';
import { adminOnly } from './autohooks';
import { endSessions } from './end-sessions';

const CHALLENGE_MS = 5 * 60_000;
const WRONG_CODE = 'That code is not the one your app shows now';
const NOTHING_TO_CONFIRM = 'Start adding an authenticator app first (POST /api/auth/totp)';
const ALREADY_TOTP = 'An authenticator app is already set up; an admin can reset it';
const PASSKEY_REFUSED = 'The passkey could not be added; try again';
const PASSKEY_KNOWN = 'This passkey is already added';
const NO_FACTOR = 'Add a passkey or an authenticator app first';
const PASSKEY_NOT_FOUND = 'Passkey not found';

const shown = (key: StoredPasskey): Passkey => ({
  _id: key.id,
  name: key.name,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt,
});

// One's own second factors (README "Signing in"), and an admin's reset of another person's. The app's secret
// and the recovery codes are shown once, when made; the server keeps the secret sealed and the codes hashed.
export default async function secondFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = app.repos.secondFactors;
  const sealer = createSealer(app.auth.rootSecret, 'totp secret');

  /** Fresh recovery codes for the person: shown once, stored as hashes. */
  async function issueRecoveryCodes(staffId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(staffId, codes.map(recoveryCodeHash));
    return codes;
  }

  async function firstFactorAdded(
    request: FastifyRequest,
    hadOne: boolean,
    what: string,
  ): Promise<string[] | undefined> {
    await audit(request, 'second-factor-add', request.staff!.id, { after: { added: what } });
    return hadOne ? undefined : issueRecoveryCodes(request.staff!.id);
  }

  app.get(
    '/api/auth/second-factors',
    {
      schema: {
        summary: 'One’s own second factors: an authenticator app, recovery codes left, passkeys',
        ...staffOnly,
        response: {
          200: answer(item(secondFactors), 'The signed-in person’s second factors'),
          ...errorAnswers({ staff: true }),
        },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
        repo.totp(staff.id),
        repo.recoveryCodesLeft(staff.id),
        repo.passkeys(staff.id),
      ]);
      const has = Boolean(totp?.confirmed) || passkeys.length > 0;
      const required = !has && staff.role === 'admin' && app.config.staffMfa === 'required';
      return { data: { totp: Boolean(totp?.confirmed), recoveryCodesLeft, passkeys: passkeys.map(shown), required } };
    },
  );

  app.post(
    '/api/auth/totp',
    {
      schema: {
        summary: 'Start adding an authenticator app: its secret, shown this once',
        description:
          'Type the secret into the app, or open the `otpauth://` URI with it; then confirm with a code (POST /api/auth/totp/confirm). Starting again replaces an unconfirmed secret.',
        ...staffOnly,
        response: {
          201: answer(totpEnrolment, 'The new secret'),
          409: problem(ALREADY_TOTP),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const secret = newTotpSecret();
      if ((await repo.startTotp(staff.id, sealer.seal(secret))) === 'already-confirmed')
        throw new HttpError(409, ALREADY_TOTP);
      return reply.code(201).send({ secret, uri: totpUri(secret, staff.email) });
    },
  );

  app.post(
    '/api/auth/totp/confirm',
    {
      schema: {
        summary: 'Confirm the authenticator app with a code it shows: from now on sign-in asks for a code',
        description:
          'Answers new recovery codes, shown this once (each works one time), when this is the person’s first second factor.',
        ...staffOnly,
        body: totpConfirmSchema,
        response: {
          200: answer(
            recoveryCodes,
            'Confirmed; the recovery codes (empty when the person already had a second factor and keeps their codes)',
          ),
          409: problem(`${NOTHING_TO_CONFIRM}, or ${ALREADY_TOTP.toLowerCase()}`),
          422: problem(`${WRONG_CODE} (\`errors\` names \`code\`)`),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const totp = await repo.totp(staff.id);
      if (!totp) throw new HttpError(409, NOTHING_TO_CONFIRM);
      if (totp.confirmed) throw new HttpError(409, ALREADY_TOTP);
      const secret = sealer.open(totp.secret);
      const step = secret === undefined ? undefined : await totpStep(secret, request.body.code);
      if (step === undefined || !(await repo.useTotpStep(staff.id, step)))
        throw new HttpError(422, WRONG_CODE, [{ field: 'code', msg: WRONG_CODE }]);
      const hadOne = (await repo.passkeys(staff.id)).length > 0;
      return { recoveryCodes: (await firstFactorAdded(request, hadOne, 'authenticator app')) ?? [] };
    },
  );

  app.post(
    '/api/auth/recovery-codes',
    {
      schema: {
        summary: 'New recovery codes, shown this once; the old ones stop working',
        ...staffOnly,
        response: {
          200: answer(recoveryCodes, 'The new codes'),
          409: problem(NO_FACTOR),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request) => {
      const staff = request.staff!;
      if (!(await repo.has(staff.id))) throw new HttpError(409, NO_FACTOR);
      return { recoveryCodes: await issueRecoveryCodes(staff.id) };
    },
  );

  app.post(
    '/api/auth/passkeys/options',
    {
      schema: {
        summary: 'Start adding a passkey: WebAuthn options for navigator.credentials.create',
        description:
          'The relying party is the host of the page that asks (its Origin, one of CORS_ORIGINS). The challenge is good for five minutes, once.',
        ...staffOnly,
        response: {
          200: answer(
            passkeyOptions,
            'Pass `options` to the browser; send its answer with `challengeId` to POST /api/auth/passkeys',
          ),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const rp = relyingParty(request.headers.origin, app.config.corsOrigins);
      const options = await registrationOptions(rp, staff, await repo.passkeys(staff.id));
      const challengeId = randomBytes(24).toString('base64url');
      await repo.createChallenge(
        challengeId,
        'passkey-add',
        staff.id,
        options.challenge,
        new Date(Date.now() + CHALLENGE_MS),
      );
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/api/auth/passkeys',
    {
      schema: {
        summary: 'Add a passkey, named by its owner: from now on it signs them in without a password',
        description: 'Answers new recovery codes too when this is the person’s first second factor.',
        ...staffOnly,
        body: passkeyAddSchema,
        response: {
          201: answer(passkeyAdded, 'The passkey added'),
          409: problem(PASSKEY_KNOWN),
          422: problem(`${PASSKEY_REFUSED}: the request expired, or the browser’s answer is not a valid new passkey`),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const challenge = await repo.takeChallenge(request.body.challengeId, 'passkey-add');
      const rp = relyingParty(request.headers.origin, app.config.corsOrigins);
      const credential =
        challenge?.staffId === staff.id
          ? await verifiedRegistration(rp, request.body.response, challenge.challenge)
          : undefined;
      if (!credential) throw new HttpError(422, PASSKEY_REFUSED);
      const hadOne = await repo.has(staff.id);
      const added = await repo.addPasskey({ staffId: staff.id, name: request.body.name, ...credential });
      if (!added) throw new HttpError(409, PASSKEY_KNOWN);
      const codes = await firstFactorAdded(request, hadOne, `passkey "${added.name}"`);
      return reply.code(201).send({ passkey: shown(added), ...(codes ? { recoveryCodes: codes } : {}) });
    },
  );

  app.patch(
    '/api/auth/passkeys/:id',
    {
      schema: {
        summary: 'Rename one’s own passkey',
        ...staffOnly,
        params: idParams,
        body: passkeyRenameSchema,
        response: {
          200: answer(item(passkey), 'The passkey renamed'),
          404: problem(PASSKEY_NOT_FOUND),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request) => {
      const renamed = await repo.renamePasskey(request.staff!.id, request.params.id, request.body.name);
      if (!renamed) throw new HttpError(404, PASSKEY_NOT_FOUND);
      return { data: shown(renamed) };
    },
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        summary: 'Remove one’s own passkey: it no longer signs in',
        ...staffOnly,
        params: idParams,
        response: {
          204: noContent('Removed'),
          404: problem(PASSKEY_NOT_FOUND),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const keys = await repo.passkeys(staff.id);
      const key = keys.find((each) => each.id === request.params.id);
      if (!key || !(await repo.removePasskey(staff.id, key.id))) throw new HttpError(404, PASSKEY_NOT_FOUND);
      await audit(request, 'second-factor-remove', staff.id, { before: { passkey: key.name } });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/staff/:id/second-factors',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Reset a person’s second factors (admins only): their app, recovery codes and passkeys are removed',
        description:
          'For someone who lost their phone or passkey: they sign in with their password alone again and add a new one. Their sessions end. Written to the audit log.',
        ...staffOnly,
        params: idParams,
        response: {
          204: noContent('Reset'),
          404: problem('Staff account not found'),
          ...errorAnswers({ body: true, admin: true }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const account = await app.repos.staff.byId(id);
      if (!account) throw new HttpError(404, 'Staff account not found');
      const had = await repo.reset(id);
      await endSessions(app, id, id === request.staff!.id ? request.staff!.sessionId : undefined);
      await audit(request, 'second-factor-reset', id, {
        before: { secondFactor: had },
        after: { secondFactor: false },
      });
      return reply.code(204).send(null);
    },
  );
}
