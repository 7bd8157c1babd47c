// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Local state of npm start, the e2e harness and the bench (git-ignored). */
export const STATE_DIR = path.join(ROOT, '.blueprint');
