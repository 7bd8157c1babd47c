import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TEST_SECRET } from '../helper';

// Real API processes for the crash, lock and scale-out tests: the bundle that production runs.
const API_DIR = path.resolve(__dirname, '../..');

/** A port for a test's server: API_TEST_PORT_BASE (default 5500) plus `offset`, so that several checkouts
 * can run these tests on one machine at once. */
export function testPort(offset: number): number {
  return Number(process.env.API_TEST_PORT_BASE ?? 5500) + offset;
}

export function buildServerBundle(): { file: string; remove(): void } {
  // Inside api/ so that the bundle's external packages resolve from api/node_modules.
  const dir = path.join(API_DIR, 'dist', `test-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.cjs');
  execFileSync(process.execPath, ['build.mjs', '--outfile', file], { cwd: API_DIR, stdio: 'inherit' });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerEnv {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  extra?: Record<string, string>;
}

export function serverEnv({ port, dataDir, databaseUrl, extra }: ServerEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    RATE_LIMIT_PUBLIC: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Starts the bundle and resolves once it prints its "listening" line (rejects if it exits first). */
export function startServer(bundle: string, env: NodeJS.ProcessEnv, timeoutMs = 20_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [bundle], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${env.PORT}`,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code} before listening:\n${output}`), { code, output }));
    });
  });
}

export async function loginTo(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
