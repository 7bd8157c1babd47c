// Backups of the embedded database (DATA_DIR/blueprint.sqlite), the counterpart of deploy/backup.sh and
// restore.sh for PostgreSQL, through SQLite's online backup API (better-sqlite3's db.backup): a consistent
// copy page by page, the write-ahead log included, never a file copy caught mid-write.
//   node dist/backup-sqlite.cjs backup [--dir DIR] [--keep-days N]   (DIR: DATA_DIR/backups; N: 14)
//   node dist/backup-sqlite.cjs restore FILE
// The API holds the embedded database with an exclusive lock (one process per DATA_DIR), so stop it first
// and start it again afterwards (with PostgreSQL, deploy/backup.sh needs no stop).
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const DAY_MS = 86_400_000;

export class DatabaseLockedError extends Error {}

function databaseFile(dataDir: string) {
  return path.join(dataDir, 'blueprint.sqlite');
}

function open(file: string, options: Database.Options) {
  const db = new Database(file, { ...options, timeout: 0 });
  try {
    // The first read takes the lock: a running API's exclusive lock makes it fail here.
    db.pragma('schema_version');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DatabaseLockedError(`${file} is in use by the API: stop it first (one process per DATA_DIR)`);
    }
    throw error;
  }
  return db;
}

/** Writes DIR/blueprint-<UTC time>.sqlite, then deletes backups older than keepDays. Returns its path. */
export async function backupSqlite({ dataDir, dir = path.join(dataDir, 'backups'), keepDays = 14, now = new Date() }: { dataDir: string; dir?: string; keepDays?: number; now?: Date }) {
  const source = open(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `blueprint-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.sqlite`;
  // Under a temporary name until complete: an interrupted backup never looks like one.
  const partial = path.join(dir, `.${name}.partial`);
  try {
    await source.backup(partial);
  } finally {
    source.close();
  }
  chmodSync(partial, 0o600);
  const file = path.join(dir, name);
  renameSync(partial, file);
  for (const old of readdirSync(dir)) {
    if (!/^blueprint-.*\.sqlite$/.test(old)) continue;
    const full = path.join(dir, old);
    if (now.getTime() - statSync(full).mtimeMs > keepDays * DAY_MS) rmSync(full);
  }
  return file;
}

/** Replaces the embedded database's contents with a backup's, after checking the backup is whole. */
export async function restoreSqlite({ dataDir, file }: { dataDir: string; file: string }) {
  const backup = open(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = backup.pragma('integrity_check', { simple: true }) as string;
    if (verdict !== 'ok') throw new Error(`${file} is damaged: ${verdict}`);
    // Refuses while the API runs (its lock), and leaves the target's own journal consistent.
    open(databaseFile(dataDir), {}).close();
    await backup.backup(databaseFile(dataDir));
  } finally {
    backup.close();
  }
  chmodSync(databaseFile(dataDir), 0o600);
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' }, 'keep-days': { type: 'string' } } });
  const dataDir = process.env.DATA_DIR ?? path.resolve('data');
  const [command, file] = positionals;
  if (command === 'backup') {
    const keepDays = values['keep-days'] === undefined ? 14 : Number(values['keep-days']);
    console.info(`Backed up to ${await backupSqlite({ dataDir, dir: values.dir, keepDays })}`);
  } else if (command === 'restore' && file) {
    await restoreSqlite({ dataDir, file });
    console.info(`Restored ${file} into ${databaseFile(dataDir)}`);
  } else {
    console.error('usage: backup-sqlite backup [--dir DIR] [--keep-days N] | restore FILE   (DATA_DIR names the database)');
    process.exit(2);
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error instanceof DatabaseLockedError ? error.message : error);
    process.exit(1);
  });
}
