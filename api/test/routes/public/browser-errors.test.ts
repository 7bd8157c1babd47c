import type { ApiErrorBody } from '@blueprint/contract/api/common';
import type { ReleaseList } from '@blueprint/contract/api/releases';
import { buildTestApp, type TestApp } from '../../helper';
import { storeRelease, TOKEN } from '../../support/releases';

const REPORTED = '20261127-100000-aaaaaaaaaaaa';
const QUIET = '20261127-110000-bbbbbbbbbbbb';

describe('browser error reports: POST /api/browser-errors', () => {
  let t: TestApp;
  const report = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/browser-errors',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const listed = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/releases/catalog',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    )
      .json<ReleaseList>()
      .releases.map(({ release, errors }) => [release, errors]);

  beforeAll(async () => {
    t = await buildTestApp({ deploy: { token: TOKEN, shellUrls: ['http://127.0.0.1:9'] } });
    // Published as `npm run publish` leaves them: in the API's release store.
    for (const id of [REPORTED, QUIET]) await storeRelease(t, id, undefined, 'catalog');
  });
  afterAll(() => t.close());

  it('counts reports per release, every kind together, and the releases list shows them (0 for a release with none)', async () => {
    expect(await listed()).toEqual([
      [QUIET, 0],
      [REPORTED, 0],
    ]);
    for (const kind of ['render', 'render', 'chunk', 'federation-warning', 'load']) {
      const response = await report({ remote: 'catalog', release: REPORTED, kind });
      expect([response.statusCode, response.json()]).toEqual([202, { counted: true }]);
    }
    expect(await listed()).toEqual([
      [QUIET, 0],
      [REPORTED, 5],
    ]);
  });

  it('takes the JSON as text/plain, as navigator.sendBeacon sends it to another origin', async () => {
    const response = await report(
      { remote: 'catalog', release: QUIET, kind: 'render' },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect([response.statusCode, response.json()]).toEqual([202, { counted: true }]);
    expect(await listed()).toEqual([
      [QUIET, 1],
      [REPORTED, 5],
    ]);
    expect((await report('not json', { 'content-type': 'text/plain' })).statusCode).toBe(400);
  });

  it('drops a report naming a release it does not have, and keeps nothing but the counts', async () => {
    const made_up = await report({
      remote: 'catalog',
      release: '20261127-120000-cccccccccccc',
      kind: 'render',
      url: 'https://example.org/?email=a@b.c',
    });
    expect([made_up.statusCode, made_up.json()]).toEqual([202, { counted: false }]);
    const base = await report({ remote: 'dashboard', release: 'base', kind: 'load', userAgent: 'Mozilla/5.0' });
    expect([base.statusCode, base.json()]).toEqual([202, { counted: true }]);
    const rows = await t.app.database.db
      .selectFrom('browser_errors')
      .selectAll()
      .orderBy('remote')
      .orderBy('release')
      .orderBy('kind')
      .execute();
    expect(rows.map(({ remote, release, kind, reports }) => [remote, release, kind, Number(reports)])).toEqual([
      ['catalog', REPORTED, 'chunk', 1],
      ['catalog', REPORTED, 'federation-warning', 1],
      ['catalog', REPORTED, 'load', 1],
      ['catalog', REPORTED, 'render', 2],
      ['catalog', QUIET, 'render', 1],
      ['dashboard', 'base', 'load', 1],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'first_seen_at',
      'kind',
      'last_seen_at',
      'release',
      'remote',
      'reports',
    ]);
  });

  it('refuses a remote, a release id or a kind that is not one, and a body larger than a report', async () => {
    const fields = async (payload: unknown) => {
      const response = await report(payload);
      return [response.statusCode, response.json<ApiErrorBody>().errors?.map((error) => error.field)];
    };
    expect(await fields({ remote: 'shell', release: 'base', kind: 'render' })).toEqual([400, ['remote']]);
    expect(await fields({ remote: 'catalog', release: '../../etc', kind: 'render' })).toEqual([400, ['release']]);
    expect(await fields({ remote: 'catalog', release: 'base', kind: 'crash' })).toEqual([400, ['kind']]);
    expect(
      (await report({ remote: 'catalog', release: 'base', kind: 'render', padding: 'x'.repeat(2000) })).statusCode,
    ).toBe(413);
  });

  it("counts the base build, live until the first deploy, in the list's live release", async () => {
    const live = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/releases/catalog',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).json<ReleaseList>().live;
    expect(await live()).toMatchObject({ release: 'base', errors: 0 });
    expect((await report({ remote: 'catalog', release: 'base', kind: 'render' })).json()).toEqual({ counted: true });
    expect(await live()).toMatchObject({ release: 'base', errors: 1 });
  });
});

describe('browser error reports where deploys are not set up', () => {
  it('counts a report for a release in the store all the same: the store is the database’s', async () => {
    const t = await buildTestApp();
    try {
      const report = (release: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/browser-errors',
          payload: { remote: 'catalog', release, kind: 'load' },
        });
      expect((await report(REPORTED)).json()).toEqual({ counted: false });
      await storeRelease(t, REPORTED, undefined, 'catalog');
      expect((await report(REPORTED)).json()).toEqual({ counted: true });
    } finally {
      await t.close();
    }
  });
});

describe('browser error reports from one address', () => {
  it('are limited per minute (429), as the public forms are', async () => {
    const t = await buildTestApp({ publicRateLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/browser-errors',
              payload: { remote: 'catalog', release: 'base', kind: 'render' },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await t.close();
    }
  });
});
