import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { LoginResponse } from '@blueprint/contract/api/staff';
import type { Config } from '../../config';
import { uuidv7 } from '../../db/ids';
import { HttpError } from '../../lib/http-error';
import { LoginGuard } from '../../lib/login-guard';
import { maskEmail } from '../../lib/mask';
import { hashPassword, passwordMatches } from '../../lib/passwords';
import { readOrCreate } from '../../lib/private-files';
import type { SessionStaff } from '../../repositories/sessions';
import type { StaffAccount } from '../../repositories/staff';
import { CheckedTokens, LiveSessions } from '../../speed/auth-caches';
import { ensureFirstAdmin } from './first-admin';
import type { Repositories } from './repositories';

export const TOKEN_AUDIENCE = 'blueprint-dashboard';
export const TOKEN_ISSUER = 'blueprint-api';

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR (created atomically: a racing second
 * process reads the first one's secret instead of writing its own). */
export function loadTokenSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const secret = readOrCreate(path.join(config.dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(secret);
}

/** A checked token: its session, expiry and the session's person as they are now. */
export interface VerifiedSession {
  sessionId: string;
  expiresAt: number;
  staff: SessionStaff;
}

/** Who a login attempt named, when the email is a staff account's (the audit log names them). */
export type LoginAccount = Pick<StaffAccount, '_id' | 'email' | 'name'>;

export async function createAuth(
  config: Config,
  repos: Pick<Repositories, 'sessions' | 'staff'>,
  /** True when this process is the only one that can revoke a session (the embedded database is locked to
   * it): then the sessions it has seen live need no database read per call. */
  soleInstance: boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { sessions, staff } = repos;
  const rawSecret = loadTokenSecret(config);
  // Imported once: jose would import a raw secret into Web Crypto on every call.
  const secret = await crypto.subtle.importKey('raw', rawSecret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Caches whose invariants live in speed/auth-caches.ts.
  const checked = new CheckedTokens();
  const sessionsLive = new LiveSessions((sessionId) => sessions.liveStaff(sessionId), soleInstance);
  const guard = new LoginGuard(config.loginFailures);
  // An email that is no account's still costs one argon2 check, so the time taken does not tell which
  // emails are accounts.
  const noAccountHash = await hashPassword(randomBytes(16).toString('hex'));

  return {
    /**
     * The account whose email and password these are, if it is active (the first factor). `account` is the
     * account the email names, whatever the outcome (looked up by the caller for the audit log).
     */
    async checkCredentials(
      email: string,
      password: string,
      address: string,
      account: StaffAccount | undefined,
    ): Promise<StaffAccount> {
      const verdict = await guard.attempt(email, address, async () => {
        const matches = await passwordMatches(account?.passwordHash ?? noAccountHash, password);
        return matches && account !== undefined && account.active;
      });
      // Security events: never the password, and the account masked (it may be a mistyped address).
      if (verdict === 'locked') {
        log.warn(
          { event: 'login-locked', account: maskEmail(email), address },
          'login refused: too many failed attempts',
        );
        throw new HttpError(429, 'Too many failed login attempts, please try again later');
      }
      if (verdict === 'failed' || !account) {
        log.warn({ event: 'login-failed', account: maskEmail(email), address }, 'login failed');
        throw new HttpError(401, 'Invalid credentials');
      }
      return account;
    },

    /**
     * Checks a second factor (`check`: a code or a recovery code) under the same failure limits as a
     * password: six-digit codes cannot be guessed by trying them all. 401 when it is wrong, 429 when locked.
     */
    async checkSecondFactor(account: StaffAccount, address: string, check: () => Promise<boolean>): Promise<void> {
      const verdict = await guard.attempt(account.email, address, async () => account.active && (await check()));
      if (verdict === 'locked') {
        log.warn(
          { event: 'second-factor-locked', account: maskEmail(account.email), address },
          'second factor refused: too many failed attempts',
        );
        throw new HttpError(429, 'Too many failed login attempts, please try again later');
      }
      if (verdict === 'failed') {
        log.warn({ event: 'second-factor-failed', account: maskEmail(account.email), address }, 'second factor failed');
        throw new HttpError(401, 'Invalid code');
      }
    },

    /** A new session, and its token, for a person who has proved who they are. */
    async startSession(account: StaffAccount): Promise<LoginResponse & { sessionId: string }> {
      const sessionId = uuidv7().id;
      const expires = Math.floor(Date.now() / 1000) + config.tokenTtlSeconds;
      await sessions.create(sessionId, account._id, new Date(expires * 1000));
      await staff.touchLogin(account._id);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(sessionId)
        .setSubject(account._id)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(secret);
      return { token, expiresAt: new Date(expires * 1000).toISOString(), sessionId };
    },

    /** The key that seals what must be read back (an authenticator app's secret: lib/sealed.ts). */
    rootSecret: rawSecret,

    /** The session a token names, if the signature, audience, expiry, the session and its person's account
     * all hold; with that person as they are now (name, role). */
    async verify(token: unknown): Promise<VerifiedSession> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw unauthorized();
      const known = checked.get(token);
      if (known) {
        const owner = await sessionsLive.owner(known.sessionId);
        if (owner) return { ...known, staff: owner };
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
        const owner = await sessionsLive.owner(session.sessionId);
        if (!owner) throw unauthorized();
        checked.remember(token, session);
        return { ...session, staff: owner };
      } catch {
        throw unauthorized();
      }
    },

    async logout(sessionId: string): Promise<void> {
      sessionsLive.revoke(sessionId);
      await sessions.revoke(sessionId);
    },

    /**
     * Checks a signed-in person's own password (before they set a new one), under the same failure limits as
     * a login: a stolen token cannot be used to guess the password behind it. 'locked' means 429.
     */
    async checkPassword(account: StaffAccount, password: string, address: string): Promise<'ok' | 'failed' | 'locked'> {
      return guard.attempt(account.email, address, () => passwordMatches(account.passwordHash, password));
    },

    /** Call once a change to a person's account is written: their sessions are read again, as changed. */
    accountChanged(staffId: string): void {
      sessionsLive.ownerChanged(staffId);
    },

    /**
     * Ends every session of a person but `keep`, in the database (so on every instance) and here; answers
     * the sessions ended, whose sockets the caller disconnects (routes/staff/end-sessions.ts).
     */
    async endSessionsOf(staffId: string, keep?: string): Promise<string[]> {
      sessionsLive.ownerChanged(staffId);
      const ended = await sessions.revokeAllOf(staffId, keep);
      for (const sessionId of ended) sessionsLive.revoke(sessionId);
      return ended;
    },
  };
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const unauthorized = () => new HttpError(401, 'Unauthorized');

export default fp(
  async (app) => {
    await ensureFirstAdmin(app.config, app.repos.staff, app.log);
    app.decorate('auth', await createAuth(app.config, app.repos, app.database.engine === 'sqlite', app.log));
  },
  { name: 'auth', dependencies: ['repositories', 'database'] },
);
