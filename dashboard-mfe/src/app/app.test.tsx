import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSocket } from '../testing/fake-socket-io';
import { fakeStaffApi } from '../testing/fake-server';
import { currentLocation, renderApp, searchParams } from '../testing/render';
import { contactMessage, registration } from '../testing/students';

function renderWorkspace(url = '/dashboard') {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([
    registration({ status: 'contacted' }),
    registration({ status: 'enrolled' }),
    registration(),
  ]);
  server.db.messages.push(
    contactMessage({ message: 'Hi' }),
    contactMessage({ message: 'Hi' }),
    contactMessage({ message: 'Hi', handled: true }),
  );
  renderApp({ url });
  return server;
}

/** The server lets the socket in; what the dashboard reads again on connecting settles first. */
async function connected() {
  const socket = lastSocket();
  await act(async () => {
    socket.serverAccept();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return socket;
}

describe('the signed-in dashboard', () => {
  it('shows the unread messages on the dashboard, one more when a message arrives live', async () => {
    const server = renderWorkspace();
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    const socket = await connected();
    // As the server does: the message is stored, then announced (a count read meanwhile holds it).
    const arrived = contactMessage({ name: 'New', email: 'n@example.com', createdAt: '2026-03-02T10:00:00.000Z' });
    server.db.messages.push(arrived);
    act(() => socket.serverEmit('contactMessageReceived', arrived));
    expect(await screen.findByRole('link', { name: 'Messages (3 unread)' })).toBeInTheDocument();
    // Twice is once.
    act(() => socket.serverEmit('contactMessageReceived', arrived));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('link', { name: 'Messages (3 unread)' })).toBeInTheDocument();
  });

  it('keeps the unread count right with contactMessageUpdated from another dashboard, a change seen twice moving it once', async () => {
    const server = renderWorkspace();
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    const socket = await connected();
    const reads = server.api.calls('GET /api/contact-messages/stats').length;
    // Marked handled elsewhere. Never seen here: its old state is unknown, so the count is read once.
    server.db.messages[0]!.handled = true;
    act(() => socket.serverEmit('contactMessageUpdated', { ...server.db.messages[0]! }));
    expect(await screen.findByRole('link', { name: 'Messages (1 unread)' })).toBeInTheDocument();
    expect(server.api.calls('GET /api/contact-messages/stats').length).toBe(reads + 1);
    // The same change again moves nothing; marked unread again moves it back without a read.
    act(() => socket.serverEmit('contactMessageUpdated', { ...server.db.messages[0]! }));
    server.db.messages[0]!.handled = false;
    act(() => socket.serverEmit('contactMessageUpdated', { ...server.db.messages[0]! }));
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    expect(server.api.calls('GET /api/contact-messages/stats').length).toBe(reads + 1);
  });

  it('puts a message arriving live on top of the open inbox, and follows Mark handled in the unread count', async () => {
    const user = userEvent.setup();
    const server = renderWorkspace('/dashboard/messages');
    const table = await screen.findByRole('table', { name: 'Contact messages, newest first' });
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    const socket = await connected();
    const arrived = contactMessage({
      name: 'Live Visitor',
      email: 'live@example.com',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    server.db.messages.push(arrived);
    act(() => socket.serverEmit('contactMessageReceived', arrived));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Live Visitor'));
    expect(await screen.findByRole('link', { name: 'Messages (3 unread)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark handled: message from Live Visitor' }));
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
  });

  it('reads the unread count again when the window is back in focus: a message handled on another dashboard sends no event', async () => {
    const server = renderWorkspace();
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    server.db.messages[0]!.handled = true;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Messages (1 unread)' })).toBeInTheDocument();
  });

  it('shows the counts per follow-up status beside the program counts', async () => {
    renderWorkspace();
    await waitFor(() => expect(screen.getByTestId('status-count-new')).toHaveTextContent('New: 1'));
    expect(screen.getByTestId('status-count-contacted')).toHaveTextContent('Contacted: 1');
    expect(screen.getByTestId('status-count-enrolled')).toHaveTextContent('Enrolled: 1');
    expect(screen.getByTestId('status-count-not-interested')).toHaveTextContent('Not interested: 0');
  });

  it('reads the counts per follow-up status in one request, not by paging through the lists', async () => {
    const { api } = renderWorkspace();
    await waitFor(() => expect(screen.getByTestId('status-count-contacted')).toHaveTextContent('Contacted: 1'));
    expect(api.calls('GET /api/internships/status-counts').length).toBeGreaterThanOrEqual(1);
    expect(api.calls('GET /api/internships').filter((request) => request.query.status)).toEqual([]);
  });

  it('moves the counts per follow-up status with live arrivals, updates and deletes', async () => {
    const server = renderWorkspace();
    const socket = await connected();
    await waitFor(() => expect(screen.getByTestId('status-count-new')).toHaveTextContent('New: 1'));
    const count = (status: string) => screen.getByTestId(`status-count-${status}`);

    // A new registration is new.
    const arrived = registration();
    server.db.registrations.push(arrived);
    act(() => socket.serverEmit('internshipRegistered', arrived));
    await waitFor(() => expect(count('new')).toHaveTextContent('New: 2'));

    // Seen here as new: it moves at once.
    server.db.registrations[3] = { ...arrived, status: 'enrolled' };
    act(() =>
      socket.serverEmit('registrationUpdated', {
        ...arrived,
        status: 'enrolled',
        note: '',
        version: arrived.version + 1,
      }),
    );
    await waitFor(() => expect(count('new')).toHaveTextContent('New: 1'));
    expect(count('enrolled')).toHaveTextContent('Enrolled: 2');

    // Not seen here before: its old status is unknown, so the counts are read again.
    const contacted = server.db.registrations[0]!;
    server.db.registrations[0] = { ...contacted, status: 'not-interested' };
    act(() =>
      socket.serverEmit('registrationUpdated', {
        ...contacted,
        status: 'not-interested',
        note: '',
        version: contacted.version + 1,
      }),
    );
    await waitFor(() => expect(count('not-interested')).toHaveTextContent('Not interested: 1'));
    expect(count('contacted')).toHaveTextContent('Contacted: 0');

    // Erased: out of the status it was in.
    server.db.registrations.splice(3, 1);
    act(() => socket.serverEmit('registrationDeleted', { _id: arrived._id, program: arrived.program }));
    await waitFor(() => expect(count('enrolled')).toHaveTextContent('Enrolled: 1'));
    expect(count('new')).toHaveTextContent('New: 1');
  });

  it('moves between views, each a route with its own address, Back and Forward included', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(currentLocation.pathname).toBe('/dashboard/audit');
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Subscribers' }));
    expect(currentLocation.pathname).toBe('/dashboard/subscribers');
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export subscribers CSV' })).toBeInTheDocument();
    act(() => currentLocation.go(-1));
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    act(() => currentLocation.go(1));
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(currentLocation.pathname).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a shared view address as it is, under /blueprint too', async () => {
    renderWorkspace('/blueprint/dashboard/messages');
    expect(await screen.findByRole('table', { name: 'Contact messages, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/blueprint/dashboard/audit');
  });

  it("replaces an old ?view= link with the view's own address, keeping its other parameters", async () => {
    renderWorkspace('/dashboard?view=registrations&q=asha&status=new');
    await waitFor(() => expect(currentLocation.pathname).toBe('/dashboard/registrations'));
    expect(Object.fromEntries(searchParams())).toEqual({ q: 'asha', status: 'new' });
    expect(await screen.findByRole('searchbox', { name: 'Search name, email or phone' })).toHaveValue('asha');
    // Replaced, not pushed: Back does not return to the old address.
    act(() => currentLocation.go(-1));
    expect(currentLocation.pathname).toBe('/dashboard/registrations');
  });

  it('leads an old audit-log link and an unknown view to where they belong', async () => {
    renderWorkspace('/dashboard?view=audit-log');
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/dashboard/audit');
  });

  it('leads a path no view has to the Overview', async () => {
    renderWorkspace('/dashboard/no-such-view');
    await waitFor(() => expect(currentLocation.pathname).toBe('/dashboard'));
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
});
