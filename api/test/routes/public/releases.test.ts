import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ReleaseFileList } from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';
import { installDrain } from '../../../src/drain';
import { MAX_LIVE_STREAMS } from '../../../src/releases/live-feed';
import { buildApp } from '../../../src/app';
import { createTestStorage, ENGINE, testConfig, type TestApp } from '../../helper';
import { openLiveEvents, plainRequest, type LiveEvents } from '../../support/live-events';
import { OpenApiChecker } from '../../support/openapi-check';
import { releaseFiles, TOKEN, withDeploys, type Deploys } from '../../support/releases';

// The wire the page servers read (docs/contract.md "Releases: what the page servers read"): the live map, its
// stream of changes, a release's files and their bytes by hash. Public: no token.
const ID = '20261210-100000-aaaaaaaaaaaa';
const NEXT = '20261210-110000-bbbbbbbbbbbb';
const CHUNK = 'static/js/main.0123.js';
const auth = { authorization: `Bearer ${TOKEN}` };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A dashboard release as `npm run publish` sends it: the manifests, a chunk, a server bundle in a hidden folder. */
function publishBody(id: string) {
  const files: Record<string, Buffer> = {
    ...Object.fromEntries(Object.entries(releaseFiles(id)).map(([file, text]) => [file, Buffer.from(text)])),
    [CHUNK]: Buffer.from('console.log("the dashboard")'),
    '.server/server.cjs': Buffer.from('module.exports = {}'),
    'static/media/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]),
  };
  return {
    files: Object.entries(files).map(([path, bytes]) => ({
      path,
      size: bytes.length,
      sha256: sha256(bytes),
      content: bytes.toString('base64'),
    })),
  };
}

async function listen(api: TestApp): Promise<string> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

const deploy = (api: TestApp, release: string, by = 'ci') =>
  api.app.inject({
    method: 'POST',
    url: '/api/admin/releases/dashboard/deploy',
    headers: auth,
    payload: { release, by },
  });

describe('a release’s files: GET /api/releases/{remote}/{release}/files and /api/release-files/{sha256}', () => {
  let deploys: Deploys;
  let api: TestApp;
  beforeAll(async () => {
    deploys = await withDeploys([]);
    api = deploys.api;
    const published = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/releases/dashboard/${ID}`,
      headers: auth,
      payload: publishBody(ID),
    });
    expect(published.statusCode).toBe(200);
  });
  afterAll(() => deploys.close());

  it('lists every file of a published release, sorted by path, with its sha256 and size, cached as immutable', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/releases/dashboard/${ID}/files` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const expected = publishBody(ID)
      .files.map(({ path, sha256, size }) => ({ path, sha256, size }))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(response.json<ReleaseFileList>()).toEqual({ remote: 'dashboard', release: ID, files: expected });
    expect(expected.map((file) => file.path)).toEqual([
      '.server/server.cjs',
      'mf-manifest.json',
      'release.json',
      'static/js/main.0123.js',
      'static/media/logo.png',
    ]);
  });

  it('answers each file’s bytes by its sha256, with immutable caching and the hash as its ETag', async () => {
    for (const file of publishBody(ID).files) {
      const response = await api.app.inject({ method: 'GET', url: `/api/release-files/${file.sha256}` });
      expect([file.path, response.statusCode]).toEqual([file.path, 200]);
      expect(response.rawPayload.equals(Buffer.from(file.content, 'base64'))).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${file.sha256}"`,
      });
    }
  });

  it('answers 404 for a hash no release holds, and 400 for a string that is not 64 lowercase hex', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: `/api/release-files/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    const [file] = publishBody(ID).files;
    for (const bad of [file!.sha256.toUpperCase(), file!.sha256.slice(1), 'not-a-hash', `${file!.sha256}0`]) {
      const response = await api.app.inject({ method: 'GET', url: `/api/release-files/${bad}` });
      expect([bad, response.statusCode]).toEqual([bad, 400]);
    }
  });

  it('answers 404 for a release the store does not have (base too) and for a remote that is not one of the four', async () => {
    for (const url of [
      `/api/releases/dashboard/${NEXT}/files`,
      '/api/releases/dashboard/base/files',
      `/api/releases/catalog/${ID}/files`,
      `/api/releases/shell/${ID}/files`,
      `/api/releases/${'x'.repeat(300)}/${ID}/files`,
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/releases/dashboard/2026-12-10/files' })).statusCode).toBe(
      400,
    );
  });
});

describe('the live map: GET /api/releases/live and its event stream', () => {
  let deploys: Deploys;
  let api: TestApp;
  let url: string;
  const streams: LiveEvents[] = [];
  const open = async () => {
    const events = await openLiveEvents(url);
    streams.push(events);
    return events;
  };
  beforeAll(async () => {
    deploys = await withDeploys([[ID], [NEXT]]);
    api = deploys.api;
    url = await listen(api);
  });
  // Each test starts with no stream open: the server has seen the last test's clients go.
  afterEach(async () => {
    streams.splice(0).forEach((events) => events.close());
    for (let waited = 0; api.app.releases.feed.size > 0 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.app.releases.feed.size).toBe(0);
  });
  afterAll(() => deploys.close());

  it('answers { remotes: {} } before any deploy, not cached', async () => {
    const before = await api.app.inject({ method: 'GET', url: '/api/releases/live' });
    expect([before.statusCode, before.headers['cache-control'], before.json()]).toEqual([
      200,
      'no-store',
      { remotes: {} },
    ]);
  });

  it('streams the current map at once, then every deploy within a second, as the document says', async () => {
    const events = await open();
    expect(events.status).toBe(200);
    expect(events.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const checker = new OpenApiChecker(api.app.swagger() as OpenAPIV3_1.Document);
    expect(
      checker.problems({
        method: 'GET',
        url: '/api/releases/live/events',
        statusCode: events.status,
        contentType: events.headers['content-type'],
        body: '',
      }),
    ).toEqual([]);
    const first = await events.next();
    expect(first.event).toBe('live');
    expect(JSON.parse(first.data!)).toEqual({ remotes: {} });

    const started = Date.now();
    expect((await deploy(api, ID, 'ana@ci')).statusCode).toBe(200);
    const changed = await events.next({ timeoutMs: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(changed.event).toBe('live');
    expect(JSON.parse(changed.data!)).toEqual({
      remotes: { dashboard: { release: ID, previous: 'base', by: 'ana@ci', at: expect.any(String) as string } },
    });
    // The same map as the plain read.
    const map = (await api.app.inject({ method: 'GET', url: '/api/releases/live' })).json<LiveMap>();
    expect(JSON.parse(changed.data!)).toEqual(map);

    // A second client starts with the map as it is now; a rollback reaches both.
    const later = await open();
    expect(JSON.parse((await later.next()).data!)).toEqual(map);
    expect((await deploy(api, NEXT)).statusCode).toBe(200);
    const rolled = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/rollback',
      headers: auth,
      payload: {},
    });
    expect(rolled.statusCode).toBe(200);
    // Changes that come faster than the map is read are told as one: each client ends with the map as it is.
    for (const client of [events, later]) {
      const seen: string[] = [];
      while (seen.at(-1) !== ID)
        seen.push((JSON.parse((await client.next({ timeoutMs: 1000 })).data!) as LiveMap).remotes.dashboard!.release);
      expect([[NEXT, ID], [ID]]).toContainEqual(seen);
    }
  });

  it('tells nothing for a refused deploy', async () => {
    const events = await open();
    await events.next();
    const refused = await deploy(api, '20261210-120000-cccccccccccc');
    expect(refused.statusCode).toBe(404);
    await expect(events.next({ timeoutMs: 300 })).rejects.toThrow('no event');
  });

  it(`answers 503 beyond ${MAX_LIVE_STREAMS} streams on one replica, and again once one closes`, async () => {
    const held = Array.from({ length: MAX_LIVE_STREAMS }, () => api.app.releases.feed.open());
    try {
      expect(api.app.releases.feed.size).toBe(MAX_LIVE_STREAMS);
      const full = await plainRequest(`${url}/api/releases/live/events`);
      expect([full.status, full.headers['content-type'], full.headers['retry-after']]).toEqual([
        503,
        'application/json; charset=utf-8',
        '1',
      ]);
      expect((JSON.parse(full.body) as { message: string }).message).toContain('fill of live map streams');
      held.pop()!.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      const events = await open();
      expect(events.status).toBe(200);
    } finally {
      held.forEach((stream) => stream?.destroy());
    }
  });

  it('answers HEAD at once and keeps no stream for it', async () => {
    const head = await plainRequest(`${url}/api/releases/live/events`, 'HEAD');
    expect(head.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.app.releases.feed.size).toBe(0);
  });
});

describe('the live map’s streams when the API stops', () => {
  it('ends every stream once the API drains, and answers new ones 503', async () => {
    const storage = await createTestStorage();
    const app = await buildApp(testConfig(storage));
    const drain = installDrain(app);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const events = await openLiveEvents(url);
      await events.next();
      drain.start();
      expect(await events.ended()).toBe(true);
      const refused = await plainRequest(`${url}/api/releases/live/events`);
      expect(refused.status).toBe(503);
    } finally {
      await app.close();
      await storage.cleanup();
    }
  });

  it('ends every stream when the API closes, and the close does not wait for them', async () => {
    const deploys = await withDeploys([]);
    try {
      const events = await openLiveEvents(await listen(deploys.api));
      await events.next();
      const started = Date.now();
      const closing = deploys.api.app.close();
      expect(await events.ended()).toBe(true);
      await closing;
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await deploys.close();
    }
  });
});

(ENGINE === 'postgres' ? describe : describe.skip)('the live map across two replicas (postgres)', () => {
  it('reaches a client of replica A within a second when the deploy is made through replica B', async () => {
    const storage = await createTestStorage();
    const replicas: Deploys[] = [];
    try {
      replicas.push(await withDeploys([[ID]], { storage }));
      replicas.push(await withDeploys([], { storage }));
      const [a, b] = replicas as [Deploys, Deploys];
      const events = await openLiveEvents(await listen(a.api));
      try {
        expect(JSON.parse((await events.next()).data!)).toEqual({ remotes: {} });
        const started = Date.now();
        expect((await deploy(b.api, ID, 'through B')).statusCode).toBe(200);
        const heard = await events.next({ timeoutMs: 1000 });
        expect(Date.now() - started).toBeLessThan(1000);
        expect((JSON.parse(heard.data!) as LiveMap).remotes.dashboard).toMatchObject({ release: ID, by: 'through B' });
        // And B's own map says the same.
        const map = (await b.api.app.inject({ method: 'GET', url: '/api/releases/live' })).json<LiveMap>();
        expect(JSON.parse(heard.data!)).toEqual(map);
      } finally {
        events.close();
      }
    } finally {
      for (const replica of replicas) await replica.close();
      await storage.cleanup();
    }
  });
});
