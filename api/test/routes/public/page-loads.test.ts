import type { ApiErrorBody } from '@blueprint/contract/api/common';
import { PAGE_LOADS_PATH, type ReleaseList } from '@blueprint/contract/api/releases';
import { buildTestApp, type TestApp } from '../../helper';
import { PAGE_SERVER_SECRET, TOKEN, withDeploys, type Deploys } from '../../support/releases';

// The page servers' page-load reports (POST /api/releases/page-loads), with the secret they share with the API,
// and the canary's automatic stop they wake with the browsers' error reports.
const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';
const UNKNOWN = '20261207-120000-cccccccccccc';

const secret = { authorization: `Bearer ${PAGE_SERVER_SECRET}` };

describe('page-load reports: POST /api/releases/page-loads', () => {
  let deploys: Deploys;
  let api: TestApp;
  const report = (payload: unknown, headers: Record<string, string> = secret) =>
    api.app.inject({ method: 'POST', url: PAGE_LOADS_PATH, payload: payload as object, headers });
  const rows = () =>
    api.app.database.db
      .selectFrom('release_traffic')
      .select(['remote', 'release', 'loads', 'errors'])
      .orderBy('remote')
      .orderBy('release')
      .execute()
      .then((found) => found.map((row) => ({ ...row, loads: Number(row.loads), errors: Number(row.errors) })));

  beforeAll(async () => {
    deploys = await withDeploys([[STABLE], [CANARY]], { config: { pageServerSecret: PAGE_SERVER_SECRET } });
    ({ api } = deploys);
  });
  afterAll(() => deploys.close());

  it('answers 401 without the secret, with a wrong one, or with a deploy token, and counts nothing', async () => {
    const tries: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}` },
    ];
    for (const headers of tries) {
      const response = await report({ loads: [{ remote: 'dashboard', release: STABLE, loads: 1 }] }, headers);
      expect([response.statusCode, response.json<ApiErrorBody>().message, response.headers['cache-control']]).toEqual([
        401,
        'Unauthorized',
        'no-store',
      ]);
    }
    expect(await rows()).toEqual([]);
  });

  it('adds the loads up per release (204), and drops a release the API does not have', async () => {
    const first = await report({
      loads: [
        { remote: 'dashboard', release: STABLE, loads: 40 },
        { remote: 'dashboard', release: CANARY, loads: 5 },
        { remote: 'dashboard', release: UNKNOWN, loads: 7 },
        { remote: 'catalog', release: 'base', loads: 3 },
      ],
    });
    expect([first.statusCode, first.body]).toEqual([204, '']);
    // The same release twice in one report, and a second report: added up.
    await report({
      loads: [
        { remote: 'dashboard', release: STABLE, loads: 1 },
        { remote: 'dashboard', release: STABLE, loads: 2 },
      ],
    });
    expect(await rows()).toEqual([
      { remote: 'catalog', release: 'base', loads: 3, errors: 0 },
      { remote: 'dashboard', release: STABLE, loads: 43, errors: 0 },
      { remote: 'dashboard', release: CANARY, loads: 5, errors: 0 },
    ]);
  });

  it('refuses a report that is not one (400), after the secret', async () => {
    for (const payload of [
      {},
      { loads: [{ remote: 'shell', release: STABLE, loads: 1 }] },
      { loads: [{ remote: 'dashboard', release: STABLE, loads: 0 }] },
    ])
      expect((await report(payload)).statusCode).toBe(400);
    expect((await report({}, {})).statusCode).toBe(401);
  });
});

describe('page-load reports on an API without PAGE_SERVER_SECRET', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp();
  });
  afterAll(() => api.close());

  it('answers 401 to every report: no secret is valid', async () => {
    for (const authorization of ['Bearer ', `Bearer ${PAGE_SERVER_SECRET}`, 'Bearer undefined']) {
      const response = await api.app.inject({
        method: 'POST',
        url: PAGE_LOADS_PATH,
        payload: { loads: [] },
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('a canary that stops itself, through the reports', () => {
  it('ends the canary once its browsers report errors well above the stable release’s, and the list says why', async () => {
    const deploys = await withDeploys([[STABLE], [CANARY]], {
      config: {
        pageServerSecret: PAGE_SERVER_SECRET,
        canaryAutoStop: { minErrors: 10, ratio: 5, windowMs: 600_000 },
      },
    });
    try {
      const { api } = deploys;
      const deployToken = { authorization: `Bearer ${TOKEN}` };
      const change = (action: string, payload: object) =>
        api.app.inject({
          method: 'POST',
          url: `/api/admin/releases/dashboard/${action}`,
          headers: deployToken,
          payload,
        });
      expect((await change('deploy', { release: STABLE })).statusCode).toBe(200);
      expect((await change('deploy', { release: CANARY, canary: 10 })).statusCode).toBe(200);
      const list = async () =>
        (
          await api.app.inject({ method: 'GET', url: '/api/admin/releases/dashboard', headers: deployToken })
        ).json<ReleaseList>();

      const loads = await api.app.inject({
        method: 'POST',
        url: PAGE_LOADS_PATH,
        headers: secret,
        payload: {
          loads: [
            { remote: 'dashboard', release: STABLE, loads: 1000 },
            { remote: 'dashboard', release: CANARY, loads: 120 },
          ],
        },
      });
      expect(loads.statusCode).toBe(204);
      const error = (release: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/browser-errors',
          payload: { remote: 'dashboard', release, kind: 'render' },
        });
      for (let i = 0; i < 3; i += 1) expect((await error(STABLE)).statusCode).toBe(202);
      for (let i = 0; i < 13; i += 1) await error(CANARY);
      expect((await list()).canary).toMatchObject({ release: CANARY, traffic: { loads: 120, errors: 13 } });
      // The 14th: judged at once or within the second that follows.
      await error(CANARY);
      const reason = 'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release';
      let stopped: ReleaseList | undefined;
      for (let waited = 0; waited < 3000 && !stopped; waited += 100) {
        const now = await list();
        if (now.canary === null) stopped = now;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stopped).toBeDefined();
      expect(stopped!.live).toMatchObject({
        release: STABLE,
        share: 100,
        traffic: { loads: 1000, errors: 3, since: expect.any(String) as string },
      });
      expect(stopped!.log[0]).toEqual({
        action: 'canary-stop',
        from: CANARY,
        to: STABLE,
        by: 'automatic',
        at: expect.any(String) as string,
        reason,
      });
      expect(stopped!.log.slice(1).map(({ reason: why }) => why)).toEqual([null, null]);
      // Every visitor is on the stable release again.
      const live = (await api.app.inject({ method: 'GET', url: '/api/releases/live' })).json<{
        remotes: Record<string, object>;
      }>();
      expect(live.remotes.dashboard).not.toHaveProperty('canary');
    } finally {
      await deploys.close();
    }
  });
});
