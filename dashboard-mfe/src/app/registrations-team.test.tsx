import type { Registration } from '@blueprint/contract/api/registrations';
// The registrations view as a team works it: My registrations and Overdue, assignment and follow-up dates in
// the list, the duplicate marker, bulk changes, and the student panel (docs/contract.md "Registrations as a
// team", answered by the fake API).
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_ADMIN, fakeStaffApi } from '../testing/fake-server';
import { renderApp, searchParams } from '../testing/render';
import { contactMessage, fakeId, registration } from '../testing/students';

const TOKEN = 'staff-token';
const me = { _id: FAKE_ADMIN._id, name: FAKE_ADMIN.name };
const ravi = { _id: fakeId('ravi'), name: 'Ravi Kumar' };

function renderView(rows: Registration[], url = '/dashboard/registrations') {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
  const server = fakeStaffApi(rows, { token: TOKEN });
  server.signIn(ravi, 'ravi-token');
  renderApp({ url, token: TOKEN });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Registrations' });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

describe('RegistrationsView: assignment, follow-up dates and bulk changes', () => {
  it('shows My registrations (assignee=me, by next follow-up), who each is assigned to, and marks the overdue', async () => {
    const user = userEvent.setup();
    const { api } = renderView([
      registration({ fullName: 'Asha Rao', assignee: me, followUpAt: '2026-01-05T18:30:00.000Z' }),
      registration({ fullName: 'Ravi Menon', assignee: ravi, followUpAt: null }),
      registration({ fullName: 'Meera Das', assignee: me, followUpAt: '2099-01-05T18:30:00.000Z' }),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Meera Das', 'Ravi Menon', 'Asha Rao']));
    expect(within(rowOf('Ravi Menon')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('(overdue)')).toBeInTheDocument();
    expect(within(rowOf('Meera Das')).queryByText('(overdue)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'My registrations' }));
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao', 'Meera Das']));
    expect(searchParams().get('assignee')).toBe('me');
    expect(api.calls('GET /api/internships').at(-1)!.query).toMatchObject({ assignee: 'me', sort: 'followUp' });

    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao']));
    expect(api.calls('GET /api/internships').at(-1)!.query).toMatchObject({
      assignee: 'me',
      due: 'overdue',
      sort: 'followUp',
    });
  });

  it('changes the status and assignee of the selected rows at once, with a clear count and result', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView([
      registration({ fullName: 'Asha Rao' }),
      registration({ fullName: 'Ravi Menon' }),
      registration({ fullName: 'Meera Das' }),
    ]);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Das' }));
    const bar = screen.getByRole('region', { name: 'Change the selected registrations' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'contacted');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), 'Ravi Kumar');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2' }));

    expect(await screen.findByText('Updated 2 of 2 selected registrations.')).toBeInTheDocument();
    const [call] = api.calls('POST /api/internships/bulk');
    expect(call!.body).toEqual({
      ids: [db.registrations[0]!._id, db.registrations[2]!._id],
      status: 'contacted',
      assigneeId: fakeId('ravi'),
    });
    expect(db.registrations.map((row) => row.assignee?.name ?? null)).toEqual(['Ravi Kumar', null, 'Ravi Kumar']);
    // The selection is done with.
    expect(screen.queryByRole('region', { name: 'Change the selected registrations' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).not.toBeChecked();
  });
});

describe('the student panel', () => {
  it('shows every field, call / WhatsApp / email links, the person’s messages by email, the history and the actions', async () => {
    const user = userEvent.setup();
    const other = registration({ fullName: 'Asha R.', phone: '9876501234' });
    const asha = registration({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876501234',
      college: 'BMS College',
      message: 'Weekend batch',
      duplicates: [other._id],
    });
    const { db, record } = renderView([other, asha]);
    const base = { name: 'Asha', service: 'Internship' };
    db.messages.push(
      contactMessage({ ...base, email: 'asha@example.com', message: 'Is there a weekend batch?' }),
      contactMessage({ ...base, email: 'someone@example.com', message: 'Mentions asha@example.com' }),
    );
    record(asha._id, undefined, { kind: 'created' });
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    expect(within(rowOf('Asha Rao')).getByText('Same phone as another registration')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Asha Rao' }));
    const panel = screen.getByRole('dialog', { name: 'Student panel' });
    expect(within(panel).getByText('BMS College')).toBeInTheDocument();
    expect(within(panel).getByText('Weekend batch')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call Asha Rao, 9876501234' })).toHaveAttribute(
      'href',
      'tel:9876501234',
    );
    expect(within(panel).getByRole('link', { name: 'WhatsApp Asha Rao (opens WhatsApp)' })).toHaveAttribute(
      'href',
      'https://wa.me/919876501234',
    );
    expect(within(panel).getByRole('link', { name: 'Email Asha Rao, asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    // Only the messages from that address, not every one that mentions it.
    expect(await within(panel).findByText('Is there a weekend batch?')).toBeInTheDocument();
    expect(within(panel).queryByText('Mentions asha@example.com')).not.toBeInTheDocument();
    expect(await within(panel).findByText('Registered')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Follow up' }));
    expect(screen.getByRole('dialog', { name: 'Follow up: Asha Rao' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Follow up: Asha Rao' })).getByRole('button', { name: 'Cancel' }),
    );

    // The duplicate's link opens the other registration.
    await user.click(within(panel).getByRole('button', { name: 'Open the other registration' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Student panel' })).findByRole('heading', { name: 'Asha R.' }),
    ).toBeInTheDocument();
  });
});
