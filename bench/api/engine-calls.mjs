#!/usr/bin/env node
// The two SQLite engines alone, without the API: the embedded engine (@photostructure/sqlite, whose binary ships
// in its npm package) and better-sqlite3 (compiled at install), on the same work in memory. It splits what a
// registration costs each into the binding's share (a call, a bound value, a row returned) and SQLite's own
// (a B-tree insert, the trigram index, the virtual machine), which bench/api-versus.mjs measures only together.
// Each engine runs in a process of its own, in turn, ENGINE_CALLS_ROUNDS times (default 5); medians.
// Writes bench/results/engine-calls.{json,md}.
//
//   node bench/api/engine-calls.mjs
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_DIR, machine, median, table } from '../lib/report.mjs';

const HERE = fileURLToPath(import.meta.url);
const ROUNDS = Number(process.env.ENGINE_CALLS_ROUNDS ?? 5);
const ENGINES = { '@photostructure/sqlite': 'photostructure', 'better-sqlite3': 'better-sqlite3' };

/** One engine's figures, in this process: what each case costs, in nanoseconds (a call, a row) or milliseconds. */
function measure(engine) {
  const require = createRequire(HERE);
  let db;
  let all;
  let run;
  if (engine === 'photostructure') {
    const { DatabaseSync } = createRequire(path.join(HERE, '..', '..', '..', 'api', 'package.json'))(
      '@photostructure/sqlite',
    );
    db = new DatabaseSync(':memory:');
    all = (statement, values) => statement.all(...values);
    run = (statement, values) => statement.run(...values);
  } else {
    const Database = require('better-sqlite3');
    db = new Database(':memory:');
    all = (statement, values) => statement.all(values);
    run = (statement, values) => statement.run(values);
  }
  const timed = (repeat, work) => {
    for (let i = 0; i < Math.min(repeat, 2000); i++) work(i);
    const started = process.hrtime.bigint();
    for (let i = 0; i < repeat; i++) work(i);
    return Number(process.hrtime.bigint() - started) / repeat;
  };
  const row = (n) => [
    `id-${n}`,
    'Bench Student',
    `bench.${n}@example.com`,
    '9876543210',
    'IT',
    'Java Fullstack',
    'B.Tech',
    'RV College of Engineering',
    2025,
    'Registered by the bench.',
    '2026-11-28T03:00:00.000Z',
    'new',
    '',
  ];
  // A table per case, so that one case's rows do not make the next one's index deeper.
  db.exec('create table one (id text primary key, a, b, c, d, e, f, g, h, i, j, k, l)');
  db.exec('create table many (id text primary key, a, b, c, d, e, f, g, h, i, j, k, l)');
  const select = db.prepare('select 1 as one');
  const insertOne = db.prepare(`insert into one values (${Array(13).fill('?').join(', ')})`);
  const ROWS = 16;
  const insertMany = db.prepare(
    `insert into many values ${Array(ROWS)
      .fill(`(${Array(13).fill('?').join(', ')})`)
      .join(', ')} on conflict do nothing returning id`,
  );
  let next = 0;
  const figures = {
    'a call (select 1), ns': timed(200_000, () => all(select, [])),
    'a 13-value insert, ns': timed(100_000, () => run(insertOne, row(next++))),
    'a row of a 16-row insert returning its id, ns':
      timed(10_000, () => all(insertMany, Array.from({ length: ROWS }, () => row(next++)).flat())) / ROWS,
  };
  const once = (sql) => {
    const started = process.hrtime.bigint();
    db.exec(sql);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  figures['100,000 rows into a trigram index, ms'] = once(
    "create virtual table t using fts5(x, tokenize='trigram'); insert into t(x) select b || ' ' || c from one limit 100000",
  );
  figures['2,000,000 steps of the virtual machine, ms'] = once(
    'create table s as with recursive n(x) as (select 1 union all select x + 1 from n limit 2000000) select sum(x * x % 7) as total from n',
  );
  db.close();
  return figures;
}

if (process.argv[2] === '--engine') {
  console.log(JSON.stringify(measure(process.argv[3])));
} else {
  const runs = Object.fromEntries(Object.values(ENGINES).map((engine) => [engine, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? Object.values(ENGINES).reverse() : Object.values(ENGINES);
    for (const engine of order)
      runs[engine].push(JSON.parse(execFileSync(process.execPath, [HERE, '--engine', engine], { encoding: 'utf8' })));
  }
  const cases = Object.keys(runs.photostructure[0]);
  const middle = (engine, name) => Math.round(median(runs[engine].map((figures) => figures[name])) * 10) / 10;
  const rows = cases.map((name) => {
    const [now, other] = [middle('photostructure', name), middle('better-sqlite3', name)];
    return { case: name, photostructure: now, betterSqlite3: other, ratio: Math.round((now / other) * 100) / 100 };
  });
  const report = { date: new Date().toISOString(), machine: machine(), rounds: ROUNDS, rows };
  writeFileSync(path.join(RESULTS_DIR, 'engine-calls.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = [
    '# The SQLite engines alone',
    '',
    `${report.date}, ${report.machine.cpus} CPUs, Node ${report.machine.node}. In memory, each engine in a process of its own, ${ROUNDS} rounds in turn, medians (less is faster).`,
    '',
    table(
      ['', ...Object.keys(ENGINES), 'ratio'],
      rows.map((r) => [
        r.case,
        r.photostructure.toLocaleString('en'),
        r.betterSqlite3.toLocaleString('en'),
        `${r.ratio}×`,
      ]),
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'engine-calls.md'), markdown);
  console.log(markdown);
}
