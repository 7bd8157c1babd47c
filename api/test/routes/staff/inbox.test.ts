import type { Item, Page } from '@blueprint/contract/api/common';
import type { ContactMessage, NewsletterSubscriber } from '@blueprint/contract/api/inbox';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { ADMIN, bearer } from '../../helper';
import { expectInvalid, staffSession } from '../../support/staff';

// Contact messages, newsletter subscribers and the audit log, as staff read them.
describe('staff workspace: inbox, subscribers, audit log', () => {
  const staff = staffSession();
  const { get } = staff;
  const send = (payload: object) => staff.t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const handle = (id: string, payload: unknown) => staff.send('PATCH', `/api/contact-messages/${id}`, payload);
  const auditRows = async () => (await get('/api/audit-log?limit=500')).json<Page<AuditEntry>>().data;

  it('lists messages newest first, unread until handled, searchable, with an unread count', async () => {
    const first = (
      await send({ name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Fees for the BIM course?' })
    ).json<Item<ContactMessage>>().data;
    await send({ name: 'Sita Rao', email: 'sita@example.com', phone: '98450', message: 'Weekend batch 100% full?' });
    expect(first).toMatchObject({ handled: false });
    expect((await get('/api/contact-messages/stats')).json()).toEqual({ total: 2, unread: 2 });

    const handled = await handle(first._id, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json<Item<ContactMessage>>().data).toEqual({ ...first, handled: true });
    expect((await get('/api/contact-messages/stats')).json()).toEqual({ total: 2, unread: 1 });

    const list = (url: string) => get(url).then((r) => r.json<Page<ContactMessage>>().data.map((m) => m.name));
    expect(await list('/api/contact-messages')).toEqual(['Sita Rao', 'Ravi Kumar']);
    expect(await list('/api/contact-messages?handled=false')).toEqual(['Sita Rao']);
    expect(await list('/api/contact-messages?handled=true')).toEqual(['Ravi Kumar']);
    expect(await list('/api/contact-messages?q=bim')).toEqual(['Ravi Kumar']);
    expect(await list('/api/contact-messages?q=SITA%40')).toEqual(['Sita Rao']);
    expect(await list('/api/contact-messages?q=100%25')).toEqual(['Sita Rao']);
    expect(await list('/api/contact-messages?q=%25%25')).toEqual([]);

    expect((await handle(first._id, { handled: false })).json<Item<ContactMessage>>().data.handled).toBe(false);
    expect((await auditRows()).filter((row) => row.action === 'message-handled').map((row) => row.target)).toEqual([
      first._id,
      first._id,
    ]);
  });

  it.each([
    ['/api/contact-messages?handled=yes', 'handled'],
    ['/api/contact-messages?cursor=abc', 'cursor'],
    ['/api/newsletter-subscribers?limit=-1', 'limit'],
    ['/api/audit-log?cursor=abc', 'cursor'],
  ])('refuses %s with 400', async (url, field) => {
    expectInvalid(await get(url), field);
  });

  it('refuses a bad change to a message', async () => {
    const message = (await send({ name: 'A', email: 'a@example.com', message: 'hi' })).json<Item<ContactMessage>>()
      .data;
    expect((await handle(message._id, { handled: 'yes' })).statusCode).toBe(400);
    expect((await handle(message._id, {})).statusCode).toBe(400);
    expect((await handle('nope', { handled: true })).statusCode).toBe(400);
    expect((await handle('01890000-0000-7000-8000-000000000000', { handled: true })).json()).toEqual({
      message: 'Message not found',
    });
  });

  it('lists newsletter subscribers newest first and exports them', async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com', 'one@example.com']) {
      await staff.t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    }
    const first = (await get('/api/newsletter-subscribers?limit=2')).json<Page<NewsletterSubscriber>>();
    expect(first.data.map((s) => s.email)).toEqual(['three@example.com', 'two@example.com']);
    expect(first.data[0]).toEqual({
      _id: expect.any(String) as unknown,
      email: 'three@example.com',
      createdAt: expect.any(String) as unknown,
    });
    const second = (await get(`/api/newsletter-subscribers?limit=2&cursor=${first.nextCursor}`)).json<
      Page<NewsletterSubscriber>
    >();
    expect(second).toEqual({ data: [expect.objectContaining({ email: 'one@example.com' })], nextCursor: null });

    const csv = await get('/api/newsletter-subscribers/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter_subscribers_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    // Every export starts with UTF-8's byte-order mark (trim() takes it off below).
    expect(csv.body.startsWith('\uFEFFemail,createdAt\r\n')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,createdAt');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'one@example.com',
      'two@example.com',
      'three@example.com',
    ]);
  });

  it('records logins, failed logins (without the email tried), logouts and exports', async () => {
    const fresh = await staff.t.login();
    const tried = 'student.typed.this@example.com';
    expect(
      (
        await staff.t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: tried, password: 'wrong' },
        })
      ).statusCode,
    ).toBe(401);
    await get('/api/internships/export.csv?q=asha');
    expect(
      (await staff.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(fresh) })).statusCode,
    ).toBe(204);

    const rows = await auditRows();
    const actions = rows.map((row) => row.action);
    // Newest first: logout, export, the failed login, the login.
    expect(actions.slice(0, 4)).toEqual(['logout', 'export', 'login-failed', 'login']);
    expect(rows[0]).toMatchObject({ actor: ADMIN.email, target: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    expect(rows[1]).toMatchObject({ actor: ADMIN.email, target: 'registrations' });
    expect(rows[2]).toEqual({
      _id: expect.any(String) as unknown,
      at: expect.any(String) as unknown,
      actor: 'unknown',
      actorId: null,
      actorName: 'unknown',
      action: 'login-failed',
      target: '',
      targetName: null,
      changes: null,
    });
    expect(JSON.stringify(rows)).not.toContain(tried);
    expect(JSON.stringify(rows)).not.toContain('asha');

    const page = (await get('/api/audit-log?limit=2')).json<Page<AuditEntry>>();
    expect(page.data).toEqual(rows.slice(0, 2));
    expect((await get(`/api/audit-log?limit=2&cursor=${page.nextCursor}`)).json<Page<AuditEntry>>().data).toEqual(
      rows.slice(2, 4),
    );
  });
});
