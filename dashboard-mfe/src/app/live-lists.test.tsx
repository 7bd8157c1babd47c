import type { Registration } from '@blueprint/contract/api/registrations';
// What live events do to the counts and to an open, filtered list (live-updates.ts and the
// registrations view's offers).
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSocket, type FakeSocket } from '../testing/fake-socket-io';
import { fakeStaffApi } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { registration, stats } from '../testing/students';

const TOKEN = 'staff-token';

function renderAt(rows: Registration[], url: string) {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
  const server = fakeStaffApi(rows, { token: TOKEN });
  const view = renderApp({ url, token: TOKEN });
  return { ...server, ...view };
}

async function accept(socket: FakeSocket) {
  await act(async () => {
    socket.serverAccept();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Registrations' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('live updates: a filtered list offers what newly matches', () => {
  it('offers a registration that another dashboard moved into the open status filter, and shows it on request', async () => {
    const user = userEvent.setup();
    const asha = registration({ fullName: 'Asha Rao', status: 'contacted' });
    const ravi = registration({ fullName: 'Ravi Kumar', status: 'new' });
    const { db } = renderAt([asha, ravi], '/dashboard/registrations?status=contacted');
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao']));
    const socket = lastSocket();
    await accept(socket);

    // Another dashboard marks Ravi contacted: the server stores it, then tells every dashboard.
    db.registrations[1]!.status = 'contacted';
    act(() => socket.serverEmit('registrationUpdated', { ...ravi, status: 'contacted', version: ravi.version + 1 }));

    expect(await screen.findByText('1 new matching registration')).toBeInTheDocument();
    // Not slipped into the rows being read.
    expect(rowNames()).toEqual(['Asha Rao']);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar', 'Asha Rao']));
    expect(screen.queryByText(/new matching registration/)).not.toBeInTheDocument();
  });

  it('offers arrivals that match a search, counts several once each, and ignores those that do not match', async () => {
    const user = userEvent.setup();
    const { db } = renderAt([registration({ fullName: 'Meera Shah' })], '/dashboard/registrations?q=meera');
    await waitFor(() => expect(rowNames()).toEqual(['Meera Shah']));
    const socket = lastSocket();
    await accept(socket);

    const first = registration({ fullName: 'Meera Iyer' });
    const second = registration({ fullName: 'Ravi Kumar', email: 'meera.parent@example.com' });
    const other = registration({ fullName: 'Kiran Das' });
    db.registrations.push(first, second, other);
    act(() => {
      for (const row of [first, second, other, first]) socket.serverEmit('internshipRegistered', row);
    });

    expect(await screen.findByText('2 new matching registrations')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Meera Shah']);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar', 'Meera Iyer', 'Meera Shah']));
  });

  it('puts an arrival on top of a list nothing narrows, without an offer', async () => {
    renderAt([registration({ fullName: 'Meera Shah' })], '/dashboard/registrations');
    await waitFor(() => expect(rowNames()).toEqual(['Meera Shah']));
    const socket = lastSocket();
    await accept(socket);
    act(() => socket.serverEmit('internshipRegistered', registration({ fullName: 'Live Arrival' })));
    await waitFor(() => expect(rowNames()).toEqual(['Live Arrival', 'Meera Shah']));
    expect(screen.queryByText(/new matching registration/)).not.toBeInTheDocument();
  });
});

describe('live updates: counts never drift', () => {
  it('reads a count again when a change arrives while it is being read, so the change is neither lost nor counted twice', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
    const rows = [registration({ program: 'Civil' })];
    const server = fakeStaffApi(rows, { token: TOKEN });
    const slow = deferredReply();
    let calls = 0;
    // The second read of the counts (the one on connect) is slow and was answered before the arrival.
    server.api.on('GET /api/internships/stats', () => {
      calls += 1;
      return calls === 2 ? slow.promise : { status: 200, data: stats({ Civil: server.db.registrations.length }) };
    });
    renderApp({ token: TOKEN });
    await waitFor(() => expect(screen.getByTestId('count-Civil')).toHaveTextContent('1'));
    const socket = lastSocket();
    await accept(socket);
    expect(calls).toBe(2);

    const arrived = registration({ program: 'Civil' });
    server.db.registrations.push(arrived);
    act(() => socket.serverEmit('internshipRegistered', arrived));
    // The slow answer was computed before the arrival: 1.
    await act(async () => slow.release({ status: 200, data: stats({ Civil: 1 }) }));
    await waitFor(() => expect(screen.getByTestId('count-Civil')).toHaveTextContent('2'));
    expect(calls).toBe(3);
  });

  it('moves the counts per status on a delete from another dashboard, by the status it last had', async () => {
    const asha = registration({ fullName: 'Asha Rao' });
    const { db } = renderAt([asha, registration()], '/dashboard');
    const socket = lastSocket();
    await accept(socket);
    await waitFor(() => expect(screen.getByTestId('status-count-new')).toHaveTextContent('New: 2'));

    db.registrations[0]!.status = 'enrolled';
    act(() => socket.serverEmit('registrationUpdated', { ...asha, status: 'enrolled', version: asha.version + 1 }));
    await waitFor(() => expect(screen.getByTestId('status-count-enrolled')).toHaveTextContent('Enrolled: 1'));
    expect(screen.getByTestId('status-count-new')).toHaveTextContent('New: 1');

    db.registrations.splice(0, 1);
    act(() => socket.serverEmit('registrationDeleted', { _id: asha._id, program: asha.program }));
    act(() => socket.serverEmit('registrationDeleted', { _id: asha._id, program: asha.program }));
    await waitFor(() => expect(screen.getByTestId('status-count-enrolled')).toHaveTextContent('Enrolled: 0'));
    expect(screen.getByTestId('status-count-new')).toHaveTextContent('New: 1');
    expect(screen.getByTestId('count-IT')).toHaveTextContent('1');
  });
});
