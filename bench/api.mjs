#!/usr/bin/env node
// The API bench, all in one run on this machine:
//   - the ceiling: a plain Fastify hello-world (32 connections);
//   - POST /api/internships at 1 and 32 connections on each engine (every body a new registration);
//   - GET /api/internships/stats and the first list page at 1,000, 100,000 and 1,000,000 rows, at 1 and 32
//     connections;
// each as req/s, p50 and p99, with our load generator (api/load.mjs: why not autocannon) on the loopback,
// bounded in time. Engines: the embedded
// SQLite always; PostgreSQL when DATABASE_URL is set or a local server answers (a temporary database is
// created and dropped: the role needs CREATEDB). Writes bench/results/api.json and bench/results/api.md.
//
//   node bench/api.mjs     BENCH_API_SECONDS=10 (per write run; reads get half) BENCH_API_SIZES=1000,100000,1000000
//   BENCH_API_PORT_BASE=5550 (hello on base, API on base+1)  BENCH_API_ENGINES=sqlite,postgres
//   BENCH_API_TRIALS=3 (runs of the ceiling and of registrations at 32 connections; the median counts)
//   BENCH_API_PARTS=ceiling,writes,reads,staff (which parts run; a run of only some writes
//   bench/results/api-<parts>.{json,md}, leaving the full run's results alone). `staff`: the staff workspace
//   at 100,000 rows: search (a rotation of name, email and phone fragments) and the timeline of one year, at
//   1 and 8 connections; then, with the rows assigned and dated as a team of eight works them (the seed's
//   --assign-to), a member's overdue list (`assignee=me&due=overdue`). Only staff, for example:
//   BENCH_API_PARTS=staff BENCH_API_SIZES=100000.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_DIR, machine, table } from './lib/report.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_DIR = path.join(HERE, '..', 'api');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const SIZES = (process.env.BENCH_API_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const PORT_BASE = Number(process.env.BENCH_API_PORT_BASE ?? 5550);
const TRIALS = Number(process.env.BENCH_API_TRIALS ?? 3);
const ADMIN = { email: 'bench@blueprint.local', password: 'bench-password-not-secret' };
const PARTS = new Set((process.env.BENCH_API_PARTS ?? 'ceiling,writes,reads,staff').split(','));
const ALL_PARTS = ['ceiling', 'writes', 'reads', 'staff'].every((part) => PARTS.has(part));
const TARGETS = { sqlitePostPerSecond: 10_000, readP99Ms: 10, staffP99Ms: 50 };
/** The size the staff workspace is measured at (the issue's). */
const STAFF_ROWS = 100_000;
// Fragments of names, emails and phones as staff type them: some match thousands of rows, some a few, one none.
const SEARCHES = ['kavya', 'meera nair', 'sneha.hegde', 'joshi', '98765', 'rediffmail', 'iyer', 'no such person'];

// ---------------------------------------------------------------------------------------------------------
// Processes

function buildApi() {
  console.log('Building the API bundle and its seed script…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  execFileSync(process.execPath, ['build.mjs', '--entry', 'scripts/seed.ts', '--outfile', 'dist/seed.cjs'], {
    cwd: API_DIR,
    stdio: 'inherit',
  });
}

function start(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (/listening/.test(output)) {
        clearTimeout(timer);
        resolve({
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
}

async function seed(env, count) {
  if (count <= 0) return 0;
  const started = performance.now();
  execFileSync(process.execPath, [path.join(API_DIR, 'dist', 'seed.cjs'), '--count', String(count)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const seconds = (performance.now() - started) / 1000;
  // Let the machine settle before measuring: PostgreSQL analyses the new rows (autovacuum would do it in
  // the middle of a run), and the kernel writes back the freshly written files.
  if (env.DATABASE_URL) {
    await withAdmin(env.DATABASE_URL, 'vacuum analyze');
    // Flush the new rows now rather than in a checkpoint during a run (needs pg_checkpoint or superuser).
    await withAdmin(env.DATABASE_URL, 'checkpoint').catch(() => {});
  }
  execFileSync('sync');
  return seconds;
}

// ---------------------------------------------------------------------------------------------------------
// Load

function load(options) {
  const output = execFileSync(process.execPath, [path.join(HERE, 'api', 'load.mjs'), JSON.stringify(options)], {
    encoding: 'utf8',
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  return { ...result, acknowledged: result.requests - result.non2xx };
}

/**
 * The throughput figures the targets compare (the ceiling, registrations at 32 connections): the median of
 * TRIALS runs, since one 10 s run on two shared cores moves by ±15% from one minute to the next. Every
 * trial's req/s is kept in the result.
 */
function medianOf(trials, options) {
  const runs = Array.from({ length: trials }, () => load(options));
  const byThroughput = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return {
    ...byThroughput[Math.floor(trials / 2)],
    trials: runs.map((run) => run.requestsPerSecond),
    acknowledged: runs.reduce((sum, run) => sum + run.acknowledged, 0),
  };
}

async function login(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).token;
}

async function rowCount(apiUrl, token) {
  const stats = await (
    await fetch(`${apiUrl}/api/internships/stats`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return stats.reduce((sum, entry) => sum + entry.count, 0);
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

async function findPostgres() {
  const candidates = [
    process.env.DATABASE_URL,
    'postgres://blueprint:blueprint@127.0.0.1:5432/blueprint',
    'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  ].filter(Boolean);
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return null;
}

async function withAdmin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function temporaryDatabase(url) {
  const name = `blueprint_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => dropDatabase(url, name) };
}

// FORCE ends the API's leftover connections, but a role that is not superuser may not end an autovacuum
// worker busy in the database (error 42501); it is done within moments, so try again.
async function dropDatabase(url, name, attempts = 50) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withAdmin(url, `drop database if exists ${name} with (force)`);
    } catch (error) {
      if (error.code !== '42501' || attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------------------------

/** A temporary DATA_DIR (and PostgreSQL database) and the API's environment on it. */
async function storageFor(engine, postgresUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-api-'));
  const database = engine === 'postgres' ? await temporaryDatabase(postgresUrl) : null;
  const env = {
    PORT: String(PORT_BASE + 1),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    DATABASE_URL: database ? database.url : '',
  };
  return {
    env,
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchEngine(engine, postgresUrl) {
  const apiUrl = `http://127.0.0.1:${PORT_BASE + 1}`;
  const server = path.join(API_DIR, 'dist', 'server.cjs');
  const result = { engine, post: {}, reads: [], staff: [], seedSeconds: {} };

  // Writes, on a database of their own (so that the read sizes below are exact).
  const writes = PARTS.has('writes') ? await storageFor(engine, postgresUrl) : null;
  if (writes)
    try {
      const api = await start(server, writes.env);
      try {
        const url = `${apiUrl}/api/internships`;
        const warmUp = load({ url, connections: 32, seconds: 2, method: 'POST', registrations: true });
        let acknowledged = warmUp.acknowledged;
        for (const connections of [1, 32]) {
          const options = { url, connections, seconds: SECONDS, method: 'POST', registrations: true };
          const measured = connections === 32 ? medianOf(TRIALS, options) : load(options);
          result.post[connections] = measured;
          acknowledged += measured.acknowledged;
          console.log(
            `[${engine}] POST /api/internships, ${connections} conn: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, non-2xx ${measured.non2xx}${measured.trials ? ` (trials: ${measured.trials.join(', ')} req/s)` : ''}`,
          );
        }
        // Fast and wrong is worthless: every 201 must be a stored row.
        const stored = await rowCount(apiUrl, await login(apiUrl));
        if (stored !== acknowledged)
          throw new Error(`[${engine}] ${acknowledged} registrations acknowledged, ${stored} stored`);
        result.storedAfterWrites = stored;
      } finally {
        await api.stop();
      }
    } finally {
      await writes.remove();
    }

  // Reads, on a database seeded to each size in turn.
  const reads = await storageFor(engine, postgresUrl);
  try {
    let rows = 0;
    for (const size of SIZES) {
      if (!PARTS.has('reads') && !(PARTS.has('staff') && size === STAFF_ROWS)) continue;
      console.log(`\n[${engine}] seeding to ${size.toLocaleString('en')} rows…`);
      result.seedSeconds[size] = Math.round((await seed(reads.env, size - rows)) * 10) / 10;
      let api = await start(server, reads.env);
      try {
        const token = await login(apiUrl);
        rows = await rowCount(apiUrl, token);
        const headers = { authorization: `Bearer ${token}` };
        if (PARTS.has('staff') && size === STAFF_ROWS) {
          result.staff.push(...benchStaff(engine, apiUrl, headers, rows));
          // The team's lists need the rows worked by a team: assigned and dated by the seed, for the account
          // the bench is logged in as (the API stopped: the embedded database is one process's).
          const me = (await (await fetch(`${apiUrl}/api/auth/me`, { headers })).json()).data._id;
          await api.stop();
          console.log(`\n[${engine}] assigning the ${rows.toLocaleString('en')} rows as a team of eight works them…`);
          execFileSync(process.execPath, [path.join(API_DIR, 'dist', 'seed.cjs'), '--count', '0', '--assign-to', me], {
            // One update of some 60,000 rows: longer than a request's statement timeout on a busy machine.
            env: { ...process.env, ...reads.env, STATEMENT_TIMEOUT_MS: '600000' },
            stdio: 'inherit',
          });
          if (reads.env.DATABASE_URL) await withAdmin(reads.env.DATABASE_URL, 'vacuum analyze');
          api = await start(server, reads.env);
          const again = { authorization: `Bearer ${await login(apiUrl)}` };
          result.staff.push(...benchTeam(engine, apiUrl, again, rows));
        }
        if (PARTS.has('reads'))
          for (const [name, url] of [
            ['stats', `${apiUrl}/api/internships/stats`],
            ['first page', `${apiUrl}/api/internships?limit=50`],
          ]) {
            load({ url, connections: 8, seconds: 1, headers }); // warm-up
            for (const connections of [1, 8, 32]) {
              const measured = load({ url, connections, seconds: Math.max(2, SECONDS / 2), headers });
              result.reads.push({ name, rows, ...measured });
              console.log(
                `[${engine}] ${name} at ${rows} rows, ${connections} conn: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms`,
              );
            }
          }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await reads.remove();
  }
  return result;
}

/** The staff workspace: search, and the timeline of the last 365 days, at 1 and 8 connections. */
function benchStaff(engine, apiUrl, headers, rows) {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const measured = [];
  for (const [name, options] of [
    [
      'search',
      {
        url: `${apiUrl}/api/internships`,
        paths: SEARCHES.map((q) => `/api/internships?q=${encodeURIComponent(q)}&limit=50`),
      },
    ],
    ['timeline, one year', { url: `${apiUrl}/api/internships/timeline?from=${yearAgo}&to=${today}&bucket=day` }],
  ]) {
    load({ ...options, connections: 8, seconds: 1, headers }); // warm-up
    for (const connections of [1, 8]) {
      const run = load({ ...options, connections, seconds: Math.max(2, SECONDS / 2), headers });
      if (run.non2xx || run.errors)
        throw new Error(`[${engine}] ${name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
      measured.push({ name, rows, ...run });
      console.log(
        `[${engine}] ${name} at ${rows} rows, ${connections} conn: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
      );
    }
  }
  return measured;
}

/** A team's own list: `assignee=me&due=overdue` (the issue's target: p99 at most 50 ms at 8 connections). */
function benchTeam(engine, apiUrl, headers, rows) {
  const name = 'assignee=me&due=overdue';
  const options = { url: `${apiUrl}/api/internships?assignee=me&due=overdue&limit=50` };
  const check = load({ ...options, connections: 8, seconds: 1, headers }); // warm-up
  if (check.non2xx || check.errors)
    throw new Error(`[${engine}] ${name}: ${check.non2xx} non-2xx answers, ${check.errors} errors`);
  const measured = [];
  for (const connections of [1, 8]) {
    const run = load({ ...options, connections, seconds: Math.max(2, SECONDS / 2), headers });
    if (run.non2xx || run.errors)
      throw new Error(`[${engine}] ${name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
    measured.push({ name, rows, ...run });
    console.log(
      `[${engine}] ${name} at ${rows} rows, ${connections} conn: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
    );
  }
  return measured;
}

const STAFF_LABELS = {
  search: 'GET /api/internships?q= (search)',
  'timeline, one year': 'GET /api/internships/timeline (one year)',
  'assignee=me&due=overdue': 'GET /api/internships?assignee=me&due=overdue (a team member’s overdue list)',
};

async function main() {
  buildApi();
  const engines = (process.env.BENCH_API_ENGINES ?? 'sqlite,postgres').split(',');
  const postgresUrl = engines.includes('postgres') ? await findPostgres() : null;
  if (engines.includes('postgres') && !postgresUrl)
    console.log('No PostgreSQL server answered: the embedded engine only.');

  // Without the ceiling (a run of some parts only), shares of it read as 0.
  let helloWorld = { connections: 32, requestsPerSecond: NaN, p50Ms: null, p99Ms: null, trials: [] };
  if (PARTS.has('ceiling')) {
    console.log('\nThe ceiling: plain Fastify hello-world…');
    const hello = await start(path.join(HERE, 'api', 'hello.cjs'), { PORT: String(PORT_BASE) });
    try {
      load({ url: `http://127.0.0.1:${PORT_BASE}/`, connections: 32, seconds: 2 });
      helloWorld = medianOf(TRIALS, { url: `http://127.0.0.1:${PORT_BASE}/`, connections: 32, seconds: SECONDS });
    } finally {
      await hello.stop();
    }
    console.log(
      `hello-world, 32 conn: ${helloWorld.requestsPerSecond} req/s, p50 ${helloWorld.p50Ms} ms, p99 ${helloWorld.p99Ms} ms (trials: ${helloWorld.trials.join(', ')} req/s)`,
    );
  }

  const results = [];
  if (engines.includes('sqlite')) results.push(await benchEngine('sqlite'));
  if (postgresUrl) results.push(await benchEngine('postgres', postgresUrl));

  const sqlite = results.find((r) => r.engine === 'sqlite') ?? { post: {} };
  const largest = Math.max(...SIZES);
  const readsAt = (engine, rowsWanted) => engine.reads.filter((r) => r.connections === 32 && r.rows === rowsWanted);
  const verdicts = {
    sqlitePost32: {
      target: `>= ${TARGETS.sqlitePostPerSecond} req/s, or about 15% of the hello-world ceiling (${Math.round(helloWorld.requestsPerSecond * 0.15)} req/s in this run)`,
      measured: sqlite.post[32]?.requestsPerSecond,
      met: (sqlite.post[32]?.requestsPerSecond ?? 0) >= TARGETS.sqlitePostPerSecond,
      metRelative: (sqlite.post[32]?.requestsPerSecond ?? 0) >= helloWorld.requestsPerSecond * 0.15,
      shareOfCeiling:
        Math.round(((sqlite.post[32]?.requestsPerSecond ?? 0) / helloWorld.requestsPerSecond) * 1000) / 10,
    },
    readsP99AtLargest: Object.fromEntries(
      results.map((engine) => {
        const atLargest = readsAt(engine, largest);
        const atSmallest = readsAt(engine, Math.min(...SIZES));
        return [
          engine.engine,
          atLargest.map((r) => {
            const small = atSmallest.find((s) => s.name === r.name);
            return {
              name: r.name,
              rows: r.rows,
              p99Ms: r.p99Ms,
              under10ms: r.p99Ms < TARGETS.readP99Ms,
              smallP99Ms: small?.p99Ms,
              noSlower: small ? r.p99Ms <= Math.max(small.p99Ms, 1) * 1.1 : null,
            };
          }),
        ];
      }),
    ),
    staffP99At8: Object.fromEntries(
      results.map((engine) => [
        engine.engine,
        engine.staff
          .filter((r) => r.connections === 8)
          .map((r) => ({ name: r.name, rows: r.rows, p99Ms: r.p99Ms, met: r.p99Ms <= TARGETS.staffP99Ms })),
      ]),
    ),
  };

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    seconds: SECONDS,
    helloWorld,
    engines: results,
    targets: TARGETS,
    verdicts,
  };
  const resultName = ALL_PARTS ? 'api' : `api-${[...PARTS].sort().join('-')}`;
  writeFileSync(path.join(RESULTS_DIR, `${resultName}.json`), `${JSON.stringify(report, null, 2)}\n`);

  const rows = PARTS.has('ceiling')
    ? [
        [
          'hello-world (ceiling)',
          '–',
          '–',
          helloWorld.connections,
          helloWorld.requestsPerSecond,
          helloWorld.p50Ms,
          helloWorld.p99Ms,
        ],
      ]
    : [];
  for (const engine of results) {
    for (const c of [1, 32]) {
      const m = engine.post[c];
      if (m) rows.push([`POST /api/internships`, engine.engine, '–', c, m.requestsPerSecond, m.p50Ms, m.p99Ms]);
    }
    for (const m of engine.reads)
      rows.push([
        m.name === 'stats' ? 'GET /api/internships/stats' : 'GET /api/internships (first page)',
        engine.engine,
        m.rows.toLocaleString('en'),
        m.connections,
        m.requestsPerSecond,
        m.p50Ms,
        m.p99Ms,
      ]);
    for (const m of engine.staff)
      rows.push([
        STAFF_LABELS[m.name] ?? m.name,
        engine.engine,
        m.rows.toLocaleString('en'),
        m.connections,
        m.requestsPerSecond,
        m.p50Ms,
        m.p99Ms,
      ]);
  }
  const markdown = [
    '# API bench',
    '',
    `${report.date}, ${report.machine.cpus} CPUs, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; bench/api/load.mjs on the loopback, ${SECONDS} s per write run, ${Math.max(2, SECONDS / 2)} s per read run, the load generator sharing the machine.`,
    '',
    table(['what', 'engine', 'rows', 'connections', 'req/s', 'p50 ms', 'p99 ms'], rows),
    '',
    ...(PARTS.has('ceiling') && PARTS.has('writes')
      ? [
          `- Throughput at 32 connections is the median of ${TRIALS} runs: the ceiling's were ${helloWorld.trials.join(', ')} req/s; registrations on SQLite ${sqlite.post[32]?.trials?.join(', ') ?? '–'} req/s.`,
          `- Registrations at 32 connections on SQLite (synchronous=FULL): ${verdicts.sqlitePost32.measured} req/s, ${verdicts.sqlitePost32.shareOfCeiling}% of the hello-world ceiling; ${TARGETS.sqlitePostPerSecond} req/s: ${verdicts.sqlitePost32.met ? 'met' : 'not met'}; 15% of the ceiling: ${verdicts.sqlitePost32.metRelative ? 'met' : 'not met'}.`,
        ]
      : []),
    ...Object.entries(verdicts.readsP99AtLargest).flatMap(([engine, list]) =>
      list.map(
        (v) =>
          `- ${engine}, ${v.name} at ${v.rows.toLocaleString('en')} rows, 32 connections: p99 ${v.p99Ms} ms (target under ${TARGETS.readP99Ms} ms: ${v.under10ms ? 'met' : 'not met'}; at the smallest size ${v.smallP99Ms} ms).`,
      ),
    ),
    ...Object.entries(verdicts.staffP99At8).flatMap(([engine, list]) =>
      list.map(
        (v) =>
          `- ${engine}, ${v.name} at ${v.rows.toLocaleString('en')} rows, 8 connections: p99 ${v.p99Ms} ms (target at most ${TARGETS.staffP99Ms} ms: ${v.met ? 'met' : 'not met'}).`,
      ),
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, `${resultName}.md`), markdown);
  console.log(`\n${markdown}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
