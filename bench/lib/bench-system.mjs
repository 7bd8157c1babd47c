// @ts-check
// The whole system as a bench measures it: built, then started on its own ports and a fresh embedded database
// in a temporary folder, its logs in a file there.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@blueprint/tsconfig/register.mjs';

const { buildAll } = await import('@blueprint/ops/build');
const { portsFrom, startSystem } = await import('@blueprint/ops/system');

/**
 * @param {string} name the bench's name, in its temporary folder's
 * @param {number} portBase
 * @param {NodeJS.ProcessEnv} env an environment with pnpm on PATH (ensurePnpm)
 */
export async function startBenchSystem(name, portBase, env) {
  await buildAll(env);
  const dir = mkdtempSync(path.join(os.tmpdir(), `blueprint-bench-${name}-`));
  const system = await startSystem({
    ports: portsFrom(portBase),
    dataDir: path.join(dir, 'data'),
    runtimeConfigFile: path.join(dir, 'runtime-config.json'),
    env,
    apiEnv: { LOG_LEVEL: 'warn' },
    logFile: path.join(dir, 'system.log'),
  });
  return {
    urls: system.urls,
    /** Its live map and deploy log, and the token its deploy endpoint takes. */
    stateDir: system.stateDir,
    deployToken: system.deployToken,
    /** A service's process now (a restart replaces it), for the CPU time it spends. @param {string} name */
    pidOf: (name) => system.children.get(name)?.pid,
    async stop() {
      await system.stopAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
