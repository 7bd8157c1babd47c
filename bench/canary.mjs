#!/usr/bin/env node
// What a running canary costs the page servers: the shell's `/courses` (the catalog's page, composed from the
// catalog's server) under the same load with a 50% canary of a catalog release running and with none, on one
// system, in alternating rounds. Every request carries a cohort cookie, `cohort=0` to `cohort=99` in turn, as a
// site's returning visitors do: with the canary half of them get the canary's site and half the stable one, each
// audience's config and HTML kept once by the page server; without it every one gets the stable site. Both
// releases come from the release store (the stable one deployed first), so the two states differ only by the
// canary.
// - Per round (BENCH_CANARY_ROUNDS, default 3), each state in turn, the order reversed from one round to the
//   next: the canary started (`npm run deploy -- catalog <id> --canary 50`) or ended (`npm run rollback`), both
//   shells' answers checked for cohorts 0 and 99, then 32 keep-alive connections for BENCH_CANARY_SECONDS (default
//   8) after a 2 s warm-up (bench/lib/measured-load.mjs, as the page-server bench measures).
// - Requests/s of each state, the ratio with/without of each round and their median, and the CPU per request the
//   shell's and the catalog's page servers spent. The target: the cohort lookup costs at most 5% of requests/s.
// Writes bench/results/canary.{json,md}. BENCH_PORT_BASE moves the system (default 5600; this bench adds 70).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@blueprint/tsconfig/register.mjs';
import { pageAs } from '@blueprint/ops/cohorts';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { startBenchSystem } from './lib/bench-system.mjs';
import { measureLoad } from './lib/measured-load.mjs';
import { releaseCommands } from './lib/release-commands.mjs';
import { RESULTS_DIR, machine, median, table } from './lib/report.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_CANARY_ROUNDS ?? 3));
const SECONDS = Number(process.env.BENCH_CANARY_SECONDS ?? 8);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5600) + 70;
const CONNECTIONS = 32;
const PERCENT = 50;
const PAGE = '/courses';
/** The largest share of requests/s the canary may cost. */
const TARGET_COST = 0.05;
const COHORT_COOKIES = Array.from({ length: 100 }, (_, cohort) => `cohort=${cohort}`);

const { env } = ensurePnpm();
const builtDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-canary-'));
const system = await startBenchSystem('canary', PORT_BASE, env);
const npm = releaseCommands(system, { builtDir, env });

/** Waits until the shell gives `cohort` the catalog release `expected`, with its server HTML (at most 10 s). */
async function shellGives(/** @type {number} */ cohort, /** @type {string} */ expected) {
  const since = Date.now();
  for (;;) {
    const page = await pageAs({
      url: `${system.urls.shell}${PAGE}`,
      cohort,
      catalogOrigin: system.urls.remotes.catalog,
    });
    if (page.status === 200 && page.serverHtml && page.releases.join() === expected) return;
    if (Date.now() - since > 10_000)
      throw new Error(
        `cohort ${cohort} gets ${page.status}, ${page.releases.join('+') || 'no catalog release'}, server HTML ${page.serverHtml}; not ${expected}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  // Two releases from the store, as a site has once it has deployed: the stable one, and the canary.
  const stable = (await npm('release', ['catalog'])).split(' ')[2] ?? '';
  const id = (await npm('release', ['catalog'])).split(' ')[2] ?? '';
  console.log(await npm('deploy', ['catalog', stable]));
  console.log(await npm('publish', ['catalog', id]));
  const states = [
    {
      name: `canary ${PERCENT}%`,
      async enter() {
        const line = await npm('deploy', ['catalog', id, '--canary', String(PERCENT)]);
        if (line !== `canary catalog ${id} ${PERCENT}%`) throw new Error(`npm run deploy --canary said "${line}"`);
        await shellGives(0, id);
        await shellGives(99, stable);
      },
    },
    {
      name: 'no canary',
      async enter() {
        const line = await npm('rollback', ['catalog']);
        if (line !== `live catalog ${stable}`) throw new Error(`npm run rollback said "${line}"`);
        await shellGives(0, stable);
      },
    },
  ];
  const [withCanary, without] = states;
  /** @type {Record<string, import('./lib/measured-load.mjs').LoadRun[]>} */
  const runs = Object.fromEntries(states.map((state) => [state.name, []]));
  // A state is entered only from the other one: a rollback with no canary running would move the stable release.
  let current = withCanary;
  await current?.enter();
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`\n== round ${round + 1} of ${ROUNDS}`);
    for (const state of round % 2 ? [...states].reverse() : states) {
      if (state !== current) {
        await state.enter();
        current = state;
      }
      const run = measureLoad({
        url: `${system.urls.shell}${PAGE}`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        cookies: COHORT_COOKIES,
        pids: [system.pidOf('shell'), system.pidOf('catalog')],
        label: `[${state.name}] ${PAGE}`,
      });
      runs[state.name]?.push(run);
      console.log(
        `[${state.name}] ${PAGE}: ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms, ${run.cpuMicros ?? '–'} µs CPU a request`,
      );
    }
  }

  const withRuns = runs[withCanary?.name ?? ''] ?? [];
  const withoutRuns = runs[without?.name ?? ''] ?? [];
  const ratios = withRuns.map(
    (run, index) => Math.round((run.requestsPerSecond / (withoutRuns[index]?.requestsPerSecond ?? NaN)) * 1000) / 1000,
  );
  const cpuRatios = withRuns
    .map((run, index) => (run.cpuMicros ?? NaN) / (withoutRuns[index]?.cpuMicros ?? NaN))
    .filter(Number.isFinite)
    .map((ratio) => Math.round(ratio * 1000) / 1000);
  const medianRatio = Math.round(median(ratios) * 1000) / 1000;
  const cost = Math.round((1 - medianRatio) * 1000) / 10;
  const summary = {
    date: new Date().toISOString(),
    machine: machine(),
    loadAverage: os.loadavg(),
    page: PAGE,
    percent: PERCENT,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    stable,
    canary: id,
    runs,
    throughputRatios: ratios,
    medianThroughputRatio: medianRatio,
    costPercent: cost,
    cpuRatios,
    medianCpuRatio: cpuRatios.length ? Math.round(median(cpuRatios) * 1000) / 1000 : null,
    targetMet: 1 - medianRatio <= TARGET_COST,
  };
  writeFileSync(path.join(RESULTS_DIR, 'canary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const list = (
    /** @type {import('./lib/measured-load.mjs').LoadRun[]} */ entries,
    /** @type {'requestsPerSecond' | 'p99Ms' | 'cpuMicros'} */ key,
  ) => entries.map((entry) => entry[key] ?? '–').join(', ');
  const markdown = [
    '# A running canary against none: page-server throughput',
    '',
    `${summary.date}, ${summary.machine.cpus} CPUs (load average ${summary.loadAverage.map((value) => value.toFixed(1)).join(', ')}), Node ${summary.machine.node}. The shell's \`${PAGE}\` (the catalog's page, composed), every request with a cohort cookie, 0 to 99 in turn; ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run after a 2 s warm-up, ${ROUNDS} rounds alternating; the load generator (bench/api/load.mjs) shares the machine. Without: catalog ${stable} for everyone; with: catalog ${id} as a ${PERCENT}% canary of it.`,
    '',
    table(
      ['state', 'requests/s', 'p99 ms', 'CPU µs a request (shell and catalog)'],
      states.map((state) => [
        state.name,
        list(runs[state.name] ?? [], 'requestsPerSecond'),
        list(runs[state.name] ?? [], 'p99Ms'),
        list(runs[state.name] ?? [], 'cpuMicros'),
      ]),
    ),
    '',
    `With/without requests/s: ${ratios.join(', ')} (median ${medianRatio}: the canary costs ${cost}% of requests/s; at most ${TARGET_COST * 100}%: ${summary.targetMet ? 'met' : 'not met'}). CPU a request with/without: ${cpuRatios.join(', ') || '–'}${summary.medianCpuRatio === null ? '' : ` (median ${summary.medianCpuRatio})`}.`,
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'canary.md'), markdown);
  console.log(`\n${markdown}`);
} finally {
  await system.stop();
  rmSync(builtDir, { recursive: true, force: true });
}
