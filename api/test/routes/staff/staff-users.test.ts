import type { OpenAPIV3_1 } from 'openapi-types';
import type { Socket } from 'socket.io-client';
import type { StaffUser } from '@blueprint/contract/api/staff';
import { ADMIN, bearer, type TestApp } from '../../helper';
import { addStaff, droppedWithin, loginAs, openSocket } from '../../support/accounts';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { useListeningApp } from '../../support/listening-app';
import { adminOnly, operations, UNKNOWN_ID } from '../../support/operations';

// Accounts and roles (docs/contract.md "A workspace for a team"), on the engine the environment names: run
// once without and once with DATABASE_URL.
describe('staff accounts: roles, the last admin, revocation, passwords', () => {
  const listening = useListeningApp();
  let t: TestApp;
  let url: string;
  let admin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ({ t, url } = listening);
    admin = await t.login();
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
  const socketOf = async (token: string) => {
    const opened = await openSocket(url, token);
    sockets.push(opened.socket);
    return opened;
  };

  it('lets only admins list, add and change accounts (403 for staff)', async () => {
    const { token, user } = await addStaff(t, admin, 'Ravi');
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      email: `ravi.${process.pid}@blueprint.test`,
      name: 'Ravi',
      role: 'staff',
      active: true,
      createdAt: expect.any(String) as unknown,
      lastLoginAt: null,
    });
    // Every route the document declares 403 for, whatever it reads: the role is checked first.
    const adminRoutes = operations(t.app.swagger() as OpenAPIV3_1.Document).filter(adminOnly);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of adminRoutes) {
      const answer = await t.app.inject({ method, url: url.replace(UNKNOWN_ID, user._id), headers: bearer(token) });
      expect([method, url, answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
        method,
        url,
        403,
        'Only an admin may do this',
      ]);
    }
    // A staff member still works the registrations.
    expect((await call('GET', '/api/internships', token)).statusCode).toBe(200);
    const list = (await call('GET', '/api/staff', admin)).json<Item<StaffUser[]>>().data;
    expect(list.map((account) => [account.email, account.role, account.active])).toEqual([
      [ADMIN.email, 'admin', true],
      [`ravi.${process.pid}@blueprint.test`, 'staff', true],
    ]);
    expect(list[1]!.lastLoginAt).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toMatch(/hash|argon/i);
  });

  it('refuses an email taken in any case (409) and a password under 12 characters (400)', async () => {
    const taken = await call('POST', '/api/staff', admin, {
      email: ADMIN.email.toUpperCase(),
      name: 'Twin',
      role: 'staff',
      password: 'a-long-password',
    });
    expect([taken.statusCode, taken.json<ApiErrorBody>().message]).toEqual([
      409,
      'This email is already taken by a staff account',
    ]);
    const short = await call('POST', '/api/staff', admin, {
      email: 'short@blueprint.test',
      name: 'Short',
      role: 'staff',
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiErrorBody>().errors).toEqual([
      { field: 'password', msg: 'Password must be at least 12 characters' },
    ]);
    expect(
      (
        await call('POST', '/api/staff', admin, {
          email: 'twelve@blueprint.test',
          name: 'Twelve',
          role: 'staff',
          password: 'twelve chars',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps the last active admin (409), and lets a second admin be demoted', async () => {
    const me = (await call('GET', '/api/auth/me', admin)).json<Item<{ _id: string }>>().data._id;
    for (const change of [{ active: false }, { role: 'staff' }]) {
      const answer = await call('PATCH', `/api/staff/${me}`, admin, change);
      expect([change, answer.statusCode, answer.json<ApiErrorBody>().message]).toEqual([
        change,
        409,
        'The last active admin cannot be deactivated or demoted',
      ]);
    }
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
    const second = await addStaff(t, admin, 'Anita', 'admin');
    expect((await call('GET', '/api/staff', second.token)).statusCode).toBe(200);
    const demoted = await call('PATCH', `/api/staff/${second.user._id}`, admin, { role: 'staff' });
    expect(demoted.json<Item<StaffUser>>().data.role).toBe('staff');
    // Demoting ended her sessions: she signs in again, as staff.
    expect((await call('GET', '/api/auth/me', second.token)).statusCode).toBe(401);
    const again = await loginAs(t, second.email, second.password);
    expect((await call('GET', '/api/staff', again)).statusCode).toBe(403);
  });

  it.each([
    ['deactivating', { active: false }],
    ['a new password', { password: 'reset-by-the-admin' }],
    ['demoting', { role: 'staff' }],
  ] as const)('ends every session and live connection at once on %s', async (_change, change) => {
    const person = await addStaff(t, admin, `Sam${Object.keys(change)[0]}`, 'role' in change ? 'admin' : 'staff');
    const otherToken = await loginAs(t, person.email, person.password);
    const [first, second] = await Promise.all([socketOf(person.token), socketOf(otherToken)]);
    const bystander = await socketOf(admin);
    expect((await call('GET', '/api/auth/me', person.token)).statusCode).toBe(200);

    expect((await call('PATCH', `/api/staff/${person.user._id}`, admin, change)).statusCode).toBe(200);
    // HTTP: refused on the very next call, both sessions.
    expect((await call('GET', '/api/auth/me', person.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/internships', otherToken)).statusCode).toBe(401);
    // Sockets: dropped by the server, without waiting for anything else.
    expect(await droppedWithin(first.disconnected)).toBe('io server disconnect');
    expect(await droppedWithin(second.disconnected)).toBe('io server disconnect');
    expect(await droppedWithin(bystander.disconnected, 200)).toBe('still connected');
    // And the socket cannot come back with the old token.
    await expect(openSocket(url, person.token)).rejects.toThrow('unauthorized');

    const canLogin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password },
      })
    ).statusCode;
    expect(canLogin).toBe('active' in change || 'password' in change ? 401 : 200);
  });

  it('lets a deactivated person back in once reactivated, and shows a rename on their next call', async () => {
    const person = await addStaff(t, admin, 'Leela');
    await call('PATCH', `/api/staff/${person.user._id}`, admin, { active: false });
    const back = await call('PATCH', `/api/staff/${person.user._id}`, admin, { active: true, name: 'Leela M' });
    expect(back.json<Item<StaffUser>>().data).toMatchObject({ active: true, name: 'Leela M' });
    const token = await loginAs(t, person.email, person.password);
    // Seen once as "Leela M" (the embedded database's instance then remembers her session)...
    expect((await call('GET', '/api/auth/me', token)).json<Item<{ name: string }>>().data.name).toBe('Leela M');
    await call('PATCH', `/api/staff/${person.user._id}`, admin, { name: 'Leela Menon' });
    // ...and the rename is what her next call (and its audit rows) carry.
    expect((await call('GET', '/api/auth/me', token)).json<Item<{ name: string }>>().data.name).toBe('Leela Menon');
  });

  it('changes one’s own password (12+, current one checked) and ends one’s other sessions, HTTP and socket', async () => {
    const person = await addStaff(t, admin, 'Farah');
    const other = await loginAs(t, person.email, person.password);
    const otherSocket = await socketOf(other);
    const ownSocket = await socketOf(person.token);
    const change = (body: object) => call('POST', '/api/auth/password', person.token, body);

    const wrong = await change({ currentPassword: 'not the password', newPassword: 'a brand new password' });
    expect([wrong.statusCode, wrong.json<ApiErrorBody>().errors]).toEqual([
      422,
      [{ field: 'currentPassword', msg: 'The current password is not right' }],
    ]);
    const short = await change({ currentPassword: person.password, newPassword: 'too short' });
    expect([short.statusCode, short.json<ApiErrorBody>().errors?.[0]?.field]).toEqual([400, 'newPassword']);
    // Neither ended anything.
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);

    expect((await change({ currentPassword: person.password, newPassword: 'a brand new password' })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect(await droppedWithin(otherSocket.disconnected)).toBe('io server disconnect');
    expect((await call('GET', '/api/auth/me', person.token)).statusCode).toBe(200);
    expect(await droppedWithin(ownSocket.disconnected, 200)).toBe('still connected');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: person.email, password: person.password },
        })
      ).statusCode,
    ).toBe(401);
    await loginAs(t, person.email, 'a brand new password');
  });

  it('names people and shows before → after in the audit log, filtered by person, action and day', async () => {
    const person = await addStaff(t, admin, 'Zoya');
    await call('PATCH', `/api/staff/${person.user._id}`, admin, { name: 'Zoya Khan', role: 'admin' });
    await call('PATCH', `/api/staff/${person.user._id}`, admin, { active: false, password: 'another-long-password' });
    const adminId = (await call('GET', '/api/auth/me', admin)).json<Item<{ _id: string }>>().data._id;

    const updates = (await call('GET', `/api/audit-log?actor=${adminId}&action=staff-update`, admin))
      .json<Page<AuditEntry>>()
      .data.slice(0, 2);
    expect(updates).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorName: 'Administrator',
        actor: ADMIN.email,
        target: person.user._id,
        targetName: 'Zoya Khan',
        changes: { before: { active: true }, after: { active: false, passwordReset: true } },
      }),
      expect.objectContaining({
        changes: { before: { name: 'Zoya', role: 'staff' }, after: { name: 'Zoya Khan', role: 'admin' } },
      }),
    ]);
    expect(JSON.stringify(updates)).not.toContain('another-long-password');

    // What Zoya did: her login, named as she was called then.
    const hers = (await call('GET', `/api/audit-log?actor=${person.user._id}`, admin)).json<Page<AuditEntry>>().data;
    expect(hers.map((entry) => [entry.action, entry.actorName])).toEqual([['login', 'Zoya']]);

    // Days are the institute's (Asia/Kolkata): today there holds these entries, yesterday none.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() - 86_400_000),
    );
    const onDay = async (from: string, to: string) =>
      (await call('GET', `/api/audit-log?actor=${person.user._id}&from=${from}&to=${to}`, admin)).json<
        Page<AuditEntry>
      >().data.length;
    expect([await onDay(today, today), await onDay(yesterday, yesterday), await onDay('', '')]).toEqual([1, 0, 1]);
    expect((await call('GET', '/api/audit-log?action=nonsense', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit-log?actor=nobody', admin)).statusCode).toBe(400);
  });
});
