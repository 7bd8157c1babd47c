import * as argon2 from '@node-rs/argon2';
import { ADMIN, buildTestApp, type TestApp } from '../../helper';
import type { LoginResponse } from '@blueprint/contract/api/staff';

// Every password check goes through this mock, which runs the real argon2 unless a test says otherwise.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const verify = argon2.verify as jest.MockedFunction<typeof argon2.verify>;
const realVerify = jest.requireActual<typeof argon2>('@node-rs/argon2').verify;

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.9';

describe('POST /api/auth/login under a burst of guesses', () => {
  let t: TestApp;

  beforeAll(async () => {
    // LOGIN_MAX_FAILURES=5 (the default), and no route rate limit: the failure limits alone hold.
    t = await buildTestApp({ loginRateLimit: 0 });
    verify.mockClear();
  });
  afterAll(() => t.close());

  it('checks at most 5 passwords of 300 concurrent wrong ones, answers the rest 429, and still lets the owner in from another address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ATTACKER,
          payload: { email: ADMIN.email, password: `guess ${i}` },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    console.info(
      `300 concurrent wrong passwords: ${verify.mock.calls.length} password checks, ${codes.filter((c) => c === 401).length} × 401, ${codes.filter((c) => c === 429).length} × 429`,
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 401)).toHaveLength(verify.mock.calls.length);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);

    // The right password from the attacker's address is refused for the window...
    const fromAttacker = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ATTACKER,
      payload: ADMIN,
    });
    expect(fromAttacker.statusCode).toBe(429);
    // ...but the owner, elsewhere, logs in.
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: OWNER, payload: ADMIN });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<LoginResponse>().token).toEqual(expect.any(String));
  });

  it('with the route limit too (RATE_LIMIT_LOGIN=30), refuses such a burst before any password check', async () => {
    const limited = await buildTestApp();
    try {
      verify.mockClear();
      const codes = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: ATTACKER,
            payload: { email: ADMIN.email, password: `guess ${i}` },
          }),
        ),
      );
      console.info(`with RATE_LIMIT_LOGIN=30: ${verify.mock.calls.length} password checks`);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(codes.filter(({ statusCode }) => statusCode !== 401).every(({ statusCode }) => statusCode === 429)).toBe(
        true,
      );
      expect(
        (await limited.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: OWNER, payload: ADMIN }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('login limits', () => {
  it('count an attempt before its password check, one check at a time per account', async () => {
    const t = await buildTestApp({
      loginRateLimit: 0,
      loginFailures: { perAccount: 2, perAddress: 1000, windowMs: 60_000 },
    });
    try {
      let inFlight = 0;
      let most = 0;
      verify.mockImplementation(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return false;
      });
      const codes = (
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              remoteAddress: `192.0.2.${i}`,
              payload: { email: ADMIN.email, password: 'x' },
            }),
          ),
        )
      ).map((answer) => answer.statusCode);
      // Twenty addresses: each may fail twice, but the account's checks never overlap.
      expect(most).toBe(1);
      expect(codes.every((code) => code === 401)).toBe(true);
    } finally {
      verify.mockImplementation(realVerify);
      await t.close();
    }
  });

  it('has a rate limit of its own on the route', async () => {
    const t = await buildTestApp({ loginRateLimit: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: OWNER, payload: ADMIN }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('log failed logins and lockouts as security events, without the password', async () => {
    const t = await buildTestApp({
      loginRateLimit: 0,
      loginFailures: { perAccount: 1, perAddress: 1000, windowMs: 60_000 },
    });
    const warn = jest.spyOn(t.app.log, 'warn');
    try {
      // The auth plugin keeps its own reference to the logger: spy on the one it was given.
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ATTACKER,
        payload: { email: ADMIN.email, password: 'secret guess' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ATTACKER,
        payload: { email: ADMIN.email, password: 'secret guess' },
      });
      const events = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>);
      expect(events.map((event) => event.event)).toEqual(['login-failed', 'login-locked']);
      expect(events[0]).toMatchObject({ address: ATTACKER, account: 's***@blueprint.test' });
      expect(JSON.stringify(warn.mock.calls)).not.toContain('secret guess');
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
