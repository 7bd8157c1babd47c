import type { ApiErrorBody, Page } from '@blueprint/contract/api/common';
import type { ReleaseList } from '@blueprint/contract/api/releases';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { ADMIN, ALLOWED_ORIGIN, bearer, buildTestApp, type TestApp } from '../../helper';
import { addStaff } from '../../support/accounts';
import { TOKEN, withDeploys, type Deploys } from '../../support/releases';

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
    expect(answer.json()).toEqual({ remote: 'dashboard', live: OLDER, from: NEWER });

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
    for (const [method, url] of [
      ['GET', '/api/releases/dashboard'],
      ['POST', '/api/releases/dashboard/rollback'],
    ] as const) {
      const answer = await api.app.inject({ method, url, headers: bearer(admin) });
      expect([method, answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
        method,
        404,
        'Deploys are not set up on this API',
      ]);
    }
  });
});
