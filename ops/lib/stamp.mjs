// @ts-check
// Content stamps: a step is skipped when the hash of its inputs matches the hash recorded after its last
// successful run (mtimes are useless after a fresh clone).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.mf', 'coverage', 'test-results', 'data', '.blueprint']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

/** Hash of the contents of files and folders (recursively), in a stable order. */
export function hashInputs(inputs, root) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.resolve(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(file, value) {
  writeFileSync(file, `${value}\n`);
}
