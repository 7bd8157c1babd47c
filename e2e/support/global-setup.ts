import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '@blueprint/ops/build';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { portsFrom, startSystem } from '@blueprint/ops/system';
import { E2E_PORT_BASE } from './environment';
import type { E2EState } from './state';

/** Builds what changed, then starts the whole system on a fresh embedded database for this run. */
export default async function globalSetup() {
  const { env } = ensurePnpm();
  await buildAll(env);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-e2e-'));
  const logFile = path.join(dir, 'system.log');
  const { DATABASE_URL: _ignored, ...embeddedEnv } = env;
  const system = await startSystem({
    ports: portsFrom(E2E_PORT_BASE),
    dataDir: path.join(dir, 'data'),
    runtimeConfigFile: path.join(dir, 'runtime-config.json'),
    env: embeddedEnv,
    apiEnv: { LOG_LEVEL: 'warn' },
    logFile,
  });
  const state: E2EState = {
    urls: system.urls,
    runtimeConfigFile: system.runtimeConfigFile,
    logFile,
    dataDir: path.join(dir, 'data'),
  };
  process.env.E2E_STATE = JSON.stringify(state);
  console.info(`e2e: system on ${system.urls.shell} (log: ${logFile})`);
  return async () => {
    await system.stopAll();
    if (!process.env.E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  };
}
