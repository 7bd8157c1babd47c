import type { ApiErrorBody, Page } from '@blueprint/contract/api/common';
import type { PreviewLink, ReleaseList } from '@blueprint/contract/api/releases';
import { verifyPreview } from '@blueprint/contract/preview-token';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { ADMIN, ALLOWED_ORIGIN, bearer, buildTestApp, type TestApp } from '../../helper';
import { addStaff } from '../../support/accounts';
import { PAGE_SERVER_SECRET, TOKEN, withDeploys, type Deploys } from '../../support/releases';

// The workspace's Releases view (docs/contract.md "Releases in the workspace"): the deploy token's list and
// rollback, for an admin's staff session.
const OLDER = '20261127-100000-aaaaaaaaaaaa';
const NEWER = '20261127-110000-bbbbbbbbbbbb';

describe('releases in the staff workspace: /api/releases', () => {
  let deploys: Deploys;
  let api: TestApp;
  let admin: string;
  const deployToken = { authorization: `Bearer ${TOKEN}` };

  beforeAll(async () => {
    deploys = await withDeploys([[OLDER], [NEWER]]);
    ({ api } = deploys);
    admin = await api.login();
    for (const release of [OLDER, NEWER]) {
      const deployed = await api.app.inject({
        method: 'POST',
        url: '/api/admin/releases/dashboard/deploy',
        headers: deployToken,
        payload: { release, by: 'ci@runner' },
      });
      expect(deployed.statusCode).toBe(200);
    }
  });

  afterAll(() => deploys.close());

  const rollbacks = async () =>
    (
      await api.app.inject({ method: 'GET', url: '/api/audit-log?action=release-rolled-back', headers: bearer(admin) })
    ).json<Page<AuditEntry>>().data;

  it('gives an admin the same list as the deploy token', async () => {
    const staffList = await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) });
    expect(staffList.statusCode).toBe(200);
    const tokenList = await api.app.inject({
      method: 'GET',
      url: '/api/admin/releases/dashboard',
      headers: deployToken,
    });
    expect(staffList.json<ReleaseList>()).toEqual(tokenList.json<ReleaseList>());
    expect(staffList.json<ReleaseList>().live).toMatchObject({ release: NEWER, previous: OLDER, by: 'ci@runner' });
  });

  it('answers 404 for a remote that is not one of the four, a 300-character one too', async () => {
    for (const remote of ['shell', 'x'.repeat(300)]) {
      expect(
        (await api.app.inject({ method: 'GET', url: `/api/releases/${remote}`, headers: bearer(admin) })).statusCode,
      ).toBe(404);
      expect(
        (await api.app.inject({ method: 'POST', url: `/api/releases/${remote}/rollback`, headers: bearer(admin) }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('answers 403 to a staff member, who cannot roll back', async () => {
    const { token } = await addStaff(api, admin, 'Meera');
    const list = await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(token) });
    expect([list.statusCode, list.json<ApiErrorBody>().message]).toEqual([403, 'Only an admin may do this']);
    const rollback = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/rollback',
      headers: bearer(token),
    });
    expect(rollback.statusCode).toBe(403);
    const live = (
      await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) })
    ).json<ReleaseList>().live;
    expect(live.release).toBe(NEWER);
  });

  it('refuses a rollback sent with the session cookie from another site (401), as every staff change', async () => {
    const session = await api.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      payload: ADMIN,
      headers: { origin: ALLOWED_ORIGIN },
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/rollback',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: { cookie } })).json<ReleaseList>()
        .live.release,
    ).toBe(NEWER);
  });

  it('rolls back to the previous release, names the admin (not the body) in the deploy log, and audits it', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/rollback',
      headers: bearer(admin),
      payload: { by: 'someone else' },
    });
    expect(answer.json()).toEqual({ remote: 'dashboard', live: OLDER, from: NEWER, canary: null });

    const list = (
      await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) })
    ).json<ReleaseList>();
    expect(list.live).toMatchObject({ release: OLDER, previous: NEWER, by: 'Administrator' });
    expect(list.log[0]).toMatchObject({ action: 'rollback', from: NEWER, to: OLDER, by: 'Administrator' });

    expect(await rollbacks()).toEqual([
      expect.objectContaining({
        actorName: 'Administrator',
        target: 'dashboard',
        targetName: 'dashboard',
        changes: { before: { release: NEWER }, after: { release: OLDER } },
      }),
    ]);
  });

  it('answers 409 when there is nothing to roll back to, and audits nothing', async () => {
    const before = (await rollbacks()).length;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/releases/catalog/rollback',
      headers: bearer(admin),
    });
    expect([answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
      409,
      'catalog has no previous release to roll back to',
    ]);
    expect(await rollbacks()).toHaveLength(before);
  });
});

describe('releases in the staff workspace where deploys are not set up', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp();
  });
  afterAll(() => api.close());

  it('says so (404) to an admin, for the list and for a rollback', async () => {
    const admin = await api.login();
    for (const [method, url, payload] of [
      ['GET', '/api/releases/dashboard'],
      ['POST', '/api/releases/dashboard/rollback'],
      ['POST', '/api/releases/dashboard/promote'],
      ['POST', '/api/releases/dashboard/preview', { release: OLDER }],
    ] as const) {
      const answer = await api.app.inject({ method, url, headers: bearer(admin), payload });
      expect([method, answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
        method,
        404,
        'Deploys are not set up on this API',
      ]);
    }
  });
});

describe('a canary in the staff workspace: promote, stop and preview', () => {
  const CANARY = '20261207-120000-cccccccccccc';
  let deploys: Deploys;
  let api: TestApp;
  let admin: string;
  const deployToken = { authorization: `Bearer ${TOKEN}` };
  const audited = async (action: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/audit-log?action=${action}`, headers: bearer(admin) })).json<
      Page<AuditEntry>
    >().data;
  const startCanary = async () => {
    const started = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: deployToken,
      payload: { release: CANARY, by: 'ci@runner', canary: 30 },
    });
    expect(started.statusCode).toBe(200);
  };

  beforeAll(async () => {
    deploys = await withDeploys([[OLDER], [NEWER], [CANARY]], { config: { pageServerSecret: PAGE_SERVER_SECRET } });
    ({ api } = deploys);
    admin = await api.login();
    const deployed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: deployToken,
      payload: { release: NEWER, by: 'ci@runner' },
    });
    expect(deployed.statusCode).toBe(200);
  });
  afterAll(() => deploys.close());

  it('answers 403 to a staff member for promote and preview, and changes nothing', async () => {
    await startCanary();
    const { token } = await addStaff(api, admin, 'Ravi');
    for (const [action, payload] of [
      ['promote', undefined],
      ['preview', { release: OLDER }],
    ] as const) {
      const answer = await api.app.inject({
        method: 'POST',
        url: `/api/releases/dashboard/${action}`,
        headers: bearer(token),
        payload,
      });
      expect([action, answer.statusCode]).toEqual([action, 403]);
    }
    const listed = (
      await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) })
    ).json<ReleaseList>();
    expect(listed.canary).toMatchObject({ release: CANARY, percent: 30 });
    expect(await audited('release-previewed')).toEqual([]);
  });

  it('ends the canary on rollback, names the admin in the deploy log, and audits `canary-stopped`', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/rollback',
      headers: bearer(admin),
    });
    expect(answer.json()).toEqual({ remote: 'dashboard', live: NEWER, from: 'base', canary: null });
    const listed = (
      await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) })
    ).json<ReleaseList>();
    expect(listed.canary).toBeNull();
    expect(listed.log[0]).toMatchObject({ action: 'canary-stop', from: CANARY, to: NEWER, by: 'Administrator' });
    expect(await audited('canary-stopped')).toEqual([
      expect.objectContaining({
        actorName: 'Administrator',
        target: 'dashboard',
        changes: { before: { canary: CANARY }, after: { canary: null } },
      }),
    ]);
    expect(await audited('release-rolled-back')).toEqual([]);
  });

  it('promotes a canary, names the admin, and audits `release-promoted`', async () => {
    await startCanary();
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/promote',
      headers: bearer(admin),
      payload: { by: 'someone else' },
    });
    expect(answer.json()).toEqual({ remote: 'dashboard', live: CANARY, from: NEWER, canary: null });
    const listed = (
      await api.app.inject({ method: 'GET', url: '/api/releases/dashboard', headers: bearer(admin) })
    ).json<ReleaseList>();
    expect(listed.live).toMatchObject({ release: CANARY, previous: NEWER, by: 'Administrator', share: 100 });
    expect(await audited('release-promoted')).toEqual([
      expect.objectContaining({
        actorName: 'Administrator',
        target: 'dashboard',
        changes: { before: { release: NEWER }, after: { release: CANARY } },
      }),
    ]);
    const none = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/promote',
      headers: bearer(admin),
    });
    expect([none.statusCode, none.json<ApiErrorBody>().message]).toEqual([409, 'dashboard has no canary to promote']);
    expect(await audited('release-promoted')).toHaveLength(1);
  });

  it('makes a preview link for the admin, and audits `release-previewed` with the release', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/preview',
      headers: bearer(admin),
      payload: { release: OLDER },
    });
    expect(answer.statusCode).toBe(200);
    const link = answer.json<PreviewLink>();
    const token = new URL(link.path, 'https://site.example').searchParams.get('token') ?? undefined;
    expect(verifyPreview(PAGE_SERVER_SECRET, token)).toMatchObject({ remote: 'dashboard', release: OLDER });
    expect(await audited('release-previewed')).toEqual([
      expect.objectContaining({
        actorName: 'Administrator',
        target: 'dashboard',
        changes: { before: {}, after: { release: OLDER, expiresAt: link.expiresAt } },
      }),
    ]);
    const base = await api.app.inject({
      method: 'POST',
      url: '/api/releases/dashboard/preview',
      headers: bearer(admin),
      payload: { release: 'base' },
    });
    expect(base.statusCode).toBe(404);
    expect(await audited('release-previewed')).toHaveLength(1);
  });
});
