import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { LoginResponse } from '@blueprint/shared/types';
import type { Config } from '../../config';
import { uuidv7 } from '../../db/ids';
import { HttpError } from '../../lib/http-error';
import { LoginGuard } from '../../lib/login-guard';
import { maskEmail } from '../../lib/mask';
import { readOrCreate } from '../../lib/private-files';
import { CheckedTokens, LiveSessions } from '../../speed/auth-caches';
import type { Repositories } from './repositories';

export const TOKEN_AUDIENCE = 'blueprint-dashboard';
export const TOKEN_ISSUER = 'blueprint-api';

// OWASP's argon2id minimum: 19 MiB, two passes.
// (Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.)
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR (created atomically: a racing second
 * process reads the first one's secret instead of writing its own). */
export function loadTokenSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const secret = readOrCreate(path.join(config.dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(secret);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export async function createAuth(
  config: Config,
  sessions: Repositories['sessions'],
  passwordHash: string,
  /** True when this process is the only one that can revoke a session (the embedded database is locked to
   * it): then the sessions it has seen live need no database read per call. */
  soleInstance: boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const rawSecret = loadTokenSecret(config);
  // Imported once: jose would import a raw secret into Web Crypto on every call.
  const secret = await crypto.subtle.importKey('raw', rawSecret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Caches whose invariants live in speed/auth-caches.ts.
  const checked = new CheckedTokens();
  const sessionsLive = new LiveSessions((sessionId) => sessions.isLive(sessionId), soleInstance);
  const guard = new LoginGuard(config.loginFailures);
  const adminEmail = digest(config.admin.email);

  return {
    async login(email: string, password: string, address: string): Promise<LoginResponse & { sessionId: string }> {
      const verdict = await guard.attempt(email, address, async () => {
        // Both checks always run, and the email comparison takes the same time whatever it is compared with.
        const emailMatches = timingSafeEqual(digest(email), adminEmail);
        const passwordMatches = await verify(passwordHash, password);
        return emailMatches && passwordMatches;
      });
      // Security events: never the password, and the account masked (it may be a mistyped address).
      if (verdict === 'locked') {
        log.warn({ event: 'login-locked', account: maskEmail(email), address }, 'login refused: too many failed attempts');
        throw new HttpError(429, 'Too many failed login attempts, please try again later');
      }
      if (verdict === 'failed') {
        log.warn({ event: 'login-failed', account: maskEmail(email), address }, 'login failed');
        throw new HttpError(401, 'Invalid credentials');
      }
      const sessionId = uuidv7().id;
      const expires = Math.floor(Date.now() / 1000) + config.tokenTtlSeconds;
      await sessions.create(sessionId, new Date(expires * 1000));
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(sessionId)
        .setSubject('staff')
        .setAudience(TOKEN_AUDIENCE)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(secret);
      return { token, expiresAt: new Date(expires * 1000).toISOString(), sessionId };
    },

    /** The session a token names, if the signature, audience, expiry and the session itself all hold. */
    async verify(token: unknown): Promise<{ sessionId: string; expiresAt: number }> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw unauthorized();
      const known = checked.get(token);
      if (known) {
        if (await sessionsLive.isLive(known.sessionId)) return known;
        checked.forget(token);
        throw unauthorized();
      }
      try {
        // Only HS256: `alg: none` and any other algorithm are refused before the signature is looked at.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['jti', 'exp'],
        });
        const session = { sessionId: payload.jti!, expiresAt: payload.exp! * 1000 };
        if (!(await sessionsLive.isLive(session.sessionId))) throw unauthorized();
        checked.remember(token, session);
        return session;
      } catch {
        throw unauthorized();
      }
    },

    async logout(sessionId: string): Promise<void> {
      sessionsLive.revoke(sessionId);
      await sessions.revoke(sessionId);
    },
  };
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const unauthorized = () => new HttpError(401, 'Unauthorized');

export default fp(
  async (app) => {
    const passwordHash = await hash(app.config.admin.password, ARGON2);
    app.decorate('auth', await createAuth(app.config, app.repos.sessions, passwordHash, app.database.engine === 'sqlite', app.log));
  },
  { name: 'auth', dependencies: ['repositories', 'database'] },
);
