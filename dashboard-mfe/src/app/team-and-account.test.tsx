// The Team view and who is signed in, against the contract's /api/auth/me, /api/staff and /api/auth/password
// (the fake server answers as docs/contract.md "Staff accounts" says).
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { fakeId, registration } from '../testing/students';

function renderAs(role: 'admin' | 'staff') {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([registration()]);
  if (role === 'staff') server.db.staff[0]!.role = 'staff';
  renderApp({ url: role === 'admin' ? '/dashboard/team' : '/dashboard' });
  return server;
}

describe('who is signed in, and the Team view', () => {
  it('names the person signed in; a staff member has no Team view', async () => {
    renderAs('staff');
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Asha Admin (Staff)');
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('lets an admin add a staff member, who is listed at once', async () => {
    const user = userEvent.setup();
    const { api, db } = renderAs('admin');
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    expect(await within(table).findByRole('rowheader', { name: 'Asha Admin (you)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ravi@blueprint.local');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(api.calls('POST /api/staff')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), '-and-long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ravi Kumar can now sign in as ravi@blueprint.local.')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(db.staff.find((person) => person.email === 'ravi@blueprint.local')).toMatchObject({
      role: 'staff',
      password: 'short-and-long-enough',
    });
    // Typed key by key (about 50 keys): on a busy machine that alone can pass jest's 5 s.
  }, 20_000);

  it('says plainly why the last admin cannot be deactivated (409), and deactivates anyone else', async () => {
    const user = userEvent.setup();
    const { signIn } = renderAs('admin');
    signIn({ _id: fakeId('ravi'), name: 'Ravi Kumar' }, 'ravi-token');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Asha Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not deactivate Asha Admin: The last active admin cannot be removed',
    );

    await user.click(await screen.findByRole('button', { name: 'Deactivate Ravi Kumar' }));
    expect(await screen.findByText('Ravi Kumar is deactivated: signed out everywhere.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Ravi Kumar' })).toBeInTheDocument();
  });

  it('changes my own password, refusing one under 12 characters before sending it', async () => {
    const user = userEvent.setup();
    const { api, db } = renderAs('staff');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'current-password-1');
    await user.type(within(dialog).getByLabelText('New password'), 'too-short');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('New password'), '-but-now-fine');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions have ended.')).toBeInTheDocument();
    expect(db.staff[0]!.password).toBe('too-short-but-now-fine');
  });

  it('keeps the session when the current password is wrong, and says so on the field', async () => {
    const user = userEvent.setup();
    renderAs('staff');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'not-my-password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-new-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is not right')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBe('staff-token');
  });
});
