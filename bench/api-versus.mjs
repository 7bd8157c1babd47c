#!/usr/bin/env node
// Registrations side by side, in one run on this machine, so that all meet the same load from the other
// processes sharing it: today's API on its embedded engine (@photostructure/sqlite), the same API built on
// better-sqlite3 (bench/api/better-sqlite3-engine.mjs, which api/build.mjs puts in place of
// src/db/sqlite-engine.ts), and the API as it was at a past commit (2758934, before the staff workspace).
//
// - The past API is built from git in a temporary folder (`git archive` of the commit, `pnpm install
//   --frozen-lockfile` of the api and what it needs, its own build.mjs); today's, on either engine, is this
//   checkout's api/. BENCH_VERSUS_REFS= (empty) leaves the past out.
// - Each gets a fresh embedded database per table size, seeded beforehand by its own seed script
//   (BENCH_VERSUS_SIZES, default 10,000 and 300,000 rows).
// - Per size, BENCH_VERSUS_TRIALS rounds (default 6): a plain Node hello world (the yardstick), then each API
//   in turn, the order rotated from one round to the next; 32 connections, BENCH_VERSUS_SECONDS each
//   (default 8) after a 2 s warm-up, public rate limit off. One process under load at a time.
// - Today's API is judged against each other one: at least its registrations/s, a p99 at most 1.2 times its own
//   (medians of the rounds).
// - Every 201 must be a stored row: each database's count is checked against its seed and its 201s.
// - Beside the wall-clock figures, the CPU time each registration cost the API's process and its event loop
//   (Linux's /proc), which the machine's other work disturbs far less.
// Writes bench/results/api-versus.{json,md}; removes its temporary folders and stops what it started.
//
//   node bench/api-versus.mjs   BENCH_VERSUS_REFS=2758934 (past commits, comma-separated; each one built)
//   BENCH_VERSUS_PORT=5560      BENCH_VERSUS_SIZES=10000,300000   BENCH_VERSUS_TRIALS=6   BENCH_VERSUS_SECONDS=8
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_DIR, machine, median, table } from './lib/report.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
const REFS = (process.env.BENCH_VERSUS_REFS ?? '2758934').split(',').filter(Boolean);
const SIZES = (process.env.BENCH_VERSUS_SIZES ?? '10000,300000').split(',').map(Number);
const TRIALS = Number(process.env.BENCH_VERSUS_TRIALS ?? 6);
const SECONDS = Number(process.env.BENCH_VERSUS_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_VERSUS_PORT ?? 5560);
const CONNECTIONS = 32;
const ADMIN = { email: 'bench@blueprint.local', password: 'bench-password-not-secret' };
// At least the other's registrations/s, and a p99 at most 1.2 times its own.
const TARGET = { throughput: 1, p99: 1.2 };
const BETTER_SQLITE3 = 'better-sqlite3';

const temporary = [];
const running = new Set();
function cleanUp() {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => (cleanUp(), process.exit(130)));
process.once('SIGTERM', () => (cleanUp(), process.exit(143)));

const pnpm = (args, cwd) =>
  execFileSync('corepack', ['pnpm', ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', CI: 'true' },
  });

/** A variant of the API: its name, its built server and seed script, what their processes need. */
function variant(name, apiDir, { dist = 'dist', env = {} } = {}) {
  return {
    name,
    apiDir,
    server: path.join(apiDir, dist, 'server.cjs'),
    seed: path.join(apiDir, dist, 'seed.cjs'),
    env,
  };
}

function buildIn({ apiDir, server, seed }, options = []) {
  execFileSync(process.execPath, ['build.mjs', '--outfile', server, ...options], { cwd: apiDir, stdio: 'inherit' });
  execFileSync(process.execPath, ['build.mjs', '--entry', 'scripts/seed.ts', '--outfile', seed, ...options], {
    cwd: apiDir,
    stdio: 'inherit',
  });
}

/** The API of a past commit, from git into a temporary folder, installed and built there. */
function buildPast(ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), `blueprint-bench-${commit}-`));
  temporary.push(dir);
  console.log(`\nBuilding the API of ${commit} in ${dir}…`);
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@blueprint/api...'], dir);
  const past = variant(commit, path.join(dir, 'api'));
  buildIn(past);
  return past;
}

/** Today's API with better-sqlite3 in place of its engine, found in bench/node_modules at run time. */
function buildOnBetterSqlite3() {
  console.log('\nBuilding today’s API on better-sqlite3…');
  const onBetterSqlite3 = variant(BETTER_SQLITE3, path.join(ROOT, 'api'), {
    dist: path.join('dist', 'bench-better-sqlite3'),
    env: { NODE_PATH: path.join(HERE, 'node_modules') },
  });
  buildIn(onBetterSqlite3, [
    '--sqlite-engine',
    path.join(HERE, 'api', 'better-sqlite3-engine.mjs'),
    '--external',
    'better-sqlite3',
  ]);
  return onBetterSqlite3;
}

function start(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start:\n${output}`));
    }, 60_000);
    const onExit = (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    };
    child.once('exit', onExit);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!/listening/.test(output)) return;
      clearTimeout(timer);
      resolve({
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.off('exit', onExit);
            if (child.exitCode !== null) return (running.delete(child), done());
            child.once('exit', () => (running.delete(child), done()));
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc's CPU times on Linux

/** User and system CPU time so far, in clock ticks, of a process and of its main thread (Linux only). */
function cpuTicks(pid) {
  try {
    const ticks = (file) => {
      const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime
    };
    return { process: ticks(`/proc/${pid}/stat`), loop: ticks(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return undefined;
  }
}

function load(options) {
  const output = execFileSync(process.execPath, [path.join(HERE, 'api', 'load.mjs'), JSON.stringify(options)], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

async function storedRows(apiUrl) {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { token } = await login.json();
  const stats = await (
    await fetch(`${apiUrl}/api/internships/stats`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return stats.reduce((sum, entry) => sum + entry.count, 0);
}

function apiEnv(dataDir) {
  return {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
  };
}

/** A fresh embedded database for `variant`, seeded to `rows` by the variant's own seed script. */
function seeded(variant, rows) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-versus-'));
  temporary.push(dataDir);
  const started = performance.now();
  execFileSync(process.execPath, [variant.seed, '--count', String(rows)], {
    env: { ...process.env, ...apiEnv(dataDir), ...variant.env },
    stdio: 'inherit',
  });
  execFileSync('sync');
  return { dataDir, seconds: Math.round(performance.now() - started) / 1000 };
}

async function measure(file, env, options) {
  const server = await start(file, env);
  try {
    load({ ...options, seconds: 2 }); // warm-up
    const before = cpuTicks(server.pid);
    const run = load(options);
    const after = cpuTicks(server.pid);
    // CPU time a registration, which other processes' load disturbs far less than wall-clock figures: the
    // whole process (its threads included) and the event loop's thread alone.
    if (before && after) {
      const micros = (ticks) => Math.round((ticks * 1e6) / CLOCK_TICKS / run.requests);
      run.cpuMicros = { process: micros(after.process - before.process), loop: micros(after.loop - before.loop) };
    }
    return run;
  } finally {
    await server.stop();
  }
}

async function main() {
  const variants = [...REFS.map(buildPast), buildOnBetterSqlite3()];
  console.log('\nBuilding today’s API…');
  const today = variant('today', path.join(ROOT, 'api'));
  buildIn(today);
  variants.push(today);

  const url = `http://127.0.0.1:${PORT}`;
  const registrations = {
    url: `${url}/api/internships`,
    method: 'POST',
    registrations: true,
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const sizes = [];
  for (const rows of SIZES) {
    console.log(`\n== ${rows.toLocaleString('en')} stored rows`);
    const databases = new Map();
    for (const variant of variants) {
      const database = seeded(variant, rows);
      console.log(`[${variant.name}] seeded ${rows} rows in ${database.seconds} s`);
      databases.set(variant.name, { ...database, acknowledged: 0 });
    }
    const runs = { hello: [], ...Object.fromEntries(variants.map((v) => [v.name, []])) };
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const hello = await measure(
        path.join(HERE, 'api', 'hello-node.cjs'),
        { PORT: String(PORT) },
        { url: `${url}/`, connections: CONNECTIONS, seconds: SECONDS },
      );
      runs.hello.push(hello);
      console.log(`[hello world] ${hello.requestsPerSecond} req/s, p99 ${hello.p99Ms} ms`);
      // Each round starts one place further along, so that every API runs in every position equally often: a
      // run's place (after the yardstick, or after another API) moves its figures, and reversing the order
      // would keep the middle one in the middle every round.
      for (const variant of variants.map((_, i) => variants[(i + trial) % variants.length])) {
        const database = databases.get(variant.name);
        const run = await measure(variant.server, { ...apiEnv(database.dataDir), ...variant.env }, registrations);
        if (run.errors || run.non2xx)
          throw new Error(`[${variant.name}] ${run.non2xx} non-2xx answers, ${run.errors} errors`);
        run.shareOfHello = Math.round((run.requestsPerSecond / hello.requestsPerSecond) * 1000) / 10;
        runs[variant.name].push(run);
        console.log(
          `[${variant.name}] ${run.requestsPerSecond} registrations/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms (${run.shareOfHello}% of the hello world)`,
        );
      }
    }
    // Fast and wrong is worthless: every 201 (warm-ups included) must be a stored row.
    for (const variant of variants) {
      const database = databases.get(variant.name);
      const server = await start(variant.server, { ...apiEnv(database.dataDir), ...variant.env });
      try {
        database.stored = await storedRows(url);
      } finally {
        await server.stop();
      }
      if (database.stored < rows + runs[variant.name].reduce((sum, run) => sum + run.requests, 0)) {
        throw new Error(`[${variant.name}] ${database.stored} rows stored, fewer than the seed and the 201s counted`);
      }
    }
    sizes.push({
      rows,
      runs,
      seedSeconds: Object.fromEntries([...databases].map(([name, d]) => [name, d.seconds])),
      stored: Object.fromEntries([...databases].map(([name, d]) => [name, d.stored])),
    });
  }

  const others = variants.filter((v) => v !== today);
  const label = (v) =>
    v === today ? 'now' : v.name === BETTER_SQLITE3 ? 'now on better-sqlite3' : `before (${v.name})`;
  const middle = (values) => Math.round(median(values) * 100) / 100;
  const figures = (runs) => ({
    throughput: middle(runs.map((r) => r.requestsPerSecond)),
    p99: middle(runs.map((r) => r.p99Ms)),
  });
  const verdicts = sizes.flatMap(({ rows, runs }) =>
    others.map((other) => {
      const base = figures(runs[other.name]);
      const now = figures(runs.today);
      // Each round's ratio: both ran within the same minute, so the machine's load mostly cancels out.
      const ratios = runs.today.map(
        (r, i) => Math.round((r.requestsPerSecond / runs[other.name][i].requestsPerSecond) * 100) / 100,
      );
      return {
        rows,
        against: other.name,
        base,
        now,
        ratios,
        medianRatio: middle(ratios),
        throughputMet: now.throughput >= base.throughput * TARGET.throughput,
        p99Met: now.p99 <= base.p99 * TARGET.p99,
      };
    }),
  );
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    trials: TRIALS,
    refs: variants.map((v) => v.name),
    sizes,
    verdicts,
  };
  writeFileSync(path.join(RESULTS_DIR, 'api-versus.json'), `${JSON.stringify(report, null, 2)}\n`);

  const list = (runs, key) => runs.map((r) => r[key].toLocaleString('en')).join(' and ');
  const markdown = [
    '# Registrations side by side',
    '',
    `${report.date}, ${report.machine.cpus} CPUs, Node ${report.machine.node}. POST /api/internships, ${CONNECTIONS} connections, ${SECONDS} s per run after a 2 s warm-up, ${TRIALS} rounds, the order rotated, public rate limit off, fresh embedded databases seeded beforehand; the load generator (bench/api/load.mjs) shares the machine. Now: this checkout's API on @photostructure/sqlite.`,
    '',
    ...sizes.flatMap(({ rows, runs }) => [
      `## ${rows.toLocaleString('en')} stored rows`,
      '',
      table(
        ['', ...variants.map(label)],
        [
          ['registrations/s', ...variants.map((v) => list(runs[v.name], 'requestsPerSecond'))],
          ['p99 ms', ...variants.map((v) => list(runs[v.name], 'p99Ms'))],
          ['p50 ms', ...variants.map((v) => list(runs[v.name], 'p50Ms'))],
          [
            'share of a plain Node hello world',
            ...variants.map((v) => runs[v.name].map((r) => `${r.shareOfHello}%`).join(' and ')),
          ],
          [
            'CPU µs a registration, process (event loop)',
            ...variants.map((v) =>
              runs[v.name]
                .map((r) => (r.cpuMicros ? `${r.cpuMicros.process} (${r.cpuMicros.loop})` : '–'))
                .join(' and '),
            ),
          ],
        ],
      ),
      '',
      `Hello world: ${list(runs.hello, 'requestsPerSecond')} req/s.`,
      '',
      ...verdicts
        .filter((verdict) => verdict.rows === rows)
        .map(
          (verdict) =>
            `Against ${label(others.find((v) => v.name === verdict.against))}: median registrations/s ${verdict.now.throughput} against ${verdict.base.throughput}, ${verdict.ratios.join(', ')} times as many round by round, median ${verdict.medianRatio} (target at least as many: ${verdict.throughputMet ? 'met' : 'not met'}); median p99 ${verdict.now.p99} ms against ${verdict.base.p99} ms (target at most ${TARGET.p99}×: ${verdict.p99Met ? 'met' : 'not met'}).`,
        ),
      '',
    ]),
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'api-versus.md'), markdown);
  console.log(`\n${markdown}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
