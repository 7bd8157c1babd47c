// A system of a spec's own, for tests that stop, hang, move or redeploy services: started once per spec file
// on its own ports (E2E_PORT_BASE + offset), in a temporary folder removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm } from '@blueprint/scripts/pnpm';
import { portsFrom, startSystem, type RestartPolicy, type RunningSystem } from '@blueprint/scripts/system';
import { E2E_PORT_BASE } from './environment';

export interface OwnSystem {
  system: RunningSystem;
  /** Its temporary folder (data, run-time config, log). */
  dir: string;
  stop(): Promise<void>;
}

/** `offset` from E2E_PORT_BASE: 40 for resilience, 70 for server HTML, 100 for STAFF_MFA=required; `restart` as
 * in startSystem; `apiEnv`: the API's own settings (LOG_LEVEL=warn besides). */
export async function startOwnSystem({
  name,
  offset,
  restart,
  apiEnv = {},
}: {
  name: string;
  offset: number;
  restart: RestartPolicy | false;
  apiEnv?: NodeJS.ProcessEnv;
}): Promise<OwnSystem> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `blueprint-${name}-`));
  const { DATABASE_URL: _embedded, ...env } = ensurePnpm().env;
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
