// Backup files of the embedded database: written under a temporary name and renamed once whole (an interrupted
// backup never looks like one), readable by the owner only, and pruned after `keepDays`. The copy itself is
// SQLite's online backup API (src/db/sqlite-engine.ts): consistent, page by page, the write-ahead log
// included, while the database keeps serving.
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 86_400_000;

export interface BackupOptions {
  dir: string;
  keepDays?: number;
  now?: Date;
}

/** Writes DIR/blueprint-<UTC time>.sqlite with `copy`, then deletes backups older than keepDays; returns its path. */
export async function writeBackup(
  copy: (file: string) => Promise<unknown>,
  { dir, keepDays = 14, now = new Date() }: BackupOptions,
) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `blueprint-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.sqlite`;
  const partial = path.join(dir, `.${name}.partial`);
  try {
    await copy(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
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
