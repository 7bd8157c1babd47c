// @ts-check
// A fresh machine has Node.js and nothing else: this finds or bootstraps the pnpm that package.json pins
// (packageManager), and puts it on PATH for every child, so scripts that call `pnpm` work.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STATE_DIR } from './paths.mjs';

function pinnedVersion() {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match?.[1]) throw new Error('package.json must pin pnpm in "packageManager"');
  return match[1];
}

function versionOf(command, env) {
  try {
    return execFileSync(command, ['--version'], { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/**
 * @returns {{ env: NodeJS.ProcessEnv, version: string }} an environment whose PATH has the pinned pnpm first
 */
export function ensurePnpm() {
  const version = pinnedVersion();
  const binDir = path.join(STATE_DIR, 'bin');
  const env = {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    COREPACK_ENABLE_STRICT: '0',
  };
  if (versionOf('pnpm', env) === version) return { env, version };

  // Corepack ships with Node 20; it verifies pnpm against the hash in packageManager.
  mkdirSync(binDir, { recursive: true });
  try {
    execFileSync('corepack', ['enable', '--install-directory', binDir, 'pnpm'], { env, cwd: ROOT, stdio: 'ignore' });
    if (versionOf('pnpm', env) === version) return { env, version };
  } catch {
    // Fall through to npx.
  }
  // Without corepack: a shim that runs the pinned version from the npm registry.
  execFileSync(
    'npm',
    ['install', '--prefix', path.join(STATE_DIR, 'pnpm'), '--no-save', '--silent', `pnpm@${version}`],
    {
      env,
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const pnpmBin = path.join(STATE_DIR, 'pnpm', 'node_modules', '.bin');
  env.PATH = `${pnpmBin}${path.delimiter}${env.PATH}`;
  if (versionOf('pnpm', env) !== version) throw new Error(`Could not set up pnpm ${version}`);
  return { env, version };
}
