#!/usr/bin/env node
// npm start: on a machine with Node.js 20+ and nothing else, set up pnpm, install, build what changed, then
// run the API (embedded database unless DATABASE_URL is set), the four remotes and the shell.
// A service that stops on its own is restarted with backoff; Ctrl-C or SIGTERM stops every child.
// PORT_BASE moves every port (shell = base, remotes base+1..4, API base+10), e.g. to run beside another copy.
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { done, paint, step } from '../lib/log.mjs';
import { ROOT } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { deployStateDirOf } from '../lib/releases/places.mjs';

const { env } = ensurePnpm();
await install(env, { scope: 'run' });
// The contract is TypeScript: Node is made able to read it once the install has brought what it takes.
await import('@blueprint/tsconfig/register.mjs');
const { buildAll } = await import('../lib/build.mjs');
await buildAll(env);

const { portsFrom, startSystem } = await import('../lib/system.mjs');
const { SITE_NAME } = await import('@blueprint/contract/site');
const started = Date.now();
step('Starting the API, the four remotes and the shell');
const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
// This instance's own (keyed by PORT_BASE): never in a build folder, so no build deletes it and no other run
// of npm start, the tests or the deployment rehearsal reads it.
const stateDir = deployStateDirOf(env);
const system = await startSystem({
  env,
  ports: portsFrom(Number(env.PORT_BASE ?? 0)),
  dataDir,
  stateDir,
  // Edit this file while the site runs to move a remote or the API: no rebuild, no restart.
  runtimeConfigFile: path.join(stateDir, 'runtime-config.json'),
});

done(started);
const { urls } = system;
console.log(`
${paint(1, `${SITE_NAME} is running`)}
  Site            ${paint(36, urls.shell)}   (also under ${urls.shell}/blueprint)
  Staff dashboard ${urls.shell}/dashboard   ${env.ADMIN_EMAIL ? '' : '(admin@blueprint.local / blueprint-admin)'}
  API             ${urls.api}   ${env.DATABASE_URL ? '(PostgreSQL from DATABASE_URL)' : `(embedded database in ${path.relative(ROOT, dataDir) || '.'})`}
  Remotes alone   marketing ${urls.remotes.marketing}, catalog ${urls.remotes.catalog}, internship ${urls.remotes.internship}, dashboard ${urls.remotes.dashboard}
  Run-time config ${path.relative(ROOT, system.runtimeConfigFile)}
  Releases        npm run release -- <remote>, then npm run deploy -- <remote> <id> (kept in the API's database)
Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping every service…`);
  await system.stopAll();
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// `npm start` does not pass SIGTERM on to this script: when npm goes away, this process is re-parented.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('npm exited');
}, 500).unref();

// A service that stops on its own is restarted by the supervisor (lib/system.mjs), which prints a line for each
// step; the shell shows a fallback for a remote while it is away.
