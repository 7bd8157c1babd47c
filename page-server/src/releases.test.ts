import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { createPageServer } from './app';

const OLD = '20261127-100000-aaaaaaaaaaaa';
const NEW = '20261127-110000-bbbbbbbbbbbb';
const REMOTES = { dashboard: 'http://localhost:3004/mf-manifest.json' };

let dir: string;
let server: FastifyInstance | undefined;
let base: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A build as `npm run release` (or the base build) leaves it: a chunk, its manifest and release.json. */
function build(folder: string, release: string, chunk: string) {
  write(path.join(folder, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  write(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: release }));
  write(path.join(folder, chunk), `chunk of ${release}`);
  write(
    path.join(folder, 'release.json'),
    JSON.stringify({ remote: 'dashboard', release, commit: 'abc', builtAt: '2026-11-27T10:00:00.000Z' }),
  );
}

/** Writes the live map as the deploy endpoint does: whole, by a rename. */
function goLive(release: string) {
  write(
    path.join(dir, 'state', 'live.json.tmp'),
    JSON.stringify({
      remotes: { dashboard: { release, previous: 'base', by: 'test', at: '2026-11-27T10:00:00.000Z' } },
    }),
  );
  renameSync(path.join(dir, 'state', 'live.json.tmp'), path.join(dir, 'state', 'live.json'));
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-server-releases-'));
  build(path.join(dir, 'dist'), 'base', '1.0000000000.js');
  build(path.join(dir, 'releases', OLD), OLD, '2.aaaaaaaaaa.js');
  build(path.join(dir, 'releases', NEW), NEW, '2.bbbbbbbbbb.js');
  server = await createPageServer({
    root: path.join(dir, 'dist'),
    app: 'dashboard',
    env: { DASHBOARD_URL: 'http://localhost:3004' },
    liveMapFile: path.join(dir, 'state', 'live.json'),
    releasesDir: path.join(dir, 'releases'),
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${base}${pathname}`);

describe('a remote’s releases', () => {
  it('serves every release under its id, old and new side by side', async () => {
    expect(await (await get(`/releases/${OLD}/2.aaaaaaaaaa.js`)).text()).toBe(`chunk of ${OLD}`);
    expect(await (await get(`/releases/${NEW}/2.bbbbbbbbbb.js`)).text()).toBe(`chunk of ${NEW}`);
    expect((await get(`/releases/${NEW}/2.aaaaaaaaaa.js`)).status).toBe(404);
    expect((await get('/releases/../dist/release.json')).status).toBe(404);
    expect((await get(`/releases/${NEW}/dashboard`)).status).toBe(404);
  });

  it('answers /version and /health for the live release, not the page fallback', async () => {
    const before = await get('/version');
    expect(before.headers.get('content-type')).toContain('application/json');
    expect(await before.json()).toMatchObject({ release: 'base', commit: 'abc' });
    goLive(NEW);
    expect(await (await get('/version')).json()).toMatchObject({ release: NEW });
    expect(await (await get('/health')).json()).toEqual({ status: 'ok', release: NEW });
    expect(await (await get(`/releases/${OLD}/version`)).json()).toMatchObject({ release: OLD });
  });

  it('hands out the live release’s manifest in the run-time config on the next request, with no restart', async () => {
    const config = async () => ((await (await get('/runtime-config.json')).json()) as RuntimeConfig).remotes;
    expect(await config()).toMatchObject(REMOTES);
    goLive(OLD);
    expect(await config()).toMatchObject({
      dashboard: `http://localhost:3004/releases/${OLD}/mf-manifest.json`,
      catalog: 'http://localhost:3002/mf-manifest.json',
    });
    goLive(NEW);
    expect(await config()).toMatchObject({ dashboard: `http://localhost:3004/releases/${NEW}/mf-manifest.json` });
  });

  it('says it is unhealthy when the live release is not on this server', async () => {
    goLive('20261127-120000-cccccccccccc');
    expect((await get('/health')).status).toBe(503);
  });
});
