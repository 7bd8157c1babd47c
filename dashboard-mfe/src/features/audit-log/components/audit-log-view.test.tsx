import { STORAGE_KEYS } from '@blueprint/shared/constants';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '../../../testing/fake-server';
import { fakeId } from '../../../testing/students';
import { renderWithTheme } from '../../../testing/render';
import { AuditLogView } from './audit-log-view';

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, '_id' | 'action'>): AuditEntry {
  return {
    at: '2026-11-24T10:00:00.000Z',
    actor: 'admin@blueprint.local',
    actorId: fakeId('admin'),
    actorName: 'Asha Admin',
    target: '',
    targetName: null,
    changes: null,
    ...overrides,
  };
}

describe('AuditLogView', () => {
  it('names people and registrations, shows before → after, and filters by person, action and day', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
    const { api, db, signIn } = fakeStaffApi([]);
    signIn({ _id: fakeId('ravi'), name: 'Ravi Kumar' }, 'ravi-token');
    db.audit.push(
      entry({
        _id: fakeId('e1'),
        action: 'staff-create',
        target: fakeId('ravi'),
        targetName: 'Ravi Kumar',
        at: '2026-11-23T09:00:00.000Z',
      }),
      entry({
        _id: fakeId('e2'),
        action: 'login',
        actor: 'u-ravi@blueprint.local',
        actorId: fakeId('ravi'),
        actorName: 'Ravi Kumar',
        at: '2026-11-24T09:00:00.000Z',
      }),
      entry({
        _id: fakeId('e3'),
        action: 'status-change',
        actorId: fakeId('ravi'),
        actorName: 'Ravi Kumar',
        target: 'r9',
        targetName: 'Zoë Sharma',
        changes: { before: { status: 'new' }, after: { status: 'contacted' } },
      }),
      entry({ _id: fakeId('e4'), action: 'delete', target: 'r8', targetName: 'erased registration' }),
      entry({
        _id: fakeId('e5'),
        action: 'assignment-change',
        target: 'r7',
        targetName: 'Kiran Das',
        changes: { before: { assignee: null }, after: { assignee: 'Ravi Kumar' } },
      }),
      entry({
        _id: fakeId('e6'),
        action: 'follow-up-change',
        target: 'r7',
        targetName: 'Kiran Das',
        changes: { before: { followUpAt: null }, after: { followUpAt: '2026-12-01T04:30:00.000Z' } },
      }),
      entry({
        _id: fakeId('e7'),
        action: 'message-handled',
        target: fakeId('m1'),
        targetName: 'Meera Iyer',
        changes: { before: { handled: false }, after: { handled: true } },
      }),
      entry({
        _id: fakeId('e8'),
        action: 'release-rolled-back',
        target: 'catalog',
        targetName: 'catalog',
        changes: {
          before: { release: '20261127-110000-bbbbbbbbbbbb' },
          after: { release: '20261127-100000-aaaaaaaaaaaa' },
        },
      }),
    );
    renderWithTheme(<AuditLogView />);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const row = (text: string) => within(table).getByText(text).closest('tr')!;
    expect(within(row('Zoë Sharma')).getByText('Status: New → Contacted')).toBeInTheDocument();
    expect(within(row('Zoë Sharma')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(table).getByText('erased registration')).toBeInTheDocument();
    expect(within(row('Added a staff member')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(row('Assigned a registration')).getByText('Assigned to: nobody → Ravi Kumar')).toBeInTheDocument();
    expect(within(row('Set a follow-up date')).getByText(/^Follow-up date: none → .*1/)).toBeInTheDocument();
    expect(within(row('Meera Iyer')).getByText('Message: unread → handled')).toBeInTheDocument();
    expect(within(row('Rolled back a release')).getByText('catalog')).toBeInTheDocument();
    expect(
      within(row('Rolled back a release')).getByText(
        'Live release: 20261127-110000-bbbbbbbbbbbb → 20261127-100000-aaaaaaaaaaaa',
      ),
    ).toBeInTheDocument();
    // Times as people read them, the exact one in datetime; no ISO timestamp or raw id on screen.
    expect(within(row('Zoë Sharma')).getByText((_text, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2026-11-24T10:00:00.000Z',
    );
    expect(table.textContent).not.toMatch(/\d{4}-\d\d-\d\dT|[0-9a-f]{8}-[0-9a-f]{4}-7/);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), 'Ravi Kumar');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.calls('GET /api/audit-log').at(-1)!.query).toMatchObject({ actor: fakeId('ravi'), action: 'login' });
  });

  it('exports what the filters select as CSV, saved under the name the API gives it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
    const { api } = fakeStaffApi([]);
    api.on('GET /api/audit-log/export.csv', {
      status: 200,
      data: 'at,actorName,actor,action,targetName,target,changes\r\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="audit_log_2026-12-07_0930.csv"',
      },
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:audit');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithTheme(<AuditLogView />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Action' }), 'Signed in');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit_log_2026-12-07_0930.csv']));
    expect(api.calls('GET /api/audit-log/export.csv')[0]).toMatchObject({
      query: { action: 'login' },
      responseType: 'blob',
    });
  });
});
