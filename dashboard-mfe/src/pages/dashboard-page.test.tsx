import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_EXPIRED } from '../features/auth/components/login-form';
import { lastSocket } from '../testing/fake-socket-io';
import { fakeStaffApi } from '../testing/fake-server';
import { renderWithTheme } from '../testing/render';
import { registrations } from '../testing/students';
import DashboardPage from './dashboard-page';
import { sessionMarker } from '../lib/session';

const TOKEN = 'staff-token';
const stored = () => window.localStorage.getItem(STORAGE_KEYS.dashboardToken);

/** A JWT-shaped token whose `exp` is `seconds` from now (the signature is the server's business). */
/** The marker of a session ending `seconds` from now. */
const markerEndingIn = (seconds: number) => sessionMarker(new Date(Date.now() + seconds * 1000).toISOString());

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^email/i), 'admin@blueprint.local');
  await user.type(screen.getByLabelText(/^password/i), 'blueprint-admin');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('DashboardPage', () => {
  it('shows the login form without a session, and the dashboard once the server starts one', async () => {
    const { api } = fakeStaffApi(registrations(2, 'IT'), { token: TOKEN });
    api.on('POST /api/auth/session', {
      status: 200,
      data: { expiresAt: '2030-01-01T00:00:00.000Z' },
      headers: { 'set-cookie': TOKEN },
    });
    const user = userEvent.setup();
    renderWithTheme(<DashboardPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Program Registration Dashboard')).not.toBeInTheDocument();
    expect(api.calls('GET /api/internships/stats')).toHaveLength(0);

    await signIn(user);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Program Registration Dashboard' });
    expect(heading).toHaveFocus();
    // The marker says when the session ends; the credential stays in the cookie, out of scripts' reach.
    expect(stored()).toBe('session-until:2030-01-01T00:00:00.000Z');
    await waitFor(() => expect(screen.getByTestId('count-IT')).toHaveTextContent('2'));
    expect(document.title).toMatch(/^Program Registration Dashboard/);
  });

  it('returns to the login form with a notice when a call answers 401 (expired or revoked token)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'revoked-token');
    fakeStaffApi(registrations(2, 'IT'), { token: TOKEN });
    renderWithTheme(<DashboardPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
    expect(stored()).toBeNull();
    // Nothing of the dashboard is left on screen.
    expect(screen.queryByText(/Member\(s\) Registered/)).not.toBeInTheDocument();
  });

  it('returns to the login form when the live channel refuses the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
    fakeStaffApi([], { token: TOKEN });
    renderWithTheme(<DashboardPage />);
    await screen.findByText(/registrations in all/);

    act(() => lastSocket().serverRefuse('unauthorized'));

    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
  });

  it("signs out by itself when the session's own expiry time has passed", async () => {
    const token = markerEndingIn(-5);
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, token);
    fakeStaffApi([], { token });
    renderWithTheme(<DashboardPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
    expect(stored()).toBeNull();
  });

  it('logs out: revokes the token on the server, forgets it, closes the socket, shows the login form', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
    const { api } = fakeStaffApi(registrations(1, 'Civil'), { token: TOKEN });
    api.on('POST /api/auth/logout', (request) =>
      request.authorization === `Bearer ${TOKEN}`
        ? { status: 204 }
        : { status: 401, data: { message: 'Unauthorized' } },
    );
    const user = userEvent.setup();
    renderWithTheme(<DashboardPage />);
    await screen.findByText(/registrations in all/);
    const socket = lastSocket();
    act(() => socket.serverAccept());

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(socket.disconnectCalls).toBe(1);
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
    expect(api.calls('POST /api/auth/logout')[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('follows a sign-out in another tab', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
    fakeStaffApi([], { token: TOKEN });
    renderWithTheme(<DashboardPage />);
    await screen.findByText(/registrations in all/);

    act(() => {
      window.localStorage.removeItem(STORAGE_KEYS.dashboardToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.dashboardToken }));
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  });
});
