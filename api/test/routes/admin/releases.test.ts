import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import dashboardAtShared4 from '@blueprint/contract/fixtures/dashboard-shared-4-mf-manifest.json' with { type: 'json' };
import type { ReleaseList } from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';
import { createReleaseStore } from '../../../src/releases/release-store';
import type { TestApp } from '../../helper';
import { TOKEN, withDeploys, type Deploys } from '../../support/releases';

const GOOD = '20261127-100000-aaaaaaaaaaaa';
const NEWER = '20261127-110000-bbbbbbbbbbbb';
const SHARED_4 = '20261127-120000-cccccccccccc';

describe('deploys: /api/admin/releases', () => {
  let deploys: Deploys;
  let api: TestApp;
  let dir: string;
  const auth = { authorization: `Bearer ${TOKEN}` };

  beforeAll(async () => {
    deploys = await withDeploys([[GOOD], [NEWER], [SHARED_4, dashboardAtShared4]]);
    ({ api, dir } = deploys);
  });

  afterAll(() => deploys.close());

  it('answers 401 without the deploy token, or with a staff token', async () => {
    const none = await api.app.inject({ method: 'GET', url: '/api/admin/releases/dashboard' });
    expect(none.statusCode).toBe(401);
    const staff = await api.app.inject({
      method: 'POST',
      url: `/api/admin/releases/dashboard/deploy`,
      headers: { authorization: `Bearer ${await api.login()}` },
      payload: { release: GOOD },
    });
    expect(staff.statusCode).toBe(401);
  });

  it('deploys, logs who did it, and rolls back to the previous release', async () => {
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: GOOD, by: 'ana@ci' },
    });
    expect(first.json()).toEqual({ remote: 'dashboard', live: GOOD, from: 'base' });
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: NEWER, by: 'ben@laptop' },
    });

    const live = JSON.parse(readFileSync(path.join(dir, 'state', 'live.json'), 'utf8')) as LiveMap;
    expect(live.remotes.dashboard).toMatchObject({ release: NEWER, previous: GOOD, by: 'ben@laptop' });

    const back = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/rollback',
      headers: auth,
      payload: { by: 'ana@ci' },
    });
    expect(back.json()).toEqual({ remote: 'dashboard', live: GOOD, from: NEWER });

    const list = (
      await api.app.inject({ method: 'GET', url: '/api/admin/releases/dashboard', headers: auth })
    ).json<ReleaseList>();
    expect(list.live).toMatchObject({ release: GOOD, previous: NEWER, by: 'ana@ci' });
    expect(list.releases.map((row) => [row.release, row.live])).toEqual([
      [SHARED_4, false],
      [NEWER, false],
      [GOOD, true],
    ]);
    expect(list.log.map((entry) => [entry.action, entry.from, entry.to, entry.by])).toEqual([
      ['rollback', NEWER, GOOD, 'ana@ci'],
      ['deploy', GOOD, NEWER, 'ben@laptop'],
      ['deploy', 'base', GOOD, 'ana@ci'],
    ]);
  });

  it('refuses a release built against a new major of @blueprint/shared, naming the package and both versions, and leaves the live map as it was', async () => {
    const before = readFileSync(path.join(dir, 'state', 'live.json'), 'utf8');
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: SHARED_4 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(
      '@blueprint/shared: the release requires ^4.0.0 (built with 4.0.0), the live shell provides 3.0.0',
    );
    expect(readFileSync(path.join(dir, 'state', 'live.json'), 'utf8')).toBe(before);
  });

  it('answers 404, as the document says, for a remote that is not one of the four: a long one too', async () => {
    for (const remote of ['shell', 'Dashboard', 'x'.repeat(300)]) {
      for (const [method, url] of [
        ['GET', `/api/admin/releases/${remote}`],
        ['POST', `/api/admin/releases/${remote}/deploy`],
        ['POST', `/api/admin/releases/${remote}/rollback`],
      ] as const) {
        const response = await api.app.inject({
          method,
          url,
          headers: auth,
          payload: method === 'POST' ? { release: GOOD } : undefined,
        });
        expect([url.length, response.statusCode]).toEqual([url.length, 404]);
      }
    }
    // The token is checked first: nothing is said about remotes to a caller without it.
    expect((await api.app.inject({ method: 'GET', url: `/api/admin/releases/${'x'.repeat(300)}` })).statusCode).toBe(
      401,
    );
    const parameter = (
      api.app.swagger() as {
        paths: Record<
          string,
          { get?: { parameters?: Array<{ name: string; schema: { enum?: string[] } }>; responses: object } }
        >;
      }
    ).paths['/api/admin/releases/{remote}']!.get!;
    expect(parameter.parameters?.find((one) => one.name === 'remote')?.schema.enum).toEqual([
      'marketing',
      'catalog',
      'internship',
      'dashboard',
    ]);
    expect(Object.keys(parameter.responses)).toContain('404');
  });

  it('answers 404 for a release it does not have', async () => {
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: '20261127-130000-dddddddddddd' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the live map under deploys at once', () => {
  it('keeps every change: each deploy sees the one before it, and the log has them all', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-live-map-'));
    try {
      const stores = [0, 1].map(() => createReleaseStore({ stateDir: dir, releasesDir: dir }));
      const ids = Array.from({ length: 10 }, (_, index) => `20261127-1000${String(index).padStart(2, '0')}-abc`);
      await Promise.all(
        ids.map((id, index) =>
          stores[index % 2]!.setLive('catalog', { to: () => id, action: 'deploy', by: `replica ${index % 2}` }),
        ),
      );
      const log = await stores[0]!.log('catalog');
      expect(log).toHaveLength(10);
      // A chain: each deploy's `from` is the release the one before it made live.
      const chronological = [...log].reverse();
      chronological.forEach((entry, index) =>
        expect(entry.from).toBe(index === 0 ? 'base' : chronological[index - 1]!.to),
      );
      expect((await stores[1]!.liveMap()).remotes.catalog?.release).toBe(chronological.at(-1)!.to);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
