import path from 'node:path';
import { metricsTokenOf } from '@blueprint/contract/observability';
import { API, APPS, REMOTES } from '@blueprint/contract/topology';
import type { LogFormat } from './logger';

// docs/contract.md#api-environment. Read once at start; tests build their own.
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** `generatedIn`: the file holding a generated development password (dev-account.ts). */
  admin: { email: string; password: string; isDefault: boolean; generatedIn?: string };
  /** When unset, a secret is generated once and kept in DATA_DIR. */
  jwtSecret?: string;
  corsOrigins: string[];
  /** Posts per minute per client address on each public form; 0 turns the limit off (benchmarks). */
  publicRateLimit: number;
  /** Failed logins before 429: per account from one address, and per address, within windowMs. */
  loginFailures: { perAccount: number; perAddress: number; windowMs: number };
  /** Login posts per minute per client address; 0 turns the limit off. */
  loginRateLimit: number;
  tokenTtlSeconds: number;
  logLevel: string;
  // LOG_FORMAT: `pretty` under npm start, JSON lines otherwise.
  logFormat: LogFormat;
  /** A request not answered by then gets 503 (and a registration still waiting for its commit is dropped). */
  requestTimeoutMs: number;
  /** PostgreSQL's statement_timeout and SQLite's busy_timeout. */
  statementTimeoutMs: number;
  /** Registrations waiting for a commit before new ones get 503. */
  writeQueueMax: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges (TRUST_PROXY). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** The institute's time zone (TIME_ZONE, an IANA name): its days are every day boundary. */
  timeZone: string;
  /**
   * Deploys of a remote's release (routes/admin/releases.ts), when a deploy token is set: `token` (DEPLOY_TOKEN)
   * for every remote, `remoteTokens` (DEPLOY_TOKEN_<REMOTE>, e.g. DEPLOY_TOKEN_CATALOG) each for its remote alone;
   * the live shell's build (what it shares, its route table) read for the gate from the first of `shellUrls`
   * (SHELL_INTERNAL_URL, the shell's page servers, comma-separated) that answers. The releases, the live map and
   * the deploy log are in the database.
   */
  deploy?: {
    token?: string;
    remoteTokens?: Partial<Record<string, string>>;
    shellUrls: string[];
  };
  /** STAFF_MFA: `required` lets an admin without a second factor do nothing but add one. */
  staffMfa: 'optional' | 'required';
  /** METRICS_TOKEN: /metrics for a scraper that sends it; none, no /metrics. */
  metricsToken?: string;
  /**
   * PAGE_SERVER_SECRET, shared with the page servers: it signs an admin's preview links and is the credential
   * of their page-load reports. None: previews are refused and a canary never stops itself.
   */
  pageServerSecret?: string;
  /**
   * When a canary stops itself: at least `minErrors` browser errors (CANARY_MIN_ERRORS) and errors per page load
   * at least `ratio` times the stable release's (CANARY_ERROR_RATIO), over the time since it began, at most
   * `windowMs` (CANARY_WINDOW_MS).
   */
  canaryAutoStop: { minErrors: number; ratio: number; windowMs: number };
}

export const DEV_ADMIN = { email: 'admin@blueprint.local', password: 'blueprint-admin' } as const;
/** The shell and the remotes at their default ports (the topology's). */
export const DEFAULT_CORS_ORIGINS = Object.values(APPS).map((app) => `http://localhost:${app.port}`);

export const MIN_PRODUCTION_PASSWORD = 12;

export class ConfigError extends Error {}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = integer(value, fallback, name);
  if (parsed === 0) throw new ConfigError(`${name} must be above 0`);
  return parsed;
}

/** A number above 0, fractions allowed (a ratio such as 2.5). */
function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new ConfigError(`${name} must be a number above 0, got "${value}"`);
  return parsed;
}

/** TRUST_PROXY: unset or empty → trust no proxy; a whole number → that many hops; otherwise a comma-separated
 * list of addresses and CIDR ranges (Fastify's `trustProxy`), so that request.ip is the client's. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))
      throw new ConfigError(`TRUST_PROXY must be a hop count or addresses and CIDR ranges, got "${entry}"`);
  }
  return list;
}

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** TIME_ZONE: an IANA name the runtime knows (Intl refuses any other), or the default. */
function parseLogFormat(value: string | undefined): LogFormat {
  const format = value?.trim() || 'json';
  if (format === 'json' || format === 'pretty') return format;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${format}"`);
}

function parseTimeZone(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_TIME_ZONE;
  try {
    // Kept as written: Intl would answer an alias's canonical name (Asia/Kolkata → Asia/Calcutta).
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new ConfigError(`TIME_ZONE must be an IANA time zone name such as ${DEFAULT_TIME_ZONE}, got "${name}"`);
  }
}

/** True for an address that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (production && (!adminEmail || !adminPassword)) {
    throw new ConfigError(
      'NODE_ENV=production needs ADMIN_EMAIL and ADMIN_PASSWORD: there is no default staff account in production',
    );
  }
  if (production && adminPassword!.length < MIN_PRODUCTION_PASSWORD) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${MIN_PRODUCTION_PASSWORD} characters with NODE_ENV=production`,
    );
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  // A deploy token moves the site to another release, and the page servers' secret signs previews: as hard to
  // guess as the session secret.
  const remoteTokens = deployTokensByRemote(env);
  for (const [name, value] of [
    ['DEPLOY_TOKEN', env.DEPLOY_TOKEN],
    ['PAGE_SERVER_SECRET', env.PAGE_SERVER_SECRET],
    ...Object.entries(remoteTokens).map(([remote, token]) => [remoteTokenVariable(remote), token]),
  ])
    if (value && value.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
  let metricsToken: string | undefined;
  try {
    metricsToken = metricsTokenOf(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    production,
    port: integer(env.PORT, API.port, 'PORT'),
    // The built-in development password is only ever served on loopback, as the page servers do
    // (page-server/src/listen-host.ts); HOST chooses otherwise (dev-account.ts then generates a password).
    host: env.HOST || (!adminPassword && !production ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    admin: {
      email: (adminEmail || DEV_ADMIN.email).toLowerCase(),
      password: adminPassword || DEV_ADMIN.password,
      isDefault: !adminEmail || !adminPassword,
    },
    jwtSecret,
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : DEFAULT_CORS_ORIGINS,
    publicRateLimit: integer(env.RATE_LIMIT_PUBLIC, 60, 'RATE_LIMIT_PUBLIC'),
    loginFailures: {
      perAccount: integer(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
      perAddress: 4 * integer(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
      windowMs: 15 * 60_000,
    },
    loginRateLimit: integer(env.RATE_LIMIT_LOGIN, 30, 'RATE_LIMIT_LOGIN'),
    tokenTtlSeconds: integer(env.TOKEN_TTL_SECONDS, 12 * 3600, 'TOKEN_TTL_SECONDS'),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 10_000, 'REQUEST_TIMEOUT_MS'),
    statementTimeoutMs: positive(env.STATEMENT_TIMEOUT_MS, 5_000, 'STATEMENT_TIMEOUT_MS'),
    writeQueueMax: positive(env.WRITE_QUEUE_MAX, 5_000, 'WRITE_QUEUE_MAX'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeZone: parseTimeZone(env.TIME_ZONE),
    staffMfa: parseStaffMfa(env.STAFF_MFA),
    ...(metricsToken ? { metricsToken } : {}),
    ...(env.PAGE_SERVER_SECRET ? { pageServerSecret: env.PAGE_SERVER_SECRET } : {}),
    canaryAutoStop: {
      minErrors: positive(env.CANARY_MIN_ERRORS, 10, 'CANARY_MIN_ERRORS'),
      ratio: positiveNumber(env.CANARY_ERROR_RATIO, 5, 'CANARY_ERROR_RATIO'),
      windowMs: positive(env.CANARY_WINDOW_MS, 10 * 60_000, 'CANARY_WINDOW_MS'),
    },
    ...(env.DEPLOY_TOKEN || Object.keys(remoteTokens).length
      ? {
          deploy: {
            ...(env.DEPLOY_TOKEN ? { token: env.DEPLOY_TOKEN } : {}),
            remoteTokens,
            shellUrls: shellUrls(env.SHELL_INTERNAL_URL),
          },
        }
      : {}),
  };
}

/** SHELL_INTERNAL_URL: the shell's page servers, comma-separated (tried in turn), or the local shell. */
function shellUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return urls.length ? urls : [`http://localhost:${APPS.shell.port}`];
}

/** The variable of one remote's own deploy token: DEPLOY_TOKEN_CATALOG for catalog. */
export const remoteTokenVariable = (remote: string) => `DEPLOY_TOKEN_${remote.toUpperCase()}`;

/** DEPLOY_TOKEN_<REMOTE> of each remote that has one; a variable that names no remote is a mistake said aloud. */
function deployTokensByRemote(env: NodeJS.ProcessEnv): Record<string, string> {
  const known = new Map(REMOTES.map((remote) => [remoteTokenVariable(remote), remote]));
  const tokens: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('DEPLOY_TOKEN_') || !value) continue;
    const remote = known.get(name);
    if (!remote)
      throw new ConfigError(
        `${name} names no remote: the deploy tokens of one remote are ${[...known.keys()].join(', ')}`,
      );
    tokens[remote] = value;
  }
  return tokens;
}

function parseStaffMfa(value: string | undefined): Config['staffMfa'] {
  if (value === undefined || value === '' || value === 'optional') return 'optional';
  if (value === 'required') return 'required';
  throw new ConfigError(`STAFF_MFA must be "required" or "optional", not "${value}"`);
}
