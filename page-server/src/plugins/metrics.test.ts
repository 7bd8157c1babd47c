import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPageServer, type PageServerOptions } from '../app';
import { createReleases } from '../releases/releases';
import { startFakeReleaseApi, type FakeReleaseApi } from '../testing/fake-release-api';

const TOKEN = 'metrics-token-of-at-least-32-characters';
const LIVE = '20261127-110000-bbbbbbbbbbbb';
/** Nothing listens there: the remotes' pages and route lists are not reached, and the pages render in the browser. */
const NOWHERE = 'http://127.0.0.1:9';
const PAGES = [
  { path: '', remote: 'marketing' },
  { path: 'courses/:courseName', remote: 'catalog' },
];

let dir: string;
let server: FastifyInstance | undefined;
let api: FakeReleaseApi;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A server of `app` (the shell's by default) with the live map and releases of the fake API. */
async function start(
  options: Partial<PageServerOptions> = {},
  env: Record<string, string> = { METRICS_TOKEN: TOKEN },
  app = 'shell',
) {
  const releases = createReleases({
    origins: [api.origin],
    app,
    cacheDir: path.join(dir, 'cache'),
    logger: { warn() {} },
  });
  server = await createPageServer({
    root: path.join(dir, 'dist'),
    app,
    env: { MARKETING_URL: NOWHERE, CATALOG_URL: NOWHERE, ...env },
    releases,
    logger: { warn() {}, error() {} },
    ...options,
  });
  expect(await releases.feed?.ready(5000)).toBe(true);
  return server;
}

/** The metrics text, read as a scraper does. */
async function metrics(): Promise<string> {
  const response = await server!.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

/** A counter's value for one set of labels, 0 when it has none yet. */
function counted(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-server-metrics-'));
  write(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  write(path.join(dir, 'dist', 'remote-pages.json'), JSON.stringify(PAGES));
  write(path.join(dir, 'dist', 'main.0123456789.js'), 'main');
  api = await startFakeReleaseApi();
  api.publish('catalog', LIVE, { 'release.json': '{}' });
  api.deploy('catalog', LIVE);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('/metrics', () => {
  it('is refused without the token, or with another', async () => {
    const app = await start();
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('page_loads_total');
    const other = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(other.statusCode).toBe(401);
  });

  it('is not served where no token is set', async () => {
    const app = await start({}, {});
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it('counts a page load under the remote that owns the page and its live release, and each request by its route', async () => {
    const app = await start();
    const page = `remote="catalog",release="${LIVE}"`;
    const before = await metrics();
    expect((await app.inject({ url: '/courses/autocad' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    await app.inject({ url: '/main.0123456789.js' });
    const after = await metrics();
    expect(counted(after, 'page_loads_total', page)).toBe(counted(before, 'page_loads_total', page) + 1);
    expect(counted(after, 'page_loads_total', 'remote="marketing",release="base"')).toBe(1);
    // The file a page loads is a request, not a page load; the route is its pattern, never the address.
    expect(counted(after, 'http_requests_total', 'method="GET",route="/*",status="200"')).toBe(3);
    expect(after).not.toContain('/courses/autocad');
  });

  it('counts a missing file of a release under that release, and an id this server does not have as unknown', async () => {
    const app = await start({}, { METRICS_TOKEN: TOKEN }, 'catalog');
    const missing = `remote="catalog",release="${LIVE}"`;
    expect(counted(await metrics(), 'release_files_not_found_total', missing)).toBe(0);
    expect((await app.inject({ url: `/releases/${LIVE}/404.0123456789.js` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/20990101-000000-cccccccccccc/1.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/gone.0123456789.js' })).statusCode).toBe(404);
    const after = await metrics();
    expect(counted(after, 'release_files_not_found_total', missing)).toBe(1);
    expect(counted(after, 'release_files_not_found_total', 'remote="catalog",release="unknown"')).toBe(1);
    expect(counted(after, 'release_files_not_found_total', 'remote="catalog",release="base"')).toBe(1);
    expect(after).not.toContain('20990101-000000-cccccccccccc');
  });
});
