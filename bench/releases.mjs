#!/usr/bin/env node
// The releases bench, in two parts.
// - From publish to served: catalog releases built outside the system's release store (a folder of their own, as
//   a team's CI has), each published (`npm run publish`), deployed (`npm run deploy`), then the catalog's
//   `/version` asked every 10 ms until it names the release: the time from `npm run publish` starting to that
//   answer's first byte, one run per release (BENCH_PUBLISH_RUNS, default 3; each a build of its own, since a
//   release once published is never published again), median and spread.
// - A cold page server against a warm one: with the last of those releases live, a catalog and a shell page
//   server started with empty caches (BENCH_COLD_RUNS times, default 3), the shell's /courses asked once (its
//   first page) and then 10 times more (warm); median of each.
// - Deploys under load: public pages requested at a steady rate (BENCH_RELEASES_RATE, default 50 a second, for
//   BENCH_RELEASES_SECONDS, default 20) while the catalog's release is deployed a third of the way in and rolled
//   back two thirds of the way in, through the deploy endpoint as `npm run deploy` and `rollback` do. Counts
//   failed requests (an error or a status other than 200) and pages served without their server-rendered HTML,
//   and which catalog release each page named.
// Writes bench/results/releases.json and releases.md. BENCH_PORT_BASE moves the system (default 5600; this bench
// adds 40, and its cold page servers 20 and 21 more).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@blueprint/tsconfig/register.mjs';
import { ensurePnpm } from '@blueprint/ops/pnpm';
import { startBenchSystem } from './lib/bench-system.mjs';
import { coldThenWarm } from './lib/cold-page-server.mjs';
import { releaseCommands } from './lib/release-commands.mjs';
import { RESULTS_DIR, machine, median, percentile, table } from './lib/report.mjs';

const RUNS = Math.max(2, Number(process.env.BENCH_PUBLISH_RUNS ?? 3));
const COLD_RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3));
const RATE = Number(process.env.BENCH_RELEASES_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_RELEASES_SECONDS ?? 20);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5600) + 40;
const PAGES = ['/', '/about', '/courses', '/courses/autocad', '/internship', '/blueprint/courses'];

const { env } = ensurePnpm();
// Where the releases are built: not the system's store, which has a release only once it is published.
const builtDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-built-'));
const system = await startBenchSystem('releases', PORT_BASE, env);

/** `npm run <command>` against this system; its last line. */
const npm = releaseCommands(system, { builtDir, env });

try {
  console.log(`${RUNS} releases of the catalog, built outside the system's release store…`);
  /** @type {string[]} */
  const ids = [];
  for (let index = 0; index < RUNS; index += 1) ids.push((await npm('release', ['catalog'])).split(' ')[2]);

  /** @type {Array<{ release: string, publishMs: number, deployMs: number, servedMs: number, totalMs: number }>} */
  const publishRuns = [];
  for (const id of ids) {
    const started = performance.now();
    await npm('publish', ['catalog', id]);
    const published = performance.now();
    await npm('deploy', ['catalog', id]);
    const deployed = performance.now();
    let served = 0;
    while (!served) {
      const response = await fetch(`${system.urls.remotes.catalog}/version`, { signal: AbortSignal.timeout(5_000) });
      const at = performance.now();
      if ((await response.json()).release === id) served = at;
      else if (at - deployed > 30_000) throw new Error(`catalog /version does not name ${id} 30 s after the deploy`);
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const timing = {
      release: id,
      publishMs: Math.round(published - started),
      deployMs: Math.round(deployed - published),
      servedMs: Math.round(served - deployed),
      totalMs: Math.round(served - started),
    };
    publishRuns.push(timing);
    console.log(
      `publish to served: ${timing.totalMs} ms (publish ${timing.publishMs}, deploy ${timing.deployMs}, then served ${timing.servedMs})`,
    );
  }
  const totals = publishRuns.map((entry) => entry.totalMs);
  const publishToServed = {
    runs: publishRuns,
    medianMs: median(totals),
    minMs: Math.min(...totals),
    maxMs: Math.max(...totals),
  };
  console.log(
    `publish to served: median ${publishToServed.medianMs} ms, spread ${publishToServed.minMs}–${publishToServed.maxMs} ms over ${RUNS} runs`,
  );

  /** @type {Array<{ startMs: number, coldMs: number, warmMs: number }>} */
  const coldRuns = [];
  for (let index = 0; index < COLD_RUNS; index += 1) {
    const run = await coldThenWarm(system, { ports: [PORT_BASE + 20, PORT_BASE + 21], env });
    coldRuns.push({
      startMs: Math.round(run.startMs),
      coldMs: Math.round(run.coldMs),
      warmMs: Math.round(median(run.warmMs)),
    });
    console.log(
      `cold page server: listening after ${coldRuns.at(-1)?.startMs} ms, first page ${coldRuns.at(-1)?.coldMs} ms, then ${coldRuns.at(-1)?.warmMs} ms (median of 10)`,
    );
  }
  const coldAgainstWarm = {
    runs: coldRuns,
    startMedianMs: median(coldRuns.map((entry) => entry.startMs)),
    coldMedianMs: median(coldRuns.map((entry) => entry.coldMs)),
    warmMedianMs: median(coldRuns.map((entry) => entry.warmMs)),
  };

  // The load's starting point: the first release live, the second deployed during it, then rolled back.
  const [first, second] = ids;
  console.log(await npm('deploy', ['catalog', first]));

  /** @type {Array<{ at: number, page: string, status: number | string, ms: number, serverHtml: boolean, release: string | null }>} */
  const results = [];
  const events = [];
  const started = Date.now();
  const total = RATE * SECONDS;
  const inFlight = [];
  console.log(
    `${total} requests at ${RATE}/s over ${SECONDS} s; deploy at ${Math.round(SECONDS / 3)} s, rollback at ${Math.round((2 * SECONDS) / 3)} s`,
  );
  const switches = [
    {
      at: (SECONDS * 1000) / 3,
      go: async () => events.push({ at: Date.now() - started, line: await npm('deploy', ['catalog', second]) }),
    },
    {
      at: (2 * SECONDS * 1000) / 3,
      go: async () => events.push({ at: Date.now() - started, line: await npm('rollback', ['catalog']) }),
    },
  ];
  for (const change of switches)
    inFlight.push(new Promise((resolve) => setTimeout(resolve, change.at)).then(change.go));
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const page = PAGES[index % PAGES.length];
    const sent = Date.now();
    inFlight.push(
      fetch(`${system.urls.shell}${page}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => {
          const html = await response.text();
          // The inlined run-time config names the catalog's live release (the only remote deployed here).
          const release = /\/releases\/([^/"]+)\//.exec(html);
          results.push({
            at: sent - started,
            page,
            status: response.status,
            ms: Date.now() - sent,
            serverHtml: /data-server-page="/.test(html),
            release: release?.[1] ?? null,
          });
        })
        .catch((error) =>
          results.push({
            at: sent - started,
            page,
            status: String(error.cause?.code ?? error.name),
            ms: Date.now() - sent,
            serverHtml: false,
            release: null,
          }),
        ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (Date.now() - started) / 1000;

  const failed = results.filter((result) => result.status !== 200);
  const withoutHtml = results.filter((result) => result.status === 200 && !result.serverHtml);
  const catalogPages = results.filter((result) => result.page.includes('courses'));
  const byRelease = (from, to) => {
    const seen = {};
    for (const result of catalogPages.filter((entry) => entry.at >= from && entry.at < to))
      seen[result.release ?? 'none'] = (seen[result.release ?? 'none'] ?? 0) + 1;
    return seen;
  };
  const [deployAt, rollbackAt] = events.map((event) => event.at);
  const latencies = results.map((result) => result.ms);
  const summary = {
    machine: machine(),
    publishToServed,
    coldAgainstWarm,
    rate: RATE,
    seconds: SECONDS,
    requests: results.length,
    achievedRate: Math.round(results.length / elapsed),
    failed: failed.length,
    withoutServerHtml: withoutHtml.length,
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
    releases: { first, second },
    events,
    catalogPagesByRelease: {
      beforeDeploy: byRelease(0, deployAt ?? Infinity),
      afterDeploy: byRelease(deployAt ?? Infinity, rollbackAt ?? Infinity),
      afterRollback: byRelease(rollbackAt ?? Infinity, Infinity),
    },
    failures: failed.slice(0, 10),
    pagesWithoutServerHtml: withoutHtml.slice(0, 10),
  };
  writeFileSync(path.join(RESULTS_DIR, 'releases.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const md = [
    '# Releases: from publish to served, and public pages during a deploy and a rollback',
    '',
    `From \`npm run publish\` starting to the first byte of the catalog's \`/version\` naming the new release (publish, deploy, then asked every 10 ms), ${RUNS} releases: median ${publishToServed.medianMs} ms, spread ${publishToServed.minMs}–${publishToServed.maxMs} ms.`,
    '',
    table(
      ['release', 'publish ms', 'deploy ms', 'served after ms', 'total ms'],
      publishRuns.map((entry) => [entry.release, entry.publishMs, entry.deployMs, entry.servedMs, entry.totalMs]),
    ),
    '',
    `A page server on an empty host (a catalog and a shell server started with empty caches, ${COLD_RUNS} times): listening after a median ${coldAgainstWarm.startMedianMs} ms; its first \`/courses\` ${coldAgainstWarm.coldMedianMs} ms against ${coldAgainstWarm.warmMedianMs} ms once warm (medians).`,
    '',
    table(
      ['run', 'listening after ms', 'first page ms', 'warm page ms (median of 10)'],
      coldRuns.map((entry, index) => [index + 1, entry.startMs, entry.coldMs, entry.warmMs]),
    ),
    '',
    `${results.length} requests over ${elapsed.toFixed(1)} s (${summary.achievedRate}/s asked at ${RATE}/s), pages: ${PAGES.join(', ')}.`,
    `Deploy of catalog ${second} at ${((deployAt ?? 0) / 1000).toFixed(1)} s, rollback to ${first} at ${((rollbackAt ?? 0) / 1000).toFixed(1)} s.`,
    '',
    table(
      ['failed requests', 'pages without server HTML', 'p50 ms', 'p95 ms', 'p99 ms'],
      [[summary.failed, summary.withoutServerHtml, summary.p50ms, summary.p95ms, summary.p99ms]],
    ),
    '',
    'Catalog pages by the release their HTML names:',
    '',
    table(
      ['window', 'releases'],
      Object.entries(summary.catalogPagesByRelease).map(([window, seen]) => [
        window,
        Object.entries(seen)
          .map(([id, count]) => `${id}: ${count}`)
          .join(', '),
      ]),
    ),
    '',
    `Machine: ${summary.machine.cpus} CPUs, ${summary.machine.memoryGiB} GiB, Node ${summary.machine.node}.`,
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'releases.md'), `${md}\n`);
  console.log(md);
  if (summary.failed || summary.withoutServerHtml) process.exitCode = 1;
} finally {
  await system.stop();
  rmSync(builtDir, { recursive: true, force: true });
}
