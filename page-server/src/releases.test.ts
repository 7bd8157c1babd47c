// A remote's releases and the live map, from the API (a fake one, on the same wire): page servers that hold
// no state of their own.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { createPageServer, type PageServerOptions } from './app';
import { createReleases, type PageServerReleases } from './releases/releases';
import { startFakeReleaseApi, type FakeReleaseApi } from './testing/fake-release-api';

const OLD = '20261127-100000-aaaaaaaaaaaa';
const NEW = '20261127-110000-bbbbbbbbbbbb';
const ABSENT = '20261127-120000-cccccccccccc';
const DASHBOARD = 'http://localhost:3004/mf-manifest.json';
const quiet = { warn() {}, info() {}, error() {} };

let dir: string;
let api: FakeReleaseApi;
const servers: FastifyInstance[] = [];

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const info = (remote: string, release: string) =>
  JSON.stringify({ remote, release, commit: 'abc', builtAt: '2026-11-27T10:00:00.000Z' });

/** A release as `npm run publish` sends it: its chunk (and the build's brotli copy), manifest, release.json and server bundle. */
function release(remote: string, id: string, chunk: string) {
  return {
    'mf-manifest.json': JSON.stringify({ id }),
    [chunk]: `chunk of ${id}`,
    [`${chunk}.br`]: brotliCompressSync(`chunk of ${id}`),
    'release.json': info(remote, id),
    // The bundle needs a file beside it.
    '.server/server.cjs':
      'const said = require("./said.cjs"); exports.handleRequest = async (request) => said(request);',
    '.server/said.cjs': `module.exports = (request) => request.url === '/nowhere' ? null : ({ status: 200, html: ${JSON.stringify(`release ${id}`)} });`,
  };
}

interface Started {
  base: string;
  server: FastifyInstance;
  releases: PageServerReleases;
  cacheDir: string;
}

/** A page server of `app` with releases from the fake API, started as main.ts starts one: once the live map is heard. */
async function serve(app = 'dashboard', options: Partial<PageServerOptions> = {}): Promise<Started> {
  const cacheDir = mkdtempSync(path.join(dir, 'cache-'));
  const releases = createReleases({ origins: [api.origin], app, cacheDir, logger: quiet });
  const server = await createPageServer({
    root: path.join(dir, 'dist'),
    app,
    env: { DASHBOARD_URL: 'http://localhost:3004' },
    releases,
    logger: quiet,
    ...options,
  });
  servers.push(server);
  expect(await releases.feed?.ready(5000)).toBe(true);
  return { base: await server.listen({ port: 0, host: '127.0.0.1' }), server, releases, cacheDir };
}

/** Resolves once `check` holds, asked every 10 ms; fails after `withinMs`. */
async function until(check: () => Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A GET as a browser's cache sends it (fetch would add its own Cache-Control and decompress). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const json = async (url: string) => (await fetch(url)).json() as Promise<Record<string, unknown>>;
const dashboardOf = async (base: string) =>
  ((await json(`${base}/runtime-config.json`)) as unknown as RuntimeConfig).remotes.dashboard;
const manifestOf = (id: string) => `http://localhost:3004/releases/${id}/mf-manifest.json`;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-server-releases-'));
  write(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  write(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ id: 'base' }));
  write(path.join(dir, 'dist', 'release.json'), info('dashboard', 'base'));
  write(path.join(dir, 'dist', '1.0000000000.js'), 'chunk of base');
  api = await startFakeReleaseApi();
  api.publish('dashboard', OLD, release('dashboard', OLD, '2.aaaaaaaaaa.js'));
  api.publish('dashboard', NEW, release('dashboard', NEW, '2.bbbbbbbbbb.js'));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the live map, pushed by the API', () => {
  it('moves the run-time config and /version to a release deployed on the API within 1 s, with no restart', async () => {
    const { base } = await serve();
    expect(await dashboardOf(base)).toBe(DASHBOARD);
    expect(await json(`${base}/version`)).toMatchObject({ release: 'base' });
    for (const id of [NEW, OLD]) {
      const at = Date.now();
      api.deploy('dashboard', id);
      await until(async () => (await dashboardOf(base)) === manifestOf(id), 1000, `${id} in the run-time config`);
      expect(Date.now() - at).toBeLessThan(1000);
      expect(await json(`${base}/version`)).toMatchObject({ release: id, commit: 'abc' });
    }
    expect(((await json(`${base}/runtime-config.json`)) as unknown as RuntimeConfig).remotes.catalog).toBe(
      'http://localhost:3002/mf-manifest.json',
    );
    // Closing the server ends its stream.
    expect(api.streams()).toBe(1);
    await servers.pop()?.close();
    await until(async () => api.streams() === 0, 1000, 'the stream ended');
  });

  it('reaches every server: two with caches of their own, and one started afterwards on an empty host from its first request', async () => {
    const [one, two] = [await serve(), await serve()];
    api.deploy('dashboard', NEW);
    for (const { base } of [one, two]) {
      await until(async () => (await dashboardOf(base)) === manifestOf(NEW), 1000, 'the deploy');
      expect(await (await fetch(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`)).text()).toBe(`chunk of ${NEW}`);
    }
    expect(existsSync(path.join(one.cacheDir, 'releases', 'dashboard', NEW, '2.bbbbbbbbbb.js'))).toBe(true);
    expect(existsSync(path.join(two.cacheDir, 'releases', 'dashboard', NEW, '2.bbbbbbbbbb.js'))).toBe(true);
    const third = await serve();
    // Its first requests, no waiting: the live release.
    expect(await dashboardOf(third.base)).toBe(manifestOf(NEW));
    expect(await json(`${third.base}/health`)).toEqual({ status: 'ok', release: NEW, liveMap: 'current' });
    expect((await fetch(`${third.base}/releases/${NEW}/mf-manifest.json`)).status).toBe(200);
  });

  it('keeps serving the last map and the files it has while the API is down, says so on /health, and is current again when it is back', async () => {
    const { base } = await serve();
    api.deploy('dashboard', NEW);
    await until(async () => (await dashboardOf(base)) === manifestOf(NEW), 1000, 'the deploy');
    expect((await fetch(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`)).status).toBe(200);
    expect(await json(`${base}/health`)).toEqual({ status: 'ok', release: NEW, liveMap: 'current' });
    expect(await json(`${base}/version`)).toMatchObject({ release: NEW });

    const stopped = Date.now();
    await api.stop();
    await until(async () => (await json(`${base}/health`)).liveMap === 'stale', 1000, 'stale');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    const said = (await health.json()) as { status: string; release: string; since: string };
    expect(said).toMatchObject({ status: 'ok', release: NEW, liveMap: 'stale' });
    expect(Date.parse(said.since)).toBeGreaterThanOrEqual(stopped - 1000);
    expect(await dashboardOf(base)).toBe(manifestOf(NEW));
    expect(await (await fetch(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`)).text()).toBe(`chunk of ${NEW}`);
    expect(await json(`${base}/version`)).toMatchObject({ release: NEW });
    // Not kept here and the API down: 503, kept by nobody; never a 404.
    for (const asked of [`/releases/${NEW}/mf-manifest.json`, `/releases/${OLD}/2.aaaaaaaaaa.js`]) {
      const response = await fetch(`${base}${asked}`);
      expect([asked, response.status]).toEqual([asked, 503]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetch(`${base}/releases/${OLD}/version`)).status).toBe(503);

    await api.start();
    await until(async () => (await json(`${base}/health`)).liveMap === 'current', 5000, 'current again');
    api.deploy('dashboard', OLD);
    await until(async () => (await dashboardOf(base)) === manifestOf(OLD), 1000, 'the next deploy');
    expect((await fetch(`${base}/releases/${NEW}/mf-manifest.json`)).status).toBe(200);
  });

  it('is unhealthy (503) when its live release cannot be served: one the API does not have, or cannot give', async () => {
    const { base } = await serve();
    api.deploy('dashboard', ABSENT);
    await until(async () => (await dashboardOf(base)) === manifestOf(ABSENT), 1000, 'the deploy');
    const absent = await fetch(`${base}/health`);
    expect(absent.status).toBe(503);
    expect(await absent.json()).toEqual({ status: 'unavailable', release: ABSENT, liveMap: 'current' });
    api.deploy('dashboard', NEW);
    await until(async () => (await dashboardOf(base)) === manifestOf(NEW), 1000, 'the deploy');
    // Its index never read, and the API gone.
    await api.stop();
    await until(async () => (await json(`${base}/health`)).liveMap === 'stale', 1000, 'stale');
    expect((await fetch(`${base}/health`)).status).toBe(503);
    expect((await fetch(`${base}/version`)).status).toBe(503);
  });

  it('says there is no live map where it has never heard one, and serves the base builds', async () => {
    await api.stop();
    const server = await createPageServer({
      root: path.join(dir, 'dist'),
      app: 'dashboard',
      env: {},
      logger: quiet,
      releases: createReleases({ origins: [api.origin], app: 'dashboard', cacheDir: dir, logger: quiet }),
    });
    servers.push(server);
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    expect(await json(`${base}/health`)).toEqual({ status: 'ok', release: 'base', liveMap: 'none' });
    await api.start();
  });
});

describe('a release’s files, by content hash', () => {
  it('fetches a file from the API the first time it is asked for, then serves it from its own disk', async () => {
    const { base, cacheDir } = await serve();
    const index = `/api/releases/dashboard/${NEW}/files`;
    const first = await fetch(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.toString()).toBe(`chunk of ${NEW}`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect([api.count(index), api.count('/api/release-files/')]).toEqual([1, 1]);
    // Kept by its hash, the hash of what was served.
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(readFileSync(path.join(cacheDir, 'blobs', sha256))).toEqual(bytes);

    const again = await fetch(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(await again.text()).toBe(`chunk of ${NEW}`);
    expect([api.count(index), api.count('/api/release-files/')]).toEqual([1, 1]);
    // Revalidated as the build's files are.
    const etag = again.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await get(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('sends the build’s brotli copy to a browser that takes it', async () => {
    const { base } = await serve();
    const got = await get(`${base}/releases/${NEW}/2.bbbbbbbbbb.js`, { 'accept-encoding': 'gzip, br' });
    expect(got.headers['content-encoding']).toBe('br');
    expect(got.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(got.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(got.body).toString()).toBe(`chunk of ${NEW}`);
  });

  it('answers 404 for what a release does not hold, what the API does not have, and what is never served', async () => {
    const { base } = await serve();
    const blobs = () => api.count('/api/release-files/');
    for (const asked of [
      `/releases/${NEW}/2.aaaaaaaaaa.js`,
      `/releases/${ABSENT}/2.bbbbbbbbbb.js`,
      `/releases/${NEW}/.server/server.cjs`,
      `/releases/${NEW}/%2eserver/said.cjs`,
      `/releases/base/1.0000000000.js`,
      '/releases/../dist/release.json',
      `/releases/${NEW}/dashboard`,
      '/releases/not-a-release/1.js',
    ]) {
      expect([asked, (await fetch(`${base}${asked}`)).status]).toEqual([asked, 404]);
    }
    // The server bundle is never fetched for a browser.
    expect(blobs()).toBe(0);
    expect(await json(`${base}/releases/${OLD}/version`)).toMatchObject({ release: OLD });
    expect((await fetch(`${base}/releases/${ABSENT}/version`)).status).toBe(404);
  });
});

describe('forms sent without JavaScript, answered by the live release', () => {
  it("a remote's server renders with a release's own server bundle and the files beside it, and none for a release the API does not have", async () => {
    write(
      path.join(dir, 'dist', '.server', 'server.cjs'),
      'exports.handleRequest = async () => ({ status: 200, html: "base build" });',
    );
    const { base, cacheDir } = await serve();
    const ask = (prefix: string, url = '/dashboard') =>
      fetch(`${base}${prefix}/fragments/render`, {
        method: 'POST',
        body: JSON.stringify({ method: 'POST', url, body: 'a=1' }),
      });
    expect(await (await ask('')).json()).toEqual({ status: 200, html: 'base build' });
    expect(await (await ask(`/releases/${NEW}`)).json()).toEqual({ status: 200, html: `release ${NEW}` });
    expect(await (await ask(`/releases/${OLD}`)).json()).toEqual({ status: 200, html: `release ${OLD}` });
    expect((await ask(`/releases/${NEW}`, '/nowhere')).status).toBe(404);
    expect((await ask(`/releases/${ABSENT}`)).status).toBe(404);
    expect((await ask('/releases/not-a-release')).status).toBe(404);
    expect(existsSync(path.join(cacheDir, 'releases', 'dashboard', NEW, '.server', 'said.cjs'))).toBe(true);
    // A release published after it was first asked for.
    api.publish('dashboard', ABSENT, release('dashboard', ABSENT, '3.cccccccccc.js'));
    expect(await (await ask(`/releases/${ABSENT}`)).json()).toEqual({ status: 200, html: `release ${ABSENT}` });
  });

  it("the shell's server passes a post to the live release of the page's remote, whose bundle answers it", async () => {
    api.publish(
      'internship',
      NEW,
      Object.assign(release('internship', NEW, '2.bbbbbbbbbb.js'), {
        '.server/said.cjs': `module.exports = (request) => ({ redirect: request.url + '?sent=apply&by=${NEW}' });`,
      }),
    );
    const remote = await serve('internship');
    const shellRoot = path.join(dir, 'shell');
    write(path.join(shellRoot, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    write(path.join(shellRoot, 'remote-pages.json'), JSON.stringify([{ path: 'internship', remote: 'internship' }]));
    const shell = await serve('shell', { root: shellRoot, env: { INTERNSHIP_URL: remote.base } });
    expect(shell.releases.files).toBeUndefined();
    const post = () => fetch(`${shell.base}/internship`, { method: 'POST', body: 'a=1', redirect: 'manual' });
    // The base build has no server bundle: not sent.
    expect((await post()).status).toBe(503);
    api.deploy('internship', NEW);
    await until(async () => (await post()).status === 303, 1000, 'the post answered by the release');
    expect((await post()).headers.get('location')).toBe(`/internship?sent=apply&by=${NEW}`);
  });
});
