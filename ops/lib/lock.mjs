// @ts-check
// A cross-process lock (a directory holding the owner's pid), so that npm start, npm test, the e2e harness
// and the bench never build the same app at once. A lock whose owner died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @template T
 * @param {string} dir the lock directory
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withLock(dir, work) {
  const owner = path.join(dir, 'pid');
  for (;;) {
    try {
      mkdirSync(dir, { recursive: false });
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const pid = Number(readFileSafe(owner));
      if (pid && !alive(pid)) rmSync(dir, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
