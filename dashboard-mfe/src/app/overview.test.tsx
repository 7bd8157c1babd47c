import type { Registration } from '@blueprint/contract/api/registrations';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSocket, sockets, type FakeSocket } from '../testing/fake-socket-io';
import { fakeStaffApi } from '../testing/fake-server';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { type MockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { TEST_API_URL } from '../testing/setup-tests';
import { registration, registrations } from '../testing/students';
import { EMPTY_LIST_TEXT } from '../features/registrations/components/program-list-dialog';

const TOKEN = 'staff-token';

/** A record with every field name capitalised (`FullName`), as the spec's dashboard also reads them. */
const capitalised = (record: Registration) =>
  Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name.startsWith('_') ? name : name[0]!.toUpperCase() + name.slice(1),
      value,
    ]),
  );

function renderDashboard(rows: Registration[], prepare?: (api: MockApi) => void) {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
  const server = fakeStaffApi(rows, { token: TOKEN });
  prepare?.(server.api);
  const onLogout = jest.fn();
  const view = renderApp({ token: TOKEN, onLogout });
  return { ...server, ...view, onLogout };
}

/** Rendered, with the first counts on screen. */
async function renderLoaded(rows: Registration[]) {
  const rendered = renderDashboard(rows);
  await screen.findByText(/registrations in all/);
  return rendered;
}

/** The server lets the socket in; the dashboard's refetch on connect settles before the test goes on. */
async function accept(socket: FakeSocket) {
  await act(async () => {
    socket.serverAccept();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(blob);
  });
}

const listCalls = (api: MockApi, program: string) =>
  api.calls('GET /api/internships').filter((call) => call.query.program === program);

const card = (program: string) => screen.getByRole('button', { name: new RegExp(`^${program}\\b`) });
const countOf = (program: string) => screen.getByTestId(`count-${program}`);

async function openList(user: ReturnType<typeof userEvent.setup>, program: string) {
  await user.click(card(program));
  return screen.findByRole('dialog', { name: `${program} Students` });
}

describe('The Overview: counts', () => {
  it('shows each program in a card with its count and Member(s) Registered, from one stats call', async () => {
    const { api } = renderDashboard([
      ...registrations(3, 'IT'),
      ...registrations(2, 'Civil'),
      ...registrations(1, 'Mechanical'),
      ...registrations(1, 'Other'),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeInTheDocument();
    expect(countOf('IT')).toHaveTextContent('…');
    await waitFor(() => expect(countOf('IT')).toHaveTextContent('3'));
    expect(countOf('Civil')).toHaveTextContent('2');
    expect(countOf('Mechanical')).toHaveTextContent('1');
    expect(countOf('Other')).toHaveTextContent('1');
    expect(card('IT')).toHaveTextContent('Member(s) Registered');
    expect(screen.getByText(/7 registrations in all/)).toBeInTheDocument();

    const calls = api.calls('GET /api/internships/stats');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]).toMatchObject({ authorization: `Bearer ${TOKEN}`, baseURL: TEST_API_URL });
    // The counts never download the registrations: lists come a page at a time (each program's first page is
    // fetched alongside, so its card opens on rows).
    for (const call of api.calls('GET /api/internships'))
      expect(call.query).toEqual({ program: expect.any(String) as unknown, limit: '100' });
  });

  it('shows percent bars that follow the counts', async () => {
    await renderLoaded([...registrations(2, 'IT'), ...registrations(1, 'Civil')]);
    const section = screen.getByRole('region', { name: 'Program Distribution' });
    await waitFor(() => expect(within(section).getByText('67% (2)')).toBeInTheDocument());
    expect(within(section).getByText('33% (1)')).toBeInTheDocument();
  });

  it('says when the counts cannot be loaded, shows zeros, and tries again on request', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    renderDashboard(registrations(4, 'Civil'), (api) =>
      api.on('GET /api/internships/stats', () =>
        fail
          ? { status: 500, data: { message: 'Database unavailable' } }
          : { status: 200, data: [{ _id: 'Civil', count: 4 }] },
      ),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the counts: Database unavailable');
    expect(countOf('Civil')).toHaveTextContent('0');
    expect(error).toHaveBeenCalled();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(countOf('Civil')).toHaveTextContent('4'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('The Overview: program list', () => {
  it('says when a program has no students yet', async () => {
    const user = userEvent.setup();
    await renderLoaded(registrations(2, 'IT'));
    const dialog = await openList(user, 'Mechanical');
    expect(await within(dialog).findByText(EMPTY_LIST_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists one student by name with a View button', async () => {
    const user = userEvent.setup();
    const { api } = await renderLoaded([
      registration({ program: 'Civil', fullName: 'Asha Rao' }),
      ...registrations(2, 'IT'),
    ]);
    // Fetched alongside the counts: the dialog opens on rows.
    await waitFor(() => expect(listCalls(api, 'Civil')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.click(card('Civil'));
    const dialog = screen.getByRole('dialog', { name: 'Civil Students' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 student');

    const list = await within(dialog).findByRole('list', { name: 'Civil students' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Asha Rao');
    expect(within(items[0]!).getByRole('button', { name: 'View Asha Rao' })).toHaveTextContent('View');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 student');
    expect(listCalls(api, 'Civil')).toHaveLength(1);
    expect(listCalls(api, 'Civil')[0]).toMatchObject({
      query: { program: 'Civil', limit: '100' },
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('renders only the rows in view of many, newest first, and loads the next page as the list scrolls', async () => {
    const user = userEvent.setup();
    const rows = registrations(250, 'IT');
    const { api } = await renderLoaded(rows);
    const dialog = await openList(user, 'IT');
    const list = await within(dialog).findByRole('list', { name: 'IT students' });

    const items = within(list).getAllByRole('listitem');
    // 370px of 60px rows plus a few either side: far fewer than the 100 loaded.
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveTextContent(rows.at(-1)!.fullName);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '250');
    expect(listCalls(api, 'IT')).toHaveLength(1);

    const scroller = list.parentElement!;
    expect(scroller).toHaveStyle({ maxHeight: '370px', overflowY: 'auto' });
    act(() => {
      scroller.scrollTop = 99 * 60 - 370;
      fireEvent.scroll(scroller);
    });

    await waitFor(() => expect(listCalls(api, 'IT')).toHaveLength(2));
    expect(listCalls(api, 'IT')[1]!.query).toMatchObject({ program: 'IT', limit: '100', cursor: rows[150]!._id });
    act(() => {
      scroller.scrollTop = 140 * 60;
      fireEvent.scroll(scroller);
    });
    expect(await within(list).findByText(rows[250 - 141]!.fullName)).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded, and loads it on request', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reply = deferredReply();
    const student = registration({ program: 'IT', fullName: 'Second Try' });
    let failing = true;
    renderDashboard([student], (api) =>
      api.on('GET /api/internships', () =>
        failing ? reply.promise : { status: 200, data: { data: [student], nextCursor: null } },
      ),
    );
    await screen.findByText(/registrations in all/);
    const dialog = await openList(user, 'IT');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading IT students…');

    await act(async () => reply.release('network-error'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load the students');
    expect(within(dialog).queryByText(EMPTY_LIST_TEXT)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Second Try')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('The Overview: student details', () => {
  const student = registration({
    program: 'Civil',
    fullName: '<img src=x onerror=alert(1)>',
    email: 'asha@example.com',
    phone: '9845012345',
    qualification: 'B.E.',
    college: 'BMS <b>College</b>',
    graduationYear: 2026,
    message: 'Weekend batch please',
    createdAt: '2026-03-01T10:15:00.000Z',
  });

  it('shows every field as text, the time in the institute time zone, over the list', async () => {
    const user = userEvent.setup();
    await renderLoaded([student]);
    const listDialog = await openList(user, 'Civil');
    await user.click(await within(listDialog).findByRole('button', { name: `View ${student.fullName}` }));

    const details = screen.getByRole('dialog', { name: 'Student Details' });
    const text = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(text('Name')).toBe('<img src=x onerror=alert(1)>');
    expect(text('Email')).toBe('asha@example.com');
    expect(text('Phone')).toBe('9845012345');
    expect(text('Qualification')).toBe('B.E.');
    expect(text('College')).toBe('BMS <b>College</b>');
    expect(text('Graduation Year')).toBe('2026');
    expect(text('Registered At')).toBe(
      // In the institute's time zone (the API's default until /api/auth/me says), wherever the reader is.
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
        new Date(student.createdAt),
      ),
    );
    expect(text('Message')).toBe('Weekend batch please');
    // Markup in a value is never markup on the page.
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('leaves Message out when there is none', async () => {
    const user = userEvent.setup();
    await renderLoaded([registration({ program: 'IT', fullName: 'Ravi', message: '' })]);
    const listDialog = await openList(user, 'IT');
    await user.click(await within(listDialog).findByRole('button', { name: 'View Ravi' }));
    const details = screen.getByRole('dialog', { name: 'Student Details' });
    expect(within(details).queryByText('Message')).not.toBeInTheDocument();
  });

  it('closes the top dialog only on Escape, and gives focus back to what opened each', async () => {
    const user = userEvent.setup();
    await renderLoaded([registration({ program: 'IT', fullName: 'Ravi' })]);
    const listDialog = await openList(user, 'IT');
    const view = await within(listDialog).findByRole('button', { name: 'View Ravi' });
    await user.click(view);
    expect(screen.getByRole('dialog', { name: 'Student Details' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Student Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'IT Students' })).toBeInTheDocument();
    expect(view).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('IT')).toHaveFocus();
  });

  it('closes on a click outside and on the close button; keeps Tab inside', async () => {
    const user = userEvent.setup();
    await renderLoaded([registration({ program: 'IT', fullName: 'Ravi' })]);
    const listDialog = await openList(user, 'IT');
    await user.click(await within(listDialog).findByRole('button', { name: 'View Ravi' }));
    const details = screen.getByRole('dialog', { name: 'Student Details' });

    // The details dialog's controls are its close button, the phone number (tap to call) and the way to the
    // student panel: Tab goes round them.
    const close = within(details).getByRole('button', { name: 'Close' });
    const call = within(details).getByRole('link', { name: '9876543210' });
    const panel = within(details).getByRole('button', { name: 'History and actions' });
    expect(call).toHaveAttribute('href', 'tel:9876543210');
    const seen = new Set<Element | null>();
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      seen.add(document.activeElement);
    }
    expect(seen).toEqual(new Set([close, call, panel]));

    // A click on the backdrop around the details closes them, not the list under it.
    const backdrops = screen.getAllByTestId('dialog-backdrop');
    await user.click(backdrops.at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Student Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'IT Students' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('dialog', { name: 'IT Students' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('The Overview: CSV', () => {
  it("downloads the server's export with the token and saves it as <program>_students.csv", async () => {
    const user = userEvent.setup();
    const { api } = await renderLoaded(registrations(2, 'Civil'));
    const csv = 'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message\r\n';
    const reply = deferredReply();
    api.on('GET /api/internships/export.csv', () => reply.promise);
    const saved: Array<{ name: string; href: string }> = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv-1';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });

    const dialog = await openList(user, 'Civil');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    const pending = within(dialog).getByRole('button', { name: 'Preparing CSV…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(api.calls('GET /api/internships/export.csv')).toHaveLength(1);
    reply.release({ status: 200, data: csv, headers: { 'content-type': 'text/csv' } });

    await waitFor(() => expect(saved).toEqual([{ name: 'civil_students.csv', href: 'blob:csv-1' }]));
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('aria-busy', 'true');
    expect(await readText(blobs[0]!)).toBe(csv);
    expect(api.calls('GET /api/internships/export.csv')[0]).toMatchObject({
      query: { program: 'Civil' },
      authorization: `Bearer ${TOKEN}`,
      responseType: 'blob',
    });
  });

  it('says when the download fails', async () => {
    const user = userEvent.setup();
    const { api } = await renderLoaded(registrations(1, 'IT'));
    api.on('GET /api/internships/export.csv', { status: 500, data: 'oops' });
    const dialog = await openList(user, 'IT');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The CSV could not be downloaded');
  });
});

describe('The Overview: live updates', () => {
  it('connects to the API origin with the session cookie and shows the connection state', async () => {
    await renderLoaded([]);
    const socket = lastSocket();
    expect(socket.url).toBe(TEST_API_URL);
    // The handshake carries the session cookie, never a token.
    expect(socket.options).toMatchObject({ withCredentials: true, timeout: 20_000 });
    expect(socket.options).not.toHaveProperty('auth');
    expect(screen.getByText('Connecting to live updates…')).toBeInTheDocument();
    await accept(socket);
    expect(screen.getByText('Live updates on')).toBeInTheDocument();
  });

  it('puts a new registration on top of its list and raises its count, once', async () => {
    const user = userEvent.setup();
    const rows = registrations(3, 'IT');
    await renderLoaded(rows);
    const socket = lastSocket();
    await accept(socket);
    await waitFor(() => expect(countOf('IT')).toHaveTextContent('3'));
    const dialog = await openList(user, 'IT');
    await within(dialog).findByText(rows[2]!.fullName);

    // Capitalised fields, as older clients sent them (docs/spec-notes.md#entities).
    const payload = capitalised(
      registration({
        fullName: 'Live Student',
        email: 'live@example.com',
        program: 'IT',
        createdAt: new Date().toISOString(),
      }),
    );
    act(() => socket.serverSend('internshipRegistered', payload));
    act(() => socket.serverSend('internshipRegistered', payload));

    await waitFor(() =>
      expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent('Live Student'),
    );
    expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(countOf('IT')).toHaveTextContent('4');
    expect(screen.getByText('New IT registration: Live Student')).toBeInTheDocument();
  });

  it('reads the counts again on an event it cannot read, and shows nothing of it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = await renderLoaded(registrations(1, 'Mechanical'));
    const socket = lastSocket();
    await accept(socket);
    await waitFor(() => expect(countOf('Mechanical')).toHaveTextContent('1'));
    const reads = api.calls('GET /api/internships/stats').length;
    // Not the contract's registration: fields missing.
    act(() =>
      socket.serverSend('internshipRegistered', {
        _id: registration()._id,
        fullName: 'Half A Record',
        program: 'Mechanical',
      }),
    );
    await waitFor(() => expect(api.calls('GET /api/internships/stats').length).toBe(reads + 1));
    expect(countOf('Mechanical')).toHaveTextContent('1');
    expect(screen.queryByText(/Half A Record/)).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('internshipRegistered event could not be read'),
      expect.anything(),
    );
  });

  it('counts a registration for a program whose list was never opened', async () => {
    await renderLoaded(registrations(1, 'Mechanical'));
    const socket = lastSocket();
    await accept(socket);
    await waitFor(() => expect(countOf('Mechanical')).toHaveTextContent('1'));
    act(() => socket.serverEmit('internshipRegistered', registration({ program: 'Mechanical' })));
    await waitFor(() => expect(countOf('Mechanical')).toHaveTextContent('2'));
  });

  it('after a reconnect, fetches again what arrived while disconnected', async () => {
    const user = userEvent.setup();
    const { api, db } = await renderLoaded(registrations(2, 'Civil'));
    const socket = lastSocket();
    await accept(socket);
    await waitFor(() => expect(countOf('Civil')).toHaveTextContent('2'));
    const dialog = await openList(user, 'Civil');
    await within(dialog).findAllByRole('listitem');

    act(() => socket.serverDrop());
    expect(screen.getByText('Connection lost, reconnecting…')).toBeInTheDocument();
    const missed = registration({ program: 'Civil', fullName: 'Missed While Offline' });
    db.registrations.push(missed);
    const statsCalls = api.calls('GET /api/internships/stats').length;

    await accept(socket);

    await waitFor(() => expect(countOf('Civil')).toHaveTextContent('3'));
    expect(api.calls('GET /api/internships/stats').length).toBe(statsCalls + 1);
    const items = await within(dialog).findAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('Missed While Offline'));
    expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('closes the connection when the dashboard goes away', async () => {
    const { unmount } = await renderLoaded([]);
    const socket = lastSocket();
    await accept(socket);
    unmount();
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.listenerCount('internshipRegistered')).toBe(0);
    expect(sockets).toHaveLength(1);
  });

  it('ends the session when the server refuses the token', async () => {
    await renderLoaded([]);
    act(() => lastSocket().serverRefuse('unauthorized'));
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBeNull();
  });

  it('offers Reconnect when the connection gives up for another reason', async () => {
    const user = userEvent.setup();
    await renderLoaded([]);
    const socket = lastSocket();
    act(() => socket.serverRefuse('server full'));
    expect(screen.getByText('Live updates offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connectCalls).toBe(1);
    await accept(socket);
    expect(screen.getByText('Live updates on')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBe(TOKEN);
  });
});
