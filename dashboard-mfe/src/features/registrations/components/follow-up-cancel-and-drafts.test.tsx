// Cancel during a save really cancels (and says honestly when the server had already saved), and a session
// that ends mid-note keeps the note and status for after the next sign-in.
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from '../../../pages/dashboard-page';
import { expireSession } from '../../../lib/session';
import { fakeStaffApi } from '../../../testing/fake-server';
import { renderWithTheme } from '../../../testing/render';
import { registration } from '../../../testing/students';
import { normalizeRegistration, type Student } from '../api/normalize-registration';
import { FollowUpDialog } from './follow-up-dialog';

const TOKEN = 'staff-token';

function setUp() {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
  const row = registration({ fullName: 'Asha Rao', email: 'asha@example.com' });
  const server = fakeStaffApi([row], { token: TOKEN });
  return { ...server, row, student: normalizeRegistration(row) as Student };
}

describe('FollowUpDialog: Cancel during a save', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stops the request and says nothing was saved when the server had not saved it', async () => {
    const user = userEvent.setup();
    const { api, student, db } = setUp();
    const reply = deferredReply();
    // The server never gets to store it: the request is cut off on the way.
    api.on('PATCH /api/internships/:id', () => reply.promise);
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderWithTheme(<FollowUpDialog student={student} onClose={onClose} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => reply.release({ status: 200, data: { data: { ...db.registrations[0], status: 'contacted' } } }));

    expect(await within(dialog).findByText('Cancelled: nothing was saved.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // What was typed stays, to save again or leave.
    expect(within(dialog).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    expect(api.calls(`GET /api/internships/${student._id}`)).toHaveLength(1);
  });

  it('says so, and shows it saved, when the server had saved it before Cancel reached it', async () => {
    const user = userEvent.setup();
    const { api, student, db } = setUp();
    const reply = deferredReply();
    api.on('PATCH /api/internships/:id', (request) => {
      Object.assign(db.registrations[0]!, request.body as object);
      return reply.promise;
    });
    const onSaved = jest.fn();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'enrolled');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Paid the fee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => reply.release({ status: 200, data: { data: db.registrations[0] } }));

    expect(await within(dialog).findByText('Too late to cancel: the server had already saved it (Enrolled, “Paid the fee”).')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0][0]).toMatchObject({ _id: student._id, status: 'enrolled', note: 'Paid the fee' });
  });
});

describe('a session that ends mid-note', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the typed note and status, never the token, and offers them again after signing in', async () => {
    const user = userEvent.setup();
    const { api, student, db } = setUp();
    api.on('POST /api/auth/login', { status: 200, data: { token: TOKEN, expiresAt: '2030-01-01T00:00:00.000Z' } });
    renderWithTheme(<DashboardPage />, { url: '/dashboard?view=registrations' });

    await user.click(await screen.findByRole('button', { name: 'Follow up Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await user.paste('Called 7:10pm, call back Friday');

    // The token expires (or is revoked) while the note is being typed.
    act(() => expireSession(TOKEN));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    const kept = Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key)).join('\n');
    expect(kept).toContain('Called 7:10pm, call back Friday');
    expect(kept).not.toContain(TOKEN);

    await user.click(screen.getByLabelText(/^email/i));
    await user.paste('admin@blueprint.local');
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste('blueprint-admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Your session ended while you were following up Asha Rao. What you typed was kept.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen the follow-up' }));
    const again = await screen.findByRole('dialog', { name: 'Follow up: Asha Rao' });
    expect(within(again).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    expect(within(again).getByRole('textbox', { name: /Note/ })).toHaveValue('Called 7:10pm, call back Friday');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`PATCH /api/internships/${student._id}`).at(-1)!.body).toEqual({ status: 'contacted', note: 'Called 7:10pm, call back Friday' });
    expect(db.registrations[0]).toMatchObject({ status: 'contacted', note: 'Called 7:10pm, call back Friday' });
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    // Many steps, each waiting on the fake server: more than the default 5 s on a busy machine.
  }, 20_000);

  it('lets the typed note go when the dialog is closed on purpose', async () => {
    const user = userEvent.setup();
    const { student } = setUp();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Half a thought');
    expect(window.sessionStorage.length).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(window.sessionStorage.length).toBe(0);
  });
});
