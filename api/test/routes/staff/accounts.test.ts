import { hashPassword } from '../../../src/lib/passwords';
import { ADMIN, bearer, buildTestApp, registration, type TestApp } from '../../helper';
import type { Item, Page } from '@blueprint/contract/api/common';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import type { CurrentStaff } from '@blueprint/contract/api/staff';

// Staff accounts (docs/contract.md "A workspace for a team"): the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
// a login per person, inactive accounts refused, and an audit log that names people.
describe('staff accounts', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ loginRateLimit: 0 });
    admin = await t.login();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, and says who is signed in', async () => {
    const me = await get('/api/auth/me', admin);
    expect(me.statusCode).toBe(200);
    expect(me.json<Item<CurrentStaff>>().data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      email: ADMIN.email,
      name: 'Administrator',
      role: 'admin',
      secondFactor: 'missing',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('logs each person in as themselves, and refuses an inactive account at login and on every call', async () => {
    const ravi = await t.app.repos.staff.create({
      email: 'Ravi@Blueprint.test',
      name: 'Ravi K',
      role: 'staff',
      passwordHash: await hashPassword('ravi-password-1'),
    });
    // The email is one account whatever its case.
    const answer = await login('RAVI@blueprint.test', 'ravi-password-1');
    expect(answer.statusCode).toBe(200);
    const token = answer.json<{ token: string }>().token;
    expect((await get('/api/auth/me', token)).json<Item<CurrentStaff>>().data).toMatchObject({
      _id: ravi!._id,
      name: 'Ravi K',
      role: 'staff',
      email: 'ravi@blueprint.test',
    });

    await t.app.repos.staff.update(ravi!._id, { active: false });
    t.app.auth.accountChanged(ravi!._id);
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    expect((await login('ravi@blueprint.test', 'ravi-password-1')).statusCode).toBe(401);
  });

  it('names the person in every audit row, and the registration while it exists', async () => {
    const meera = await t.app.repos.staff.create({
      email: 'meera@blueprint.test',
      name: 'Meera S',
      role: 'staff',
      passwordHash: await hashPassword('meera-password-1'),
    });
    expect((await login('meera@blueprint.test', 'not her password')).statusCode).toBe(401);
    const token = (await login('meera@blueprint.test', 'meera-password-1')).json<{ token: string }>().token;
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration({ fullName: 'Kavya Iyer' }) })
    ).json<Item<{ _id: string }>>().data;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/internships/${created._id}`,
      headers: bearer(token),
      payload: { status: 'contacted' },
    });
    expect(patch.statusCode).toBe(200);

    const rows = (await get(`/api/audit-log?actor=${meera!._id}`, admin)).json<Page<AuditEntry>>().data;
    expect(rows.map((row) => [row.action, row.actorName, row.actorId])).toEqual([
      ['status-change', 'Meera S', meera!._id],
      ['login', 'Meera S', meera!._id],
      ['login-failed', 'Meera S', meera!._id],
    ]);
    expect(rows[0]).toMatchObject({
      target: created._id,
      targetName: 'Kavya Iyer',
      changes: { before: {}, after: { status: 'contacted' } },
    });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/internships/${created._id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(204);
    const after = (await get(`/api/audit-log?actor=${meera!._id}&action=status-change`, admin)).json<Page<AuditEntry>>()
      .data;
    expect(after).toEqual([expect.objectContaining({ target: created._id, targetName: 'erased registration' })]);
    expect(JSON.stringify((await get('/api/audit-log?limit=500', admin)).json())).not.toContain('Kavya');
  });
});
