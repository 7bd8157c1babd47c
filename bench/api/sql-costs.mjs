#!/usr/bin/env node
// What a registration costs the embedded database, SQL alone (no HTTP, no JavaScript of the API's), in CPU
// time, which the other processes sharing the machine disturb far less than they disturb wall-clock time:
// - the batched insert as group commit sends it (27 rows a statement: the batch seen at 32 connections),
//   with all of today's triggers, and with each left out in turn;
// - the search index's catch-up (src/repositories/search-index.ts), per row indexed;
// - the same insert on the schema of a past commit (2758934 by default), when its built API is given.
// Commits use synchronous=NORMAL, as the API now does (its log sync runs off the event loop and costs this
// process nothing); SQL_COSTS_SYNC=FULL measures SQLite's own sync at commit too. Best of three runs.
//
//   node bench/api/sql-costs.mjs [rows=10000,300000]   SQL_COSTS_PAST=/tmp/perf-base/api (a built API of a past commit)
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIZES = (process.argv[2] ?? '10000,300000').split(',').map(Number);
const SYNC = process.env.SQL_COSTS_SYNC ?? 'NORMAL';
const BATCH = 27;
const STATEMENTS = 600;
const PROGRAMS = ['IT', 'Civil', 'Mechanical', 'Other'];

// Today's trigger, rewritten without a part (what the part costs is the difference).
const VARIANTS = {
  'all triggers': [],
  'without the day counts': [
    'drop trigger registrations_index',
    `create trigger registrations_index after insert on registrations begin
       insert into search_pending (id) select new.id where new.id <= (select last from search_indexed); end`,
  ],
  'without the late-row check': [
    'drop trigger registrations_index',
    `create trigger registrations_index after insert on registrations begin
       insert into registration_days (day, program, total) values (substr(new.created_at, 1, 10), new.program, 1)
       on conflict (day, program) do update set total = total + 1; end`,
  ],
  'without either': ['drop trigger registrations_index'],
  'without either, nor the program counts': ['drop trigger registrations_index', 'drop trigger registrations_count'],
  'without either, nor the status index': ['drop trigger registrations_index', 'drop index registrations_status_id'],
};

function seeded(apiDir, rows) {
  const seed = path.join(apiDir, 'dist', 'seed.cjs');
  if (!existsSync(seed))
    execFileSync(process.execPath, ['build.mjs', '--entry', 'scripts/seed.ts', '--outfile', 'dist/seed.cjs'], {
      cwd: apiDir,
      stdio: 'inherit',
    });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-sql-costs-'));
  execFileSync(process.execPath, [seed, '--count', String(rows)], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  return { dir, file: path.join(dir, 'blueprint.sqlite') };
}

function cpuMicros(work) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/** What a public registration writes (api/src/repositories/registrations.ts, toRow). */
const INSERTED = new Set([
  'id',
  'full_name',
  'email',
  'phone',
  'program',
  'course',
  'qualification',
  'college',
  'graduation_year',
  'message',
  'created_at',
  'status',
  'note',
]);

/** µs of CPU per row inserted, and per row indexed by the catch-up (when the schema has one). */
function measure(file, setup) {
  const copy = `${file}.${process.pid}`;
  copyFileSync(file, copy);
  const db = new Database(copy);
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${SYNC}`);
    db.pragma('cache_size = -65536');
    for (const statement of setup) db.exec(statement);
    // The public insert's columns, as the schema has them; later columns (the team's, migration 009) keep their defaults.
    const columns = db
      .prepare('pragma table_info(registrations)')
      .all()
      .map((column) => column.name)
      .filter((name) => INSERTED.has(name));
    const row = `(${columns.map(() => '?').join(',')})`;
    const insert = db.prepare(
      `insert into registrations (${columns.join(',')}) values ${Array(BATCH).fill(row).join(',')} on conflict do nothing returning id`,
    );
    let sequence = 0;
    // Ids as the API makes them now (UUIDv7, later than every seeded row's): past the search index's mark.
    const time = (Date.now() + 60_000).toString(16).padStart(12, '0');
    const values = () => {
      const parameters = [];
      for (let i = 0; i < BATCH; i++) {
        sequence += 1;
        const registration = {
          id: `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${String(process.pid % 1e4).padStart(4, '0')}${String(sequence).padStart(8, '0')}`,
          full_name: 'Bench Student',
          email: `bench.${process.pid}.${sequence}@example.com`,
          phone: '9876543210',
          program: PROGRAMS[sequence % 4],
          course: 'Java Fullstack',
          qualification: 'B.Tech',
          college: 'RV College of Engineering',
          graduation_year: 2025,
          message: 'Registered by the SQL bench.',
          created_at: new Date().toISOString(),
          status: 'new',
          note: '',
        };
        for (const column of columns) parameters.push(registration[column]);
      }
      return parameters;
    };
    for (let i = 0; i < 50; i++) insert.all(values()); // warm the page cache and the statement
    const insertMicros = cpuMicros(() => {
      for (let i = 0; i < STATEMENTS; i++) insert.all(values());
    });
    // The catch-up's own statements (src/repositories/search-index.ts), 500 rows a transaction: the rows
    // past the mark (migration 010). Rows below it are rare (a clock set back) and left out.
    if (!db.prepare("select count(*) as n from sqlite_master where name = 'search_indexed'").get().n)
      return { insert: insertMicros / (STATEMENTS * BATCH) };
    const pending = db
      .prepare('select count(*) as n from registrations where id > (select last from search_indexed)')
      .get().n;
    const next = db.prepare(`select last as "from", max(next.id) as "to", count(*) as n from search_indexed,
      (select id from registrations where id > (select last from search_indexed) order by id limit 500) as next`);
    const index = db.prepare(`insert into registrations_search (text, id)
      select full_name || ' ' || email || ' ' || phone, id from registrations where id > ? and id <= ?`);
    const mark = db.prepare('update search_indexed set last = ?');
    const indexMicros =
      cpuMicros(() => {
        for (;;) {
          const { from, to } = next.get();
          if (to === null) break;
          db.transaction(() => (index.run(from, to), mark.run(to)))();
        }
      }) / pending;
    return { insert: insertMicros / (STATEMENTS * BATCH), index: indexMicros };
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
  }
}

const best = (runs) => ({
  insert: Math.min(...runs.map((r) => r.insert)),
  index: runs[0].index === undefined ? undefined : Math.min(...runs.map((r) => r.index)),
});
const fmt = (value) => (value === undefined ? '–' : value.toFixed(1));

const databases = [];
try {
  for (const rows of SIZES) {
    console.log(
      `\n${rows.toLocaleString('en')} stored rows, synchronous=${SYNC}, load average ${os.loadavg()[0].toFixed(1)}: µs of CPU per registration`,
    );
    console.log('| schema | insert (with its triggers) | search index catch-up |\n|---|---|---|');
    if (process.env.SQL_COSTS_PAST) {
      const past = seeded(process.env.SQL_COSTS_PAST, rows);
      databases.push(past.dir);
      const result = best([0, 1, 2].map(() => measure(past.file, [])));
      console.log(
        `| ${path.basename(path.dirname(process.env.SQL_COSTS_PAST))} (past) | ${fmt(result.insert)} | ${fmt(result.index)} |`,
      );
    }
    const today = seeded(path.join(ROOT, 'api'), rows);
    databases.push(today.dir);
    for (const [name, setup] of Object.entries(VARIANTS)) {
      const result = best([0, 1, 2].map(() => measure(today.file, setup)));
      console.log(`| today, ${name} | ${fmt(result.insert)} | ${fmt(result.index)} |`);
    }
  }
} finally {
  for (const dir of databases) rmSync(dir, { recursive: true, force: true });
}
