// @ts-check
// One measured run of page-server load: a 2 s warm-up, then bench/api/load.mjs's closed loop of keep-alive
// connections in a process of its own, with the CPU time the servers' processes spent on it (Linux's /proc: the
// machine's other work disturbs it far less than requests/s). The page-server and canary benches share it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'load.mjs');
const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc's CPU times on Linux
const WARM_UP_SECONDS = 2;

/** User and system CPU time so far of a process, in clock ticks (Linux only). @param {number | undefined} pid */
export function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ url: string, connections: number, seconds: number, headers?: Record<string, string>,
 *   cookies?: string[] }} LoadOptions
 * @typedef {{ requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number, non2xx: number,
 *   errors: number, cpuMicros?: number }} LoadRun
 */

/** One load run, as bench/api/load.mjs prints it. @param {LoadOptions} options @returns {LoadRun} */
export function runLoad(options) {
  const output = execFileSync(process.execPath, [LOAD, JSON.stringify(options)], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}

/**
 * Warm-up, then the measured run with the CPU `pids` spent a request (`cpuMicros`). Throws, naming `label`, when
 * an answer was not 2xx or a connection failed: such a run measures something else.
 * @param {LoadOptions & { pids: Array<number | undefined>, label: string }} options
 */
export function measureLoad({ pids, label, ...options }) {
  runLoad({ ...options, seconds: WARM_UP_SECONDS });
  const before = pids.map(cpuTicks);
  const run = runLoad(options);
  const after = pids.map(cpuTicks);
  if (run.errors || run.non2xx) throw new Error(`${label}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  if (!before.includes(undefined) && !after.includes(undefined)) {
    const ticks = after.reduce((sum, value, i) => Number(sum) + Number(value) - Number(before[i]), 0);
    run.cpuMicros = Math.round((Number(ticks) * 1e6) / CLOCK_TICKS / run.requests);
  }
  return run;
}
