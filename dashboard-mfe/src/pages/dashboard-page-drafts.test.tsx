// A session that ends mid-note keeps the note and status, and the page offers them again after the next sign-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expireSession } from '../lib/session';
import { renderWithTheme } from '../testing/render';
import DashboardPage from './dashboard-page';
import { signedInWithAsha, STAFF_TOKEN } from '../testing/signed-in';

describe('a session that ends mid-note', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the typed note and status, never the token, and offers them again after signing in', async () => {
    const user = userEvent.setup();
    const { api, student, db } = signedInWithAsha();
    api.on('POST /api/auth/session', {
      status: 200,
      data: { expiresAt: '2030-01-01T00:00:00.000Z' },
      headers: { 'set-cookie': STAFF_TOKEN },
    });
    renderWithTheme(<DashboardPage />, { url: '/dashboard?view=registrations' });

    await user.click(await screen.findByRole('button', { name: 'Follow up Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await user.paste('Called 7:10pm, call back Friday');

    // The token expires (or is revoked) while the note is being typed.
    act(() => expireSession(STAFF_TOKEN));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    const kept = Object.keys(window.sessionStorage)
      .map((key) => window.sessionStorage.getItem(key))
      .join('\n');
    expect(kept).toContain('Called 7:10pm, call back Friday');
    expect(kept).not.toContain(STAFF_TOKEN);

    await user.click(screen.getByLabelText(/^email/i));
    await user.paste('admin@blueprint.local');
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste('blueprint-admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Your session ended while you were following up Asha Rao. What you typed was kept.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen the follow-up' }));
    const again = await screen.findByRole('dialog', { name: 'Follow up: Asha Rao' });
    expect(within(again).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    expect(within(again).getByRole('textbox', { name: /Note/ })).toHaveValue('Called 7:10pm, call back Friday');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`PATCH /api/internships/${student._id}`).at(-1)!.body).toEqual({
      status: 'contacted',
      note: 'Called 7:10pm, call back Friday',
    });
    expect(db.registrations[0]).toMatchObject({ status: 'contacted', note: 'Called 7:10pm, call back Friday' });
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    // Many steps, each waiting on the fake server: more than the default 5 s on a busy machine.
  }, 20_000);
});
