// @ts-check
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { withLock } from './lock.mjs';
import { done, step } from './log.mjs';
import { ROOT, STATE_DIR } from './paths.mjs';
import { runOrThrow } from './run.mjs';
import { hashInputs, readStamp, writeStamp } from './stamp.mjs';

/** Folders of `dir` (relative to the root) that hold a package: the workspace's top-level packages (ops/ among them) and tooling/'s. */
function packagesIn(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        entry.name !== 'node_modules' &&
        existsSync(path.join(ROOT, dir, entry.name, 'package.json')),
    )
    .map((entry) => path.join(dir, entry.name, 'package.json'));
}

// Every manifest of the workspace, found on disk: this runs before node_modules exists.
const MANIFESTS = [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  ...packagesIn('.'),
  ...packagesIn('tooling'),
];

/**
 * What running the product needs leaves out the packages that only test, lint and measure it (and so
 * Playwright, Lighthouse, Specmatic, jest and eslint): npm start installs `run`, npm test and the bench `all`.
 */
const TEST_ONLY = [
  'blueprint-academy',
  '@blueprint/bench',
  '@blueprint/e2e',
  '@blueprint/eslint-config',
  '@blueprint/jest-config',
  '@blueprint/prettier-config',
];
const SCOPES = {
  run: { label: 'what running needs', args: TEST_ONLY.map((name) => `--filter=!${name}`) },
  all: { label: 'everything, test tools included', args: [] },
};

/**
 * `pnpm install --frozen-lockfile` for a scope, skipped when no manifest changed since that scope (or the whole
 * workspace, which holds it) was installed.
 * @param {NodeJS.ProcessEnv} env @param {{ scope?: keyof typeof SCOPES }} [options]
 */
export async function install(env, { scope = 'all' } = {}) {
  mkdirSync(STATE_DIR, { recursive: true });
  return withLock(path.join(STATE_DIR, 'install.lock'), async () => {
    const stampOf = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', `.blueprint-install-${name}`);
    const hash = hashInputs(MANIFESTS, ROOT);
    if (readStamp(stampOf('all')) === hash || readStamp(stampOf(scope)) === hash) return false;
    const started = Date.now();
    step(`Installing ${SCOPES[scope].label} (pnpm install --frozen-lockfile)`);
    await runOrThrow('pnpm', ['install', '--frozen-lockfile', ...SCOPES[scope].args], { cwd: ROOT, env });
    writeStamp(stampOf(scope), hash);
    done(started);
    return true;
  });
}
