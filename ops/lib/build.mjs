// @ts-check
// Production builds of the page server, the five apps and the API, each skipped when its inputs have not changed.
import { mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES } from '@blueprint/contract/topology';
import { withLock } from './lock.mjs';
import { done, prefix, step } from './log.mjs';
import { ROOT, STATE_DIR } from './paths.mjs';
import { hashInputs, readStamp, writeStamp } from './stamp.mjs';
import { spawn } from 'node:child_process';

// page-server/src/render: the renderers each app's server bundle is built with.
const COMMON_INPUTS = [
  'contract/src',
  'contract/package.json',
  'shared/src',
  'shared/package.json',
  'page-server/src/render',
  'page-server/package.json',
  'pnpm-lock.yaml',
  'tooling/typescript',
  'tooling/webpack',
];

/** @typedef {{ name: string, dir: string, stampFile: string, inputs: string[], command: string[] }} Target */

/** @returns {Target[]} */
function buildTargets() {
  const apps = Object.entries(APPS).map(([name, app]) => ({
    name,
    dir: app.dir,
    stampFile: path.join(ROOT, app.dir, 'dist', '.build-stamp'),
    inputs: [
      `${app.dir}/src`,
      `${app.dir}/package.json`,
      `${app.dir}/rspack.config.mjs`,
      ...COMMON_INPUTS,
      // The shell's route table is made from every remote's route definition.
      ...(name === 'shell' ? REMOTES.map((remote) => `${APPS[remote].dir}/src/routes.json`) : []),
    ],
    command: ['pnpm', 'exec', 'rspack', 'build', '--mode', 'production'],
  }));
  const pageServer = {
    name: 'page-server',
    dir: 'page-server',
    stampFile: path.join(ROOT, 'page-server', 'dist', '.build-stamp'),
    inputs: [
      'page-server/src',
      'page-server/package.json',
      'page-server/build.mjs',
      'contract/src',
      'contract/package.json',
      'pnpm-lock.yaml',
    ],
    command: ['pnpm', 'run', 'build'],
  };
  const api = {
    name: 'api',
    dir: 'api',
    stampFile: path.join(ROOT, 'api', 'dist', '.build-stamp'),
    inputs: [
      'api/src',
      'api/package.json',
      'api/build.mjs',
      'api/scripts/backup-sqlite.ts',
      'contract/src',
      'shared/src',
      'pnpm-lock.yaml',
    ],
    command: ['pnpm', 'run', 'build'],
  };
  // The page server first: it takes a second, and every app is served by it.
  return [pageServer, ...apps, api];
}

function runPrefixed(name, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = prefix(name);
    const pipe = (stream, out) => {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) out.write(`${tag}${line}\n`);
      });
      stream.on('end', () => buffer.trim() && out.write(`${tag}${buffer}\n`));
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds one target if its inputs changed (another process may have built it while we waited for the lock). */
async function buildTarget(target, hash, env) {
  return withLock(path.join(STATE_DIR, `build-${target.name}.lock`), async () => {
    if (existsSync(target.stampFile) && readStamp(target.stampFile) === hash) return false;
    const started = Date.now();
    const [command, ...args] = target.command;
    const code = await runPrefixed(target.name, /** @type {string} */ (command), args, {
      cwd: path.join(ROOT, target.dir),
      env,
    });
    if (code !== 0) throw new Error(`Building ${target.name} failed (exit ${code})`);
    writeStamp(target.stampFile, hash);
    console.log(`${prefix(target.name)}built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/**
 * Builds every stale target, two at a time (these machines have two cores).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ only?: string[] }} [options]
 */
export async function buildAll(env, { only } = {}) {
  mkdirSync(STATE_DIR, { recursive: true });
  const targets = buildTargets().filter((t) => !only || only.includes(t.name));
  // Each target's inputs are read and hashed once per run.
  const stale = targets
    .map((target) => ({ target, hash: hashInputs(target.inputs, ROOT) }))
    .filter(({ target, hash }) => readStamp(target.stampFile) !== hash);
  if (stale.length === 0) return;
  const started = Date.now();
  step(`Building ${stale.map(({ target }) => target.name).join(', ')} for production`);
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildTarget(next.target, next.hash, env);
  };
  await Promise.all([worker(), worker()]);
  done(started);
}
