import type { Item, Page } from '@blueprint/contract/api/common';
import type { ContactMessage } from '@blueprint/contract/api/inbox';
import type { Registration } from '@blueprint/contract/api/registrations';
import type { AuditEntry, CurrentStaff, StaffUser } from '@blueprint/contract/api/staff';
import { registration } from '../../helper';
import { staffSession } from '../../support/staff';

// Every change the workspace can make is in the audit log: who, on what (by name), before → after.
describe('the audit log records every workspace change', () => {
  const staff = staffSession();
  const { get, send } = staff;
  const entries = async (query = '') => (await get(`/api/audit-log?limit=500${query}`)).json<Page<AuditEntry>>().data;
  const post = async (fullName: string) => {
    const response = await staff.t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration({ fullName, email: `${fullName.replace(/\W/g, '.')}@example.com` }),
    });
    return response.json<Item<Registration>>().data;
  };
  let me = { name: '', email: '' };
  beforeAll(async () => {
    me = (await get('/api/auth/me')).json<Item<CurrentStaff>>().data;
  });
  const adminName = () => me.name;

  it('records status, note, assignment and follow-up, each with actor, name and before → after', async () => {
    const colleague = (
      await send('POST', '/api/staff', {
        email: 'ravi@blueprint.local',
        name: 'Ravi Menon',
        role: 'staff',
        password: 'a long enough password',
      })
    ).json<Item<StaffUser>>().data;
    const one = await post('Asha Verma');
    const followUpAt = '2026-12-01T04:30:00.000Z';
    const changed = await send('PATCH', `/api/internships/${one._id}`, {
      status: 'contacted',
      note: 'Call back Monday',
      assigneeId: colleague._id,
      followUpAt,
    });
    expect(changed.statusCode).toBe(200);
    const mine = (await entries()).filter((entry) => entry.target === one._id);
    const common = { actorName: adminName(), actor: me.email, targetName: 'Asha Verma' };
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...common,
          action: 'status-change',
          changes: { before: { status: 'new' }, after: { status: 'contacted' } },
        }),
        expect.objectContaining({
          ...common,
          action: 'note-change',
          changes: { before: { note: '' }, after: { note: 'Call back Monday' } },
        }),
        expect.objectContaining({
          ...common,
          action: 'assignment-change',
          changes: { before: { assignee: null }, after: { assignee: 'Ravi Menon' } },
        }),
        expect.objectContaining({
          ...common,
          action: 'follow-up-change',
          changes: { before: { followUpAt: null }, after: { followUpAt } },
        }),
      ]),
    );
    expect(mine).toHaveLength(4);

    // The filter by action finds the new actions.
    expect((await entries('&action=assignment-change')).map((entry) => entry.target)).toEqual([one._id]);
    expect((await entries('&action=follow-up-change')).map((entry) => entry.target)).toEqual([one._id]);
    expect((await entries('&action=staff-create'))[0]).toMatchObject({
      target: colleague._id,
      targetName: 'Ravi Menon',
    });
  });

  it('records a bulk change once for each registration it changed, and erasure as "erased registration"', async () => {
    const a = await post('Bulk Alpha');
    const b = await post('Bulk Beta');
    await send('PATCH', `/api/internships/${b._id}`, { status: 'enrolled', note: 'Paid the fee' });
    const bulk = await send('POST', '/api/internships/bulk', { ids: [a._id, b._id], status: 'enrolled' });
    expect(bulk.json()).toEqual({ updated: 1 });
    const bulkEntries = await entries('&action=bulk-change');
    expect(bulkEntries).toEqual([
      expect.objectContaining({
        actorName: adminName(),
        target: a._id,
        targetName: 'Bulk Alpha',
        changes: { before: { status: 'new' }, after: { status: 'enrolled' } },
      }),
    ]);

    expect((await send('DELETE', `/api/internships/${b._id}`)).statusCode).toBe(204);
    const erased = (await entries()).filter((entry) => entry.target === b._id);
    expect(erased.map((entry) => entry.action).sort()).toEqual(['delete', 'note-change', 'status-change']);
    for (const entry of erased) expect(entry.targetName).toBe('erased registration');
    // The note leaves with the registration; who did what stays.
    expect(JSON.stringify(erased)).not.toContain('Paid the fee');
    expect(erased.find((entry) => entry.action === 'status-change')?.changes).toEqual({
      before: { status: 'new' },
      after: { status: 'enrolled' },
    });
  });

  it('names a contact message by its sender and records handled before → after; names exports', async () => {
    const message = (
      await staff.t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Meera Iyer', email: 'meera@example.com', message: 'Batch dates?' },
      })
    ).json<Item<ContactMessage>>().data;
    await send('PATCH', `/api/contact-messages/${message._id}`, { handled: true });
    expect((await entries('&action=message-handled'))[0]).toMatchObject({
      actorName: adminName(),
      target: message._id,
      targetName: 'Meera Iyer',
      changes: { before: { handled: false }, after: { handled: true } },
    });

    await get('/api/internships/export.csv');
    expect((await entries('&action=export'))[0]).toMatchObject({
      target: 'registrations',
      targetName: 'Registrations CSV',
    });
  });

  it('exports what the filters select as CSV, newest first, a change as its before → after, and records the export', async () => {
    const one = await post('Csv Person');
    await send('PATCH', `/api/internships/${one._id}`, { status: 'contacted' });
    await send('PATCH', `/api/internships/${one._id}`, { status: 'enrolled' });
    const response = await get('/api/audit-log/export.csv?action=status-change');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit_log_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('at,actorName,actor,action,targetName,target,changes');
    const mine = rows.filter((row) => row.includes(one._id));
    expect(mine).toEqual([
      expect.stringContaining(
        `,${me.email},status-change,Csv Person,${one._id},"{""before"":{""status"":""contacted""},""after"":{""status"":""enrolled""}}"`,
      ),
      expect.stringContaining(
        `,${me.email},status-change,Csv Person,${one._id},"{""before"":{""status"":""new""},""after"":{""status"":""contacted""}}"`,
      ),
    ]);
    for (const row of rows) expect(row).toContain(',status-change,');
    expect((await entries('&action=export'))[0]).toMatchObject({ target: 'audit-log', targetName: 'Audit log CSV' });
    expect((await get('/api/audit-log/export.csv?action=nothing-like-it')).statusCode).toBe(400);
  });
});
