import type { OpenAPIV3_1 } from 'openapi-types';
import { ADMIN, ALLOWED_ORIGIN, bearer, buildTestApp, registration, type TestApp } from '../../helper';
import type { ApiErrorBody } from '@blueprint/contract/api/common';
import type { LoginResponse } from '@blueprint/contract/api/staff';
import { needsToken, operations } from '../../support/operations';
import { BAD_TOKEN_KINDS, badTokens } from '../../support/tokens';

describe('staff authentication', () => {
  let t: TestApp;
  let bad: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ loginFailures: { perAccount: 3, perAddress: 1000, windowMs: 60_000 } });
    const tokens = await badTokens(t);
    bad = Object.fromEntries(Object.entries(tokens).map(([kind, token]) => [kind, token && `Bearer ${token}`]));
    bad['wrong scheme'] = `Basic ${await t.login()}`;
  });
  afterAll(() => t.close());

  const kinds = [...BAD_TOKEN_KINDS, 'wrong scheme'];

  // Every route the document marks as needing a token, whatever it reads: the guard answers first.
  it.each(kinds)('refuses %s with 401 on every staff route', async (kind) => {
    const authorization = bad[kind]!;
    const staffRoutes = operations(t.app.swagger() as OpenAPIV3_1.Document).filter(needsToken);
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const { method, url } of staffRoutes) {
      const response = await t.app.inject({ method, url, headers: authorization ? { authorization } : {} });
      expect([method, url, response.statusCode, response.json(), response.headers['cache-control']]).toEqual([
        method,
        url,
        401,
        { message: 'Unauthorized' },
        'no-store',
      ]);
    }
  });

  it('lets a live token through, and not once it is logged out', async () => {
    const token = await t.login();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('answers a login with a token and its expiry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${ADMIN.email.toUpperCase()} `, password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json<LoginResponse>();
    expect(token.split('.')).toHaveLength(3);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses wrong credentials with 401, a missing field with 400, and repeated failures with 429', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: ADMIN.password },
    });
    expect(unknown.json()).toEqual({ message: 'Invalid credentials' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email } })).statusCode,
    ).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'wrong again' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'and again' },
    });
    // The account is now locked for the window, even with the right password.
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().message).toMatch(/too many/i);
  });
});

describe('failed logins per address', () => {
  it('are limited too', async () => {
    const t = await buildTestApp({ loginFailures: { perAccount: 100, perAddress: 2, windowMs: 60_000 } });
    try {
      for (const email of ['a@example.com', 'b@example.com']) {
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'x' } }))
            .statusCode,
        ).toBe(401);
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'c@example.com', password: 'x' },
          })
        ).statusCode,
      ).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('grants an allowed origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/internships',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it("lets the dashboard send If-Match and read ETag and a CSV's file name", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/internships/0190a8f4-0000-7000-8000-000000000000',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']?.toString().toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'if-match']),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
    expect(response.headers['access-control-expose-headers']?.toString().toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['etag', 'content-disposition']),
    );
  });

  it('grants nothing to a foreign origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3004.evil.example', 'null']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/internships',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('sends helmet headers on every answer, refusals and unknown paths included', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() }),
      await t.app.inject({ method: 'POST', url: '/api/internships', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
      });
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('public rate limit', () => {
  it('answers 429 past the limit of posts a minute', async () => {
    const t = await buildTestApp({ publicRateLimit: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/contact',
              payload: { name: 'A', email: 'a@example.com', message: 'hi' },
            })
          ).statusCode,
        );
      expect(codes).toEqual([201, 201, 201, 429]);
      const last = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
      expect(last.json()).toEqual({ message: 'Too many requests, please try again later' });
    } finally {
      await t.close();
    }
  });
});
