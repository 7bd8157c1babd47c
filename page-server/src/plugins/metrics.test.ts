import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPageServer, type PageServerOptions } from '../app';

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

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function start(options: Partial<PageServerOptions> = {}, env: Record<string, string> = { METRICS_TOKEN: TOKEN }) {
  server = await createPageServer({
    root: path.join(dir, 'dist'),
    env: { MARKETING_URL: NOWHERE, CATALOG_URL: NOWHERE, ...env },
    liveMapFile: path.join(dir, 'live.json'),
    logger: { warn() {}, error() {} },
    ...options,
  });
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

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-server-metrics-'));
  write(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  write(path.join(dir, 'dist', 'remote-pages.json'), JSON.stringify(PAGES));
  write(path.join(dir, 'dist', 'main.0123456789.js'), 'main');
  write(path.join(dir, 'releases', LIVE, 'release.json'), '{}');
  write(
    path.join(dir, 'live.json'),
    JSON.stringify({
      remotes: { catalog: { release: LIVE, previous: 'base', by: 'test', at: '2026-12-07T10:00:00.000Z' } },
    }),
  );
});

afterEach(async () => {
  await server?.close();
  server = undefined;
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
    const app = await start({ app: 'catalog', releasesDir: path.join(dir, 'releases') });
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
