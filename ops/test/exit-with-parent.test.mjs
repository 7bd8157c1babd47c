import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/paths.mjs';

const PRELOAD = path.join(ROOT, 'ops', 'lib', 'exit-with-parent.cjs');

/** Running, not merely a zombie waiting for whoever adopted it to reap it. */
function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A stand-in supervisor that starts one long-running service the way system.mjs does, and prints its pid. */
function startSupervisor(preload) {
  const service = JSON.stringify([...(preload ? ['--require', PRELOAD] : []), '-e', 'setInterval(() => {}, 1000)']);
  const supervisor = spawn(
    process.execPath,
    [
      '-e',
      `const env = { ...process.env, BLUEPRINT_SUPERVISOR_PID: String(process.pid) };
       const c = require('node:child_process').spawn(process.execPath, ${service}, { stdio: 'ignore', env });
       console.log(c.pid); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) =>
    supervisor.stdout.once('data', (data) => resolve({ supervisor, service: Number(String(data).trim()) })),
  );
}

async function waitUntil(check, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(100);
  }
  return check();
}

jest.setTimeout(15_000);

describe('exit-with-parent', () => {
  it('ends a service whose supervisor was killed, freeing what it held', async () => {
    const { supervisor, service } = await startSupervisor(true);
    expect(alive(service)).toBe(true);
    supervisor.kill('SIGKILL');
    expect(await waitUntil(() => !alive(service), 5000)).toBe(true);
  });

  it('is what ends it: without the preload the orphan lives on', async () => {
    const { supervisor, service } = await startSupervisor(false);
    supervisor.kill('SIGKILL');
    await sleep(1500);
    expect(alive(service)).toBe(true);
    process.kill(service, 'SIGKILL');
  });
});
