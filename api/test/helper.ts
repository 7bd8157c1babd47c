import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PROGRAM_TRACKS } from '@blueprint/contract/api/values';
import type { RegistrationInput } from '@blueprint/contract/api/registrations';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { OpenApiChecker } from './support/openapi-check';
import { createTestDatabase, type TestDatabase } from './support/postgres';

// The engine comes from the environment: DATABASE_URL unset → SQLite in a temporary directory;
// set → a fresh PostgreSQL database for this app, dropped on close.
export const ENGINE = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const ADMIN = { email: 'staff@blueprint.test', password: 'correct horse battery staple' };
export const ALLOWED_ORIGIN = 'http://localhost:3004';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A fresh staff token. */
  login(): Promise<string>;
  close(): Promise<void>;
}

export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/** A temporary DATA_DIR, and a temporary PostgreSQL database when DATABASE_URL is set. */
export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-api-test-'));
  let database: TestDatabase | undefined;
  if (process.env.DATABASE_URL) database = await createTestDatabase(process.env.DATABASE_URL);
  return {
    dataDir,
    databaseUrl: database?.url,
    async cleanup() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(
  storage: Pick<TestStorage, 'dataDir' | 'databaseUrl'>,
  overrides: Partial<Config> = {},
): Config {
  return {
    ...loadConfig({}),
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    admin: { ...ADMIN, isDefault: false },
    jwtSecret: TEST_SECRET,
    corsOrigins: [ALLOWED_ORIGIN],
    publicRateLimit: 0,
    logLevel: 'silent',
    ...overrides,
  };
}

/** The path an inject request names: a string, or the parts light-my-request also accepts (the checker needs only the path). */
const pathOf = (url: NonNullable<InjectOptions['url']>) => (typeof url === 'string' ? url : url.pathname);

/**
 * An app on a fresh database of its own, removed on close; or, given `storage`, on that one, left as it is on
 * close (a restart, or a second replica of the same database: the test cleans it up).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { storage: shared }: { storage?: TestStorage } = {},
): Promise<TestApp> {
  const storage = shared ?? (await createTestStorage());
  const config = testConfig(storage, overrides);
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.ready();
    checkAnswersAgainstTheDocument(app);
  } catch (error) {
    if (!shared) await storage.cleanup();
    throw error;
  }
  return {
    app,
    config,
    async login() {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      if (!shared) await storage.cleanup();
    },
  };
}

/**
 * Every `app.inject` of a test app checks its answer against the OpenAPI document the app serves: a
 * status, content type or body the document does not declare fails the test that got it.
 */
function checkAnswersAgainstTheDocument(app: FastifyInstance) {
  const checker = new OpenApiChecker(app.swagger() as OpenAPIV3_1.Document);
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { method: 'GET', url: options } : options;
    const response = await inject(options);
    const problems = checker.problems({
      method: String(request.method ?? 'GET'),
      url: pathOf(request.url ?? request.path ?? ''),
      statusCode: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (problems.length > 0) throw new Error(`The answer breaks the OpenAPI document:\n${problems.join('\n')}`);
    return response;
  };
  app.inject = checked as typeof app.inject;
}

let sequence = 0;

/** A valid registration; each call gets a new email unless one is given. */
export function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  sequence += 1;
  return {
    fullName: 'Asha Rao',
    email: `asha.rao.${process.pid}.${sequence}@example.com`,
    phone: '9876543210',
    program: 'IT',
    course: PROGRAM_TRACKS.IT[2].id, // java-fullstack, as the forms send it
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2025,
    message: 'Looking forward to it',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
