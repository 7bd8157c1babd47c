import dashboardAtShared4 from '@blueprint/contract/fixtures/dashboard-shared-4-mf-manifest.json' with { type: 'json' };
import type { ReleaseList } from '@blueprint/contract/api/releases';
import type { LiveMap } from '@blueprint/contract/releases';
import { createReleaseStore } from '../../../src/releases/release-store';
import { createTestStorage, type TestApp } from '../../helper';
import { storeRelease, TOKEN, withDeploys, type Deploys } from '../../support/releases';

const GOOD = '20261127-100000-aaaaaaaaaaaa';
const NEWER = '20261127-110000-bbbbbbbbbbbb';
const SHARED_4 = '20261127-120000-cccccccccccc';

describe('deploys: /api/admin/releases', () => {
  let deploys: Deploys;
  let api: TestApp;
  const auth = { authorization: `Bearer ${TOKEN}` };
  const liveMap = async () => (await api.app.inject({ method: 'GET', url: '/api/releases/live' })).json<LiveMap>();

  beforeAll(async () => {
    deploys = await withDeploys([[GOOD], [NEWER], [SHARED_4, dashboardAtShared4]]);
    ({ api } = deploys);
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
    expect(first.json()).toEqual({ remote: 'dashboard', live: GOOD, from: 'base', canary: null });
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: NEWER, by: 'ben@laptop' },
    });

    const live = await liveMap();
    expect(live.remotes.dashboard).toMatchObject({ release: NEWER, previous: GOOD, by: 'ben@laptop' });

    const back = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/rollback',
      headers: auth,
      payload: { by: 'ana@ci' },
    });
    expect(back.json()).toEqual({ remote: 'dashboard', live: GOOD, from: NEWER, canary: null });

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
    const before = await liveMap();
    const logged = (await api.app.releases.store.log('dashboard')).length;
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
    expect(await liveMap()).toEqual(before);
    expect(await api.app.releases.store.log('dashboard')).toHaveLength(logged);
    // The refusal let the remote go: the next deploy is not told another one is under way.
    const next = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: auth,
      payload: { release: GOOD },
    });
    expect(next.statusCode).toBe(200);
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
  it('lets one deploy of a remote through at a time: the other gets 409, and the log has one row for the one that won', async () => {
    // The shell answers after 200 ms: both deploys are in the gate at the same moment.
    const deploys = await withDeploys([[GOOD], [NEWER]], { shellDelayMs: 200 });
    try {
      const { api } = deploys;
      const deploy = (release: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/admin/releases/dashboard/deploy',
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: { release, by: release },
        });
      const answers = await Promise.all([deploy(GOOD), deploy(NEWER)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json<{ message: string }>().message).toBe(
        'Another deploy of dashboard is in progress; try again when it has finished',
      );
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ live: string }>().live;
      const log = await api.app.releases.store.log('dashboard');
      expect(log.map(({ from, to, by }) => [from, to, by])).toEqual([['base', winner, winner]]);
      expect((await api.app.releases.store.liveMap()).remotes.dashboard?.release).toBe(winner);
      // Once it has finished, the remote is free again.
      expect((await deploy(winner === GOOD ? NEWER : GOOD)).statusCode).toBe(200);
      expect(await api.app.releases.store.log('dashboard')).toHaveLength(2);
    } finally {
      await deploys.close();
    }
  });

  it('keeps every change made through two stores on one database: each sees the one before it, and the log has them all', async () => {
    const deploys = await withDeploys([]);
    try {
      const { db, engine } = deploys.api.app.database;
      const stores = [0, 1].map(() => createReleaseStore({ db, engine }));
      const ids = Array.from({ length: 10 }, (_, index) => `20261127-1000${String(index).padStart(2, '0')}-abc`);
      // Each change waits its turn: one that finds the remote claimed tries again.
      const deployWhenFree = async (index: number) => {
        for (;;) {
          try {
            return await stores[index % 2]!.setLive('catalog', {
              to: () => ids[index]!,
              action: 'deploy',
              by: `replica ${index % 2}`,
              check: () => new Promise((resolve) => setTimeout(resolve, 5)),
            });
          } catch (error) {
            if ((error as { statusCode?: number }).statusCode !== 409) throw error;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }
      };
      await Promise.all(ids.map((_id, index) => deployWhenFree(index)));
      const log = await stores[0]!.log('catalog');
      expect(log).toHaveLength(10);
      // A chain: each deploy's `from` is the release the one before it made live.
      const chronological = [...log].reverse();
      chronological.forEach((entry, index) =>
        expect(entry.from).toBe(index === 0 ? 'base' : chronological[index - 1]!.to),
      );
      expect((await stores[1]!.liveMap()).remotes.catalog?.release).toBe(chronological.at(-1)!.to);
    } finally {
      await deploys.close();
    }
  });

  it('takes a remote over from a deploy whose claim ran out, and that deploy then writes nothing', async () => {
    const deploys = await withDeploys([]);
    try {
      const { db, engine } = deploys.api.app.database;
      let clock = Date.parse('2026-12-01T10:00:00.000Z');
      const store = createReleaseStore({ db, engine, now: () => new Date(clock), claimMs: 1000 });
      let release!: () => void;
      const stuck = store.setLive('marketing', {
        to: () => '20261201-100000-aaa',
        action: 'deploy',
        by: 'stuck',
        check: () => new Promise<void>((resolve) => (release = resolve)),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      clock += 2000;
      await store.setLive('marketing', { to: () => '20261201-100000-bbb', action: 'deploy', by: 'next' });
      release();
      await expect(stuck).rejects.toMatchObject({ statusCode: 409 });
      expect((await store.liveMap()).remotes.marketing).toMatchObject({ release: '20261201-100000-bbb', by: 'next' });
      expect(await store.log('marketing')).toHaveLength(1);
    } finally {
      await deploys.close();
    }
  });
});

describe('the live map across a restart', () => {
  it('is read from the database by the next API on it', async () => {
    const storage = await createTestStorage();
    try {
      const first = await withDeploys([[GOOD]], { storage });
      const deployed = await first.api.app.inject({
        method: 'POST',
        url: '/api/admin/releases/dashboard/deploy',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { release: GOOD, by: 'ana@ci' },
      });
      expect(deployed.statusCode).toBe(200);
      await first.close();

      const second = await withDeploys([], { storage });
      try {
        const live = await second.api.app.inject({ method: 'GET', url: '/api/releases/live' });
        expect([live.statusCode, live.headers['cache-control']]).toEqual([200, 'no-store']);
        expect(live.json<LiveMap>()).toEqual({
          remotes: { dashboard: { release: GOOD, previous: 'base', by: 'ana@ci', at: expect.any(String) as string } },
        });
        expect(await second.api.app.releases.store.has('dashboard', GOOD)).toBe(true);
        // Stored again after the restart: the same files, nothing changed.
        await storeRelease(second.api, GOOD);
      } finally {
        await second.close();
      }
    } finally {
      await storage.cleanup();
    }
  });
});
