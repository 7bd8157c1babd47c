// @ts-check
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { withLock } from './lock.mjs';
import { step } from './log.mjs';
import { ROOT, STATE_DIR } from './paths.mjs';
import { runOrThrow } from './run.mjs';
import { hashInputs, readStamp, writeStamp } from './stamp.mjs';

/** Folders of `dir` (relative to the root) that hold a package: the workspace's top-level packages and tooling/'s. */
function packagesIn(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && existsSync(path.join(ROOT, dir, entry.name, 'package.json')))
    .map((entry) => path.join(dir, entry.name, 'package.json'));
}

// Every manifest of the workspace, found on disk: this runs before node_modules exists.
const MANIFESTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...packagesIn('.'), ...packagesIn('tooling')];

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
