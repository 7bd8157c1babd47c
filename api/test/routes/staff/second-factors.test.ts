import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { io as connect } from 'socket.io-client';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type {
  RecoveryCodes,
  SecondFactors,
  SecondStepRequired,
  TotpEnrolment,
  PasskeyOptions,
} from '@blueprint/contract/api/second-factors';
import type { AuditEntry, CurrentStaff, StaffUser } from '@blueprint/contract/api/staff';
import { ADMIN, ALLOWED_ORIGIN, bearer, buildTestApp, type TestApp } from '../../helper';
import { addStaff, openSocket } from '../../support/accounts';

// Second factors (README "Signing in"), on the engine the environment names: an authenticator app with its
// recovery codes, a password no longer enough once one is added, STAFF_MFA=required and an admin's reset.
// Passkeys' signatures are checked in the browser tests (e2e/staff-second-factors.spec.ts), with Chromium's
// virtual authenticator; here, what the API refuses.

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; token?: string; payload?: object };

/** A code the app shows for `secret`, `steps` time steps from now (the test's own clock). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

function calls(t: () => TestApp) {
  const call = ({ method, url, token, payload }: Call) =>
    t().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const passwordLogin = (email: string, password: string) =>
    call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const secondStep = (payload: object) => call({ method: 'POST', url: '/api/auth/login/second-step', payload });
  /** Adds an authenticator app to the account of `token`: its secret and recovery codes. */
  async function addApp(token: string) {
    const started = await call({ method: 'POST', url: '/api/auth/totp', token });
    expect(started.statusCode).toBe(201);
    const { secret, uri } = started.json<TotpEnrolment>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Blueprint%20Academy:.+\?secret=/);
    const confirmed = await call({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      token,
      payload: { code: await codeFor(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<RecoveryCodes>().recoveryCodes };
  }
  return { call, passwordLogin, secondStep, addApp };
}

describe('second factors', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());
  const { call, passwordLogin, secondStep, addApp } = calls(() => t);

  it('adds an authenticator app: a wrong code is refused, the right one gives ten recovery codes shown once', async () => {
    const ana = await addStaff(t, admin, 'Ana');
    const started = (await call({ method: 'POST', url: '/api/auth/totp', token: ana.token })).json<TotpEnrolment>();
    const wrong = await call({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      token: ana.token,
      payload: { code: await codeFor(started.secret, 10) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ApiErrorBody>().errors).toEqual([{ field: 'code', msg: expect.any(String) as unknown }]);
    // A password alone still signs in until the app is confirmed.
    expect((await passwordLogin(ana.email, ana.password)).statusCode).toBe(200);

    const confirmed = await call({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      token: ana.token,
      payload: { code: await codeFor(started.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<RecoveryCodes>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const mine = await call({ method: 'GET', url: '/api/auth/second-factors', token: ana.token });
    expect(mine.json<Item<SecondFactors>>().data).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      required: false,
    });
    // The secret is never given again, nor stored as it was given.
    expect(mine.body).not.toContain(started.secret);
    expect((await call({ method: 'POST', url: '/api/auth/totp', token: ana.token })).statusCode).toBe(409);
    const stored = await t.app.database.db
      .selectFrom('staff_totp')
      .select('secret')
      .where('staff_id', '=', ana.user._id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(started.secret);
    const me = await call({ method: 'GET', url: '/api/auth/me', token: ana.token });
    expect(me.json<Item<CurrentStaff>>().data.secondFactor).toBe('enrolled');
  });

  it('once added, a password alone no longer signs in: a second step with the code does, and the same code only once', async () => {
    const ravi = await addStaff(t, admin, 'Ravi');
    const { secret } = await addApp(ravi.token);

    const first = await passwordLogin(ravi.email, ravi.password);
    expect(first.statusCode).toBe(202);
    const pending = first.json<SecondStepRequired>();
    expect(pending.methods).toEqual(['totp', 'recovery-code']);
    expect(first.body).not.toMatch(/token/);
    // The dashboard's sign-in sets no cookie until the second step.
    const viaDashboard = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { origin: ALLOWED_ORIGIN },
      payload: { email: ravi.email, password: ravi.password },
    });
    expect(viaDashboard.statusCode).toBe(202);
    expect(viaDashboard.headers['set-cookie']).toBeUndefined();

    expect((await secondStep({ secondStep: pending.secondStep, code: await codeFor(secret, 20) })).statusCode).toBe(
      401,
    );
    expect((await secondStep({ secondStep: 'not-a-pending-sign-in-at-all', code: '123456' })).statusCode).toBe(401);
    // The code of the step the confirmation used is spent: the next step's code signs in.
    const signedIn = await secondStep({ secondStep: pending.secondStep, code: await codeFor(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();
    expect((await call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    // The pending sign-in is used up, and so is the code.
    expect((await secondStep({ secondStep: pending.secondStep, code: await codeFor(secret, 1) })).statusCode).toBe(401);
    const again = (await passwordLogin(ravi.email, ravi.password)).json<SecondStepRequired>();
    expect((await secondStep({ secondStep: again.secondStep, code: await codeFor(secret, 1) })).statusCode).toBe(401);
    // The audit log has the sign-in, as for a password.
    const logins = (
      await call({ method: 'GET', url: `/api/audit-log?actor=${ravi.user._id}&action=login`, token: admin })
    ).json<Page<AuditEntry>>().data;
    expect(logins.length).toBeGreaterThanOrEqual(2);
  });

  it('a recovery code signs in once, and is refused the second time', async () => {
    const mira = await addStaff(t, admin, 'Mira');
    const { recoveryCodes } = await addApp(mira.token);
    const code = recoveryCodes[3]!;
    const first = (await passwordLogin(mira.email, mira.password)).json<SecondStepRequired>();
    // Typed in capitals, without dashes: the same code.
    const used = await secondStep({
      secondStep: first.secondStep,
      recoveryCode: code.replaceAll('-', '').toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    const { token } = used.json<{ token: string }>();
    expect(
      (await call({ method: 'GET', url: '/api/auth/second-factors', token })).json<Item<SecondFactors>>().data
        .recoveryCodesLeft,
    ).toBe(9);

    const second = (await passwordLogin(mira.email, mira.password)).json<SecondStepRequired>();
    const refused = await secondStep({ secondStep: second.secondStep, recoveryCode: code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiErrorBody>().message).toBe('Invalid code');
    // Another of the codes still works on the same pending sign-in.
    expect((await secondStep({ secondStep: second.secondStep, recoveryCode: recoveryCodes[4]! })).statusCode).toBe(200);
  });

  it('offers passkey options for this site, and refuses an answer that is no valid passkey', async () => {
    const options = await call({ method: 'POST', url: '/api/auth/passkey/options' });
    expect(options.statusCode).toBe(200);
    const { challengeId, options: forBrowser } = options.json<PasskeyOptions>();
    expect(forBrowser).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const bogus = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} };
    expect(
      (await call({ method: 'POST', url: '/api/auth/passkey/login', payload: { challengeId, response: bogus } }))
        .statusCode,
    ).toBe(401);

    const adding = (
      await call({ method: 'POST', url: '/api/auth/passkeys/options', token: admin })
    ).json<PasskeyOptions>();
    expect(adding.options).toMatchObject({
      rp: { id: 'localhost', name: 'Blueprint Academy' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const add = (challenge: string) =>
      call({
        method: 'POST',
        url: '/api/auth/passkeys',
        token: admin,
        payload: { challengeId: challenge, name: 'Laptop', response: bogus },
      });
    expect((await add(adding.challengeId)).statusCode).toBe(422);
    expect(
      (await call({ method: 'DELETE', url: '/api/auth/passkeys/0190a0b0-0000-7000-8000-000000000000', token: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('an admin resets another person’s second factor: written to the audit log, their sessions end, the password signs in again', async () => {
    const dev = await addStaff(t, admin, 'Dev');
    await addApp(dev.token);
    expect((await passwordLogin(dev.email, dev.password)).statusCode).toBe(202);
    // Only admins may reset.
    const other = await addStaff(t, admin, 'Other');
    expect(
      (await call({ method: 'DELETE', url: `/api/staff/${dev.user._id}/second-factors`, token: other.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call({
          method: 'DELETE',
          url: '/api/staff/0190a0b0-0000-7000-8000-000000000000/second-factors',
          token: admin,
        })
      ).statusCode,
    ).toBe(404);

    const team = (await call({ method: 'GET', url: '/api/staff', token: admin })).json<Item<StaffUser[]>>().data;
    expect(team.find((user) => user._id === dev.user._id)?.secondFactor).toBe(true);
    expect(
      (await call({ method: 'DELETE', url: `/api/staff/${dev.user._id}/second-factors`, token: admin })).statusCode,
    ).toBe(204);

    expect((await call({ method: 'GET', url: '/api/auth/me', token: dev.token })).statusCode).toBe(401);
    expect((await passwordLogin(dev.email, dev.password)).statusCode).toBe(200);
    const entries = (
      await call({ method: 'GET', url: `/api/audit-log?action=second-factor-reset`, token: admin })
    ).json<Page<AuditEntry>>().data;
    expect(entries[0]).toMatchObject({
      action: 'second-factor-reset',
      actorName: 'Administrator',
      target: dev.user._id,
      targetName: 'Dev',
    });
  });
});

describe('STAFF_MFA=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ staffMfa: 'required' });
  });
  afterAll(() => t.close());
  const { call, addApp } = calls(() => t);

  it('lets an admin without a second factor do nothing but add one; a staff member is not asked', async () => {
    const admin = await t.login();
    const refused = await call({ method: 'GET', url: '/api/internships', token: admin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toMatch(/^Add a second factor/);
    expect((await call({ method: 'GET', url: '/api/staff', token: admin })).statusCode).toBe(403);
    expect(
      (await call({ method: 'GET', url: '/api/auth/me', token: admin })).json<Item<CurrentStaff>>().data.secondFactor,
    ).toBe('required');
    expect(
      (await call({ method: 'GET', url: '/api/auth/second-factors', token: admin })).json<Item<SecondFactors>>().data
        .required,
    ).toBe(true);

    // Nothing live either: the socket refuses them, with a reason that does not end the dashboard's session.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const refusal = await new Promise<string>((resolve) => {
      const socket = connect(url, {
        auth: { token: admin },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => (socket.close(), resolve('connected')));
      socket.once('connect_error', (error) => (socket.close(), resolve(error.message)));
    });
    expect(refusal).toBe('second factor required');

    await addApp(admin);
    expect((await call({ method: 'GET', url: '/api/internships', token: admin })).statusCode).toBe(200);
    const opened = await openSocket(url, admin);
    opened.socket.close();
    const staff = await call({
      method: 'POST',
      url: '/api/staff',
      token: admin,
      payload: {
        email: `kim.${process.pid}@blueprint.test`,
        name: 'Kim',
        role: 'staff',
        password: 'kim-password-long',
      },
    });
    expect(staff.statusCode).toBe(201);
    const kim = (
      await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `kim.${process.pid}@blueprint.test`, password: 'kim-password-long' },
      })
    ).json<{ token: string }>().token;
    expect((await call({ method: 'GET', url: '/api/internships', token: kim })).statusCode).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/api/auth/me', token: kim })).json<Item<CurrentStaff>>().data.secondFactor,
    ).toBe('missing');
  });
});

test('the sign-in of the first admin, who has no second factor, still leads straight in', async () => {
  const t = await buildTestApp();
  try {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(answer.statusCode).toBe(200);
  } finally {
    await t.close();
  }
});
