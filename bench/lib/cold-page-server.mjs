// @ts-check
// A page server on an empty host, against one that has served for a while: a catalog server and a shell
// server started beside a running system with empty release caches (the shell fetching the catalog's pages
// from the new catalog server), then the shell's `/courses` asked once (the cold page: the live map heard, the
// release's index and files fetched from the API, the route lists and fragments learnt) and `warm` times more.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@blueprint/ops/paths';
import { waitForPort } from '@blueprint/ops/processes';

const SERVER = path.join(ROOT, 'page-server', 'dist', 'server.cjs');
const EXIT_WITH_PARENT = path.join(ROOT, 'ops', 'lib', 'exit-with-parent.cjs');

/** Milliseconds from asking for `url` to its whole body, which must be a 200 with server HTML. @param {string} url */
async function pageMs(url) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('data-server-page=')) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * @param {{ urls: { shell: string, api: string, remotes: Record<string, string> } }} system
 * @param {{ ports: [number, number], warm?: number, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ startMs: number, coldMs: number, warmMs: number[] }>}
 */
export async function coldThenWarm(system, { ports: [catalogPort, shellPort], warm = 10, env }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-bench-cold-'));
  const shared = {
    ...env,
    API_URL: system.urls.api,
    API_INTERNAL_URL: system.urls.api,
    ...Object.fromEntries(Object.entries(system.urls.remotes).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
    PUBLIC_ORIGIN: system.urls.shell,
    LOG_FORMAT: 'json',
  };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const serve = (/** @type {string} */ app, /** @type {string} */ folder, /** @type {number} */ port, extra = {}) => {
    const child = spawn(
      process.execPath,
      ['--require', EXIT_WITH_PARENT, SERVER, app, '--dir', path.join(ROOT, folder, 'dist'), '--port', String(port)],
      {
        cwd: ROOT,
        env: { ...shared, RELEASES_CACHE_DIR: path.join(dir, app), ...extra },
        stdio: 'ignore',
      },
    );
    children.push(child);
  };
  try {
    const started = performance.now();
    serve('catalog', 'catalog-mfe', catalogPort);
    serve('shell', 'shell', shellPort, { CATALOG_INTERNAL_URL: `http://127.0.0.1:${catalogPort}` });
    // Asked every 10 ms: the time to listen is one of the figures.
    await Promise.all([waitForPort(catalogPort, 30_000, 10), waitForPort(shellPort, 30_000, 10)]);
    const startMs = performance.now() - started;
    const url = `http://127.0.0.1:${shellPort}/courses`;
    const coldMs = await pageMs(url);
    const warmMs = [];
    for (let index = 0; index < warm; index += 1) warmMs.push(await pageMs(url));
    return { startMs, coldMs, warmMs };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}
