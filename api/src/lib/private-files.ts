import { chmodSync, closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database and the token secret: nobody but the API's user may read it. The directory is
// 0700 and the files the API creates in it 0600 (SQLite gives its -wal and -shm files the database's mode).

/** Creates `dir` (and its parents) 0700, or makes an existing one 0700. */
export function privateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (a mounted volume): the files in it are still 0600.
  }
}

/** Creates `file` empty with mode 0600 unless it exists. */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
}

/**
 * The content of `file`, which is created 0600 with `create()`'s content unless it exists. Created
 * atomically (written aside, then linked into place): two processes starting at once both read the first
 * one's content instead of each writing its own.
 */
export function readOrCreate(file: string, create: () => string): string {
  privateDirectory(path.dirname(file));
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, create(), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8').trim();
}
