import dashboardAtShared4 from '@blueprint/contract/fixtures/dashboard-shared-4-mf-manifest.json' with { type: 'json' };
import type { ApiErrorBody } from '@blueprint/contract/api/common';
import type { PreviewLink, ReleaseList } from '@blueprint/contract/api/releases';
import { PREVIEW_START_PATH, PREVIEW_TTL_MS, verifyPreview } from '@blueprint/contract/preview-token';
import type { LiveMap } from '@blueprint/contract/releases';
import { PAGE_SERVER_SECRET, TOKEN, withDeploys, type Deploys } from '../../support/releases';

// A canary through the deploy token's routes: `npm run deploy -- <remote> <id> --canary <percent>`, `promote`,
// `rollback` (which ends it), and `npm run preview`'s signed link.
const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';
const OTHER = '20261207-120000-cccccccccccc';
const SHARED_4 = '20261207-130000-dddddddddddd';

describe('canaries and previews: /api/admin/releases', () => {
  let deploys: Deploys;
  const auth = { authorization: `Bearer ${TOKEN}` };
  const post = (action: string, payload: object = {}, remote = 'dashboard') =>
    deploys.api.app.inject({ method: 'POST', url: `/api/admin/releases/${remote}/${action}`, headers: auth, payload });
  const list = async () =>
    (
      await deploys.api.app.inject({ method: 'GET', url: '/api/admin/releases/dashboard', headers: auth })
    ).json<ReleaseList>();
  const liveMap = async () =>
    (await deploys.api.app.inject({ method: 'GET', url: '/api/releases/live' })).json<LiveMap>();

  beforeEach(async () => {
    deploys = await withDeploys([[STABLE], [CANARY], [OTHER], [SHARED_4, dashboardAtShared4]], {
      config: { pageServerSecret: PAGE_SERVER_SECRET },
    });
    expect((await post('deploy', { release: STABLE, by: 'ana@ci' })).statusCode).toBe(200);
  });
  afterEach(() => deploys.close());

  it('starts a canary with `canary` in a deploy: the answer, the live map and the list carry it', async () => {
    const started = await post('deploy', { release: CANARY, by: 'ben@ci', canary: 20 });
    expect([started.statusCode, started.json()]).toEqual([
      200,
      { remote: 'dashboard', live: STABLE, from: 'base', canary: { release: CANARY, percent: 20 } },
    ]);
    expect((await liveMap()).remotes.dashboard).toMatchObject({
      release: STABLE,
      canary: { release: CANARY, percent: 20, by: 'ben@ci' },
    });
    const listed = await list();
    expect(listed.live).toMatchObject({ release: STABLE, share: 80, traffic: { loads: 0, errors: 0 } });
    expect(listed.canary).toMatchObject({
      release: CANARY,
      percent: 20,
      by: 'ben@ci',
      traffic: { loads: 0, errors: 0, since: expect.any(String) as string },
    });
    expect(listed.autoStop).toEqual({ minErrors: 10, ratio: 5, windowMs: 600_000 });
    expect(listed.log[0]).toEqual({
      action: 'canary',
      from: STABLE,
      to: CANARY,
      by: 'ben@ci',
      at: expect.any(String) as string,
      reason: null,
    });
  });

  it('runs the gate on the canary’s release, and refuses one that cannot run beside the live shell', async () => {
    const refused = await post('deploy', { release: SHARED_4, canary: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().message).toContain('@blueprint/shared');
    expect((await liveMap()).remotes.dashboard).not.toHaveProperty('canary');
    expect((await post('deploy', { release: '20261207-140000-eeeeeeeeeeee', canary: 10 })).statusCode).toBe(404);
  });

  it('refuses a deploy or a second canary while one runs, naming promote and rollback', async () => {
    await post('deploy', { release: CANARY, canary: 10 });
    const message =
      `dashboard has a canary of ${CANARY} running: promote it (npm run promote -- dashboard) ` +
      'or end it (npm run rollback -- dashboard) first';
    for (const body of [{ release: OTHER }, { release: OTHER, canary: 50 }]) {
      const refused = await post('deploy', body);
      expect([refused.statusCode, refused.json<ApiErrorBody>().message]).toEqual([409, message]);
    }
  });

  it('promotes the canary to every visitor: the old stable release is the one a rollback goes back to', async () => {
    await post('deploy', { release: CANARY, canary: 10 });
    const promoted = await post('promote', { by: 'cho@laptop' });
    expect([promoted.statusCode, promoted.json()]).toEqual([
      200,
      { remote: 'dashboard', live: CANARY, from: STABLE, canary: null },
    ]);
    const listed = await list();
    expect(listed.live).toMatchObject({ release: CANARY, previous: STABLE, by: 'cho@laptop', share: 100 });
    expect(listed.canary).toBeNull();
    expect(listed.log.map(({ action }) => action)).toEqual(['promote', 'canary', 'deploy']);
    const none = await post('promote');
    expect([none.statusCode, none.json<ApiErrorBody>().message]).toEqual([409, 'dashboard has no canary to promote']);
  });

  it('ends a running canary on rollback and leaves the stable release', async () => {
    await post('deploy', { release: CANARY, canary: 10 });
    const ended = await post('rollback', { by: 'cho@laptop' });
    expect([ended.statusCode, ended.json()]).toEqual([
      200,
      { remote: 'dashboard', live: STABLE, from: 'base', canary: null },
    ]);
    expect((await liveMap()).remotes.dashboard).toMatchObject({ release: STABLE, by: 'ana@ci' });
    expect((await list()).log[0]).toMatchObject({ action: 'canary-stop', from: CANARY, to: STABLE, by: 'cho@laptop' });
  });

  it('makes a preview link signed with PAGE_SERVER_SECRET, for a stored release only', async () => {
    const before = Date.now();
    const answer = await post('preview', { release: OTHER, by: 'ana@laptop' });
    expect(answer.statusCode).toBe(200);
    const link = answer.json<PreviewLink>();
    expect(link).toMatchObject({ remote: 'dashboard', release: OTHER });
    const url = new URL(link.path, 'https://site.example');
    expect(url.pathname).toBe(PREVIEW_START_PATH);
    const preview = verifyPreview(PAGE_SERVER_SECRET, url.searchParams.get('token') ?? undefined);
    expect(preview).toEqual({ remote: 'dashboard', release: OTHER, expires: Date.parse(link.expiresAt) });
    expect(preview!.expires).toBeGreaterThanOrEqual(before + PREVIEW_TTL_MS);
    expect(verifyPreview('another-secret', url.searchParams.get('token') ?? undefined)).toBeUndefined();
    // Nothing live changed.
    expect((await liveMap()).remotes.dashboard).toMatchObject({ release: STABLE });
    for (const release of ['base', '20261207-140000-eeeeeeeeeeee']) {
      const missing = await post('preview', { release });
      expect([release, missing.statusCode]).toEqual([release, 404]);
    }
  });

  it('audits each step a deploy token takes, naming who ran the command', async () => {
    await post('deploy', { release: CANARY, by: 'ben@ci', canary: 20 });
    await post('promote', { by: 'cy@laptop' });
    await post('deploy', { release: OTHER, by: 'ben@ci', canary: 10 });
    await post('rollback', { by: 'dee@laptop' });
    await post('preview', { release: OTHER, by: 'eve@laptop' });
    const { data } = await deploys.api.app.repos.auditLog.list({ limit: 20, timeZone: 'UTC' });
    const steps = data
      .filter((item) => item.target === 'dashboard')
      .reverse()
      .map(({ actor, actorId, actorName, action, changes }) => ({ actor, actorId, actorName, action, changes }));
    const token = { actor: 'deploy token', actorId: null };
    expect(steps).toEqual([
      {
        ...token,
        actorName: 'ana@ci',
        action: 'release-deployed',
        changes: { before: { release: 'base' }, after: { release: STABLE } },
      },
      {
        ...token,
        actorName: 'ben@ci',
        action: 'canary-started',
        changes: { before: { canary: null }, after: { canary: CANARY } },
      },
      {
        ...token,
        actorName: 'cy@laptop',
        action: 'release-promoted',
        changes: { before: { release: STABLE }, after: { release: CANARY } },
      },
      {
        ...token,
        actorName: 'ben@ci',
        action: 'canary-started',
        changes: { before: { canary: null }, after: { canary: OTHER } },
      },
      {
        ...token,
        actorName: 'dee@laptop',
        action: 'canary-stopped',
        changes: { before: { canary: OTHER }, after: { canary: null } },
      },
      {
        ...token,
        actorName: 'eve@laptop',
        action: 'release-previewed',
        changes: { before: {}, after: { release: OTHER, expiresAt: expect.any(String) as string } },
      },
    ]);
  });
});

describe('previews on an API without PAGE_SERVER_SECRET', () => {
  it('are refused (404), saying so', async () => {
    const deploys = await withDeploys([[STABLE]]);
    try {
      const answer = await deploys.api.app.inject({
        method: 'POST',
        url: '/api/admin/releases/dashboard/preview',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { release: STABLE },
      });
      expect([answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
        404,
        'Previews are not set up on this API',
      ]);
    } finally {
      await deploys.close();
    }
  });
});
