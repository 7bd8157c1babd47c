// @ts-check
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withLock } from './lock.mjs';
import { step } from './log.mjs';
import { ROOT, STATE_DIR } from './paths.mjs';
import { runOrThrow } from './run.mjs';
import { hashInputs, readStamp, writeStamp } from './stamp.mjs';

// Read by path: this runs before node_modules (and with it @blueprint/serve/apps) exists.
const TOPOLOGY = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'src', 'site', 'topology.json'), 'utf8'));

const MANIFESTS = [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  ...[...Object.values(TOPOLOGY.apps).map((app) => app.dir), TOPOLOGY.api.dir, 'shared', 'e2e', 'bench'].map(
    (dir) => `${dir}/package.json`,
  ),
  ...['typescript', 'eslint', 'webpack', 'jest', 'serve', 'scripts'].map((dir) => `tooling/${dir}/package.json`),
];

/** `pnpm install --frozen-lockfile`, skipped when no manifest changed since the last install. */
export async function install(env) {
  mkdirSync(STATE_DIR, { recursive: true });
  return withLock(path.join(STATE_DIR, 'install.lock'), async () => {
    const stampFile = path.join(ROOT, 'node_modules', '.blueprint-install');
    const hash = hashInputs(MANIFESTS, ROOT);
    if (readStamp(stampFile) === hash) return false;
    step('Installing dependencies (pnpm install --frozen-lockfile)');
    await runOrThrow('pnpm', ['install', '--frozen-lockfile'], { cwd: ROOT, env });
    writeStamp(stampFile, hash);
    return true;
  });
}
