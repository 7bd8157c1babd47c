// Backups of the embedded database (DATA_DIR/blueprint.sqlite), the counterpart of deploy/backup.sh and
// restore.sh for PostgreSQL, through SQLite's online backup API (src/db/sqlite-engine.ts): a consistent
// copy page by page, the write-ahead log included, never a file copy caught mid-write.
//   node dist/backup-sqlite.cjs backup [--dir DIR] [--keep-days N]   (DIR: DATA_DIR/backups; N: 14)
//   node dist/backup-sqlite.cjs restore FILE
// This is for an API that is stopped (and for every restore): a running API holds the embedded database with an
// exclusive lock (one process per DATA_DIR) and backs itself up online on SIGUSR2 (src/server.ts).
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../src/db/backup';
import { openSqlite, type OpenSqliteOptions } from '../src/db/sqlite-engine';

export class DatabaseLockedError extends Error {}

function databaseFile(dataDir: string) {
  return path.join(dataDir, 'blueprint.sqlite');
}

function open(file: string, options: OpenSqliteOptions) {
  const db = openSqlite(file, { ...options, busyTimeoutMs: 0 });
  try {
    // The first read takes the lock: a running API's exclusive lock makes it fail here.
    db.pragma('schema_version');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DatabaseLockedError(
        `${file} is in use by the API: send it SIGUSR2 for an online backup, or stop it first (one process per DATA_DIR)`,
      );
    }
    throw error;
  }
  return db;
}

/** Writes DIR/blueprint-<UTC time>.sqlite from a stopped API's database, then prunes old backups. Returns its path. */
export async function backupSqlite({
  dataDir,
  dir = path.join(dataDir, 'backups'),
  keepDays = 14,
  now = new Date(),
}: {
  dataDir: string;
  dir?: string;
  keepDays?: number;
  now?: Date;
}) {
  const source = open(databaseFile(dataDir), { readOnly: true });
  try {
    return await writeBackup((file) => source.backup(file), { dir, keepDays, now });
  } finally {
    source.close();
  }
}

/** Replaces the embedded database's contents with a backup's, after checking the backup is whole. */
export async function restoreSqlite({ dataDir, file }: { dataDir: string; file: string }) {
  const backup = open(file, { readOnly: true });
  try {
    const verdict = backup.pragma('integrity_check');
    if (verdict !== 'ok') throw new Error(`${file} is damaged: ${String(verdict)}`);
    // Refuses while the API runs (its lock), and leaves the target's own journal consistent.
    open(databaseFile(dataDir), {}).close();
    await backup.backup(databaseFile(dataDir));
  } finally {
    backup.close();
  }
  chmodSync(databaseFile(dataDir), 0o600);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' }, 'keep-days': { type: 'string' } },
  });
  const dataDir = process.env.DATA_DIR ?? path.resolve('data');
  const [command, file] = positionals;
  if (command === 'backup') {
    const keepDays = values['keep-days'] === undefined ? 14 : Number(values['keep-days']);
    console.info(`Backed up to ${await backupSqlite({ dataDir, dir: values.dir, keepDays })}`);
  } else if (command === 'restore' && file) {
    await restoreSqlite({ dataDir, file });
    console.info(`Restored ${file} into ${databaseFile(dataDir)}`);
  } else {
    console.error(
      'usage: backup-sqlite backup [--dir DIR] [--keep-days N] | restore FILE   (DATA_DIR names the database)',
    );
    process.exit(2);
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error instanceof DatabaseLockedError ? error.message : error);
    process.exit(1);
  });
}
