// A system of a spec's own, for tests that stop, hang, move or redeploy services: started once per spec file
// on its own ports (E2E_PORT_BASE + offset), in a temporary folder removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { portsFrom, startSystem, type RestartPolicy, type RunningSystem } from '@blueprint/ops/system';
import { E2E_PORT_BASE } from './environment';

export interface OwnSystem {
  system: RunningSystem;
  /** Its temporary folder (data, run-time config, log). */
  dir: string;
  stop(): Promise<void>;
}

/**
 * `offset` from E2E_PORT_BASE, 11 ports each: 40 resilience, 70 server HTML, 100 STAFF_MFA=required, 130 run-time
 * pages, 170 releases, 200 canary. `restart` as in startSystem; `env`: more variables for every service;
 * `apiEnv`: the API's own settings (LOG_LEVEL=warn besides).
 */
export async function startOwnSystem({
  name,
  offset,
  restart,
  env: extra = {},
  apiEnv = {},
}: {
  name: string;
  offset: number;
  restart: RestartPolicy | false;
  /** More variables for every service (RELEASES_DIR, …). */
  env?: NodeJS.ProcessEnv;
  apiEnv?: NodeJS.ProcessEnv;
}): Promise<OwnSystem> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `blueprint-${name}-`));
  const { DATABASE_URL: _embedded, ...inherited } = ensurePnpm().env;
  const env = { ...inherited, ...extra };
  const system = await startSystem({
    ports: portsFrom(E2E_PORT_BASE + offset),
    dataDir: path.join(dir, 'data'),
    runtimeConfigFile: path.join(dir, 'runtime-config.json'),
    env,
    apiEnv: { LOG_LEVEL: 'warn', ...apiEnv },
    logFile: path.join(dir, 'system.log'),
    restart,
  });
  return {
    system,
    dir,
    async stop() {
      await system.stopAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
