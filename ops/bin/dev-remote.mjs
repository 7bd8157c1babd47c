#!/usr/bin/env node
// npm run dev:remote -- <remote>: the whole site, with the shell and one remote from their dev servers (React
// Fast Refresh: an edit shows in place, state kept) and everything else as npm start runs it, on the same ports
// (PORT_BASE moves them all). The dev servers send no Content-Security-Policy; the page servers always do.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { done, paint, prefix, step } from '../lib/log.mjs';
import { ROOT, STATE_DIR } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';

const { env } = ensurePnpm();
await install(env, { scope: 'run' });
await import('@blueprint/tsconfig/register.mjs');
const { APPS, REMOTES, portBaseOf } = await import('@blueprint/contract/topology');

const remote = /** @type {import('@blueprint/contract/topology').RemoteName} */ (process.argv[2]);
if (!REMOTES.includes(remote)) {
  console.error(`Name the remote to work on: npm run dev:remote -- <${REMOTES.join('|')}>`);
  process.exit(2);
}
const others = REMOTES.filter((name) => name !== remote);

const { buildAll } = await import('../lib/build.mjs');
await buildAll(env, { only: ['page-server', 'api', ...others] });

const { portsFrom, startSystem } = await import('../lib/system.mjs');
const base = portBaseOf(env);
const ports = portsFrom(base);
let started = Date.now();
step(`Starting the API and ${others.join(', ')} as npm start does`);
const system = await startSystem({
  env,
  ports,
  dataDir: path.resolve(ROOT, env.DATA_DIR ?? 'data'),
  runtimeConfigFile: path.join(STATE_DIR, 'dev-remote', 'runtime-config.json'),
  services: ['api', ...others],
});
done(started);

started = Date.now();
step(`Starting the dev servers of the shell and ${remote}`);
/** @type {import('node:child_process').ChildProcess[]} */
const devServers = ['shell', remote].map((name) => {
  const child = spawn('pnpm', ['exec', 'rspack', 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, APPS[name].dir),
    env: { ...env, PORT_BASE: String(base) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`${prefix(name)}${line}\n`);
    });
  }
  return child;
});
const shellUrl = `http://localhost:${ports.shell}`;
for (let answered = false; !answered;) {
  const stopped = devServers.find((child) => child.exitCode !== null);
  if (stopped) {
    console.error(`A dev server stopped (exit ${stopped.exitCode}); its lines above say why.`);
    await system.stopAll();
    process.exit(1);
  }
  answered = await fetch(`${shellUrl}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!answered) await new Promise((resolve) => setTimeout(resolve, 500));
}
done(started);
console.log(`
${paint(1, `The site is running with ${remote} from its dev server`)}
  Site     ${paint(36, shellUrl)}   (edit ${APPS[remote].dir}/src: the page changes in place)
  API      ${system.urls.api}
Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of devServers) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await system.stopAll();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// `npm run` does not pass SIGTERM on to this script: when npm goes away, this process is re-parented.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown();
}, 500).unref();
