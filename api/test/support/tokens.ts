import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/plugins/app/auth';
import { TEST_SECRET, bearer, type TestApp } from '../helper';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function sign(claims: { jti: string; exp?: number; aud?: string }, secret = TEST_SECRET, alg = 'HS256') {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setJti(claims.jti)
    .setAudience(claims.aud ?? TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(new TextEncoder().encode(secret));
}

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

/**
 * Tokens the server must refuse, by kind: each is built around a live session, so only the named defect
 * can be the reason for the refusal. `''` means no token at all.
 */
export async function badTokens(t: TestApp): Promise<Record<string, string>> {
  const live = await t.login();
  const session = sessionOf(live);
  const [header, payload, signature] = live.split('.');
  const revoked = await t.login();
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
  return {
    'no token': '',
    garbage: 'not.a.token',
    'wrong signature': await sign({ jti: session }, 'another-secret-that-is-long-enough-0123456789'),
    'tampered payload': `${header}.${b64({ jti: session, aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, exp: 9999999999 })}.${signature}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg HS512': await sign({ jti: session }, TEST_SECRET, 'HS512'),
    expired: await sign({ jti: session, exp: Math.floor(Date.now() / 1000) - 10 }),
    'wrong audience': await sign({ jti: session, aud: 'someone-else' }),
    'unknown session': await sign({ jti: '01890000-0000-7000-8000-000000000000' }),
    'after logout': revoked,
  };
}

export const BAD_TOKEN_KINDS = [
  'no token',
  'garbage',
  'wrong signature',
  'tampered payload',
  'alg none',
  'alg HS512',
  'expired',
  'wrong audience',
  'unknown session',
  'after logout',
];
