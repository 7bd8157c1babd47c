import type { Registration } from '@blueprint/contract/api/registrations';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSocket } from '../testing/fake-socket-io';
import { fakeStaffApi } from '../testing/fake-server';
import { currentLocation, renderApp, searchParams } from '../testing/render';
import { registration } from '../testing/students';

const TOKEN = 'staff-token';

function renderView(rows: Registration[], url = '/dashboard/registrations') {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, TOKEN);
  const server = fakeStaffApi(rows, { token: TOKEN });
  const view = renderApp({ url, token: TOKEN });
  return { ...server, ...view };
}

const table = () => screen.getByRole('table', { name: 'Registrations' });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const listCalls = (api: ReturnType<typeof fakeStaffApi>['api']) =>
  api.calls('GET /api/internships').filter((call) => call.query.limit === '50');

describe('RegistrationsView: search and filters', () => {
  it('searches on the server once typing pauses, and keeps every filter in the URL', async () => {
    const user = userEvent.setup();
    const { api } = renderView([
      registration({ fullName: 'Asha Rao', program: 'Civil', createdAt: '2026-03-02T10:00:00.000Z' }),
      registration({ fullName: 'Ravi Kumar', program: 'IT', createdAt: '2026-03-05T10:00:00.000Z' }),
      registration({ fullName: 'Asha Menon', program: 'IT', createdAt: '2026-03-09T10:00:00.000Z' }),
    ]);
    expect(screen.getByRole('link', { name: 'Registrations' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(rowNames()).toEqual(['Asha Menon', 'Ravi Kumar', 'Asha Rao']));
    const before = listCalls(api).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search name, email or phone' }), 'asha');
    // One request for the word, not one per key.
    await waitFor(() => expect(rowNames()).toEqual(['Asha Menon', 'Asha Rao']));
    expect(listCalls(api).length).toBe(before + 1);
    expect(listCalls(api).at(-1)!.query).toEqual({ q: 'asha', limit: '50' });
    expect(searchParams().get('q')).toBe('asha');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'IT');
    await waitFor(() => expect(rowNames()).toEqual(['Asha Menon']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'oldest');
    fireInput(screen.getByLabelText('From'), '2026-03-01');
    fireInput(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.query).toEqual({
        q: 'asha',
        program: 'IT',
        sort: 'oldest',
        from: '2026-03-01',
        to: '2026-03-31',
        limit: '50',
      }),
    );
    expect(currentLocation.pathname).toBe('/dashboard/registrations');
    expect(Object.fromEntries(searchParams())).toEqual({
      q: 'asha',
      program: 'IT',
      sort: 'oldest',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('opens on the filters a shared link names, and says when nothing matches', async () => {
    const { api } = renderView(
      [registration({ fullName: 'Asha Rao', program: 'Civil' })],
      '/dashboard/registrations?program=IT&status=enrolled',
    );
    expect(await screen.findByText('No registrations match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('IT');
    expect(screen.getByRole('combobox', { name: 'Follow-up' })).toHaveValue('enrolled');
    expect(listCalls(api)[0]!.query).toEqual({ program: 'IT', status: 'enrolled', limit: '50' });
  });

  it('shows an error with Retry, and loads more pages through the cursor', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const rows = Array.from({ length: 60 }, (_, index) => registration({ fullName: `Student ${index}` }));
    const { api } = renderView(rows);
    let fail = true;
    api.on('GET /api/internships', (request) =>
      fail && request.query.limit === '50'
        ? { status: 500, data: { message: 'Database unavailable' } }
        : { status: 200, data: pageOf(rows, request.query) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the registrations: Database unavailable',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowNames()).toHaveLength(50));
    expect(screen.getByText('Showing the first 50 registrations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowNames()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says an answer it cannot read could not be read, with Retry, instead of showing a broken row', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const rows = [registration({ fullName: 'Asha Rao' })];
    const { api } = renderView(rows);
    let broken = true;
    // An answer that leaves the contract: a row without a field the schema requires.
    api.on('GET /api/internships', (request) => {
      const page = pageOf(rows, request.query);
      return {
        status: 200,
        data: broken ? { ...page, data: page.data.map(({ version: _version, ...row }) => row) } : page,
      };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the registrations: The server’s answer could not be read. Try again, or reload the page.',
    );
    expect(screen.queryByRole('rowheader', { name: 'Asha Rao' })).not.toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao']));
  });
});

describe('RegistrationsView: follow-up, erasure and export', () => {
  it('saves a status and note; the row and the counts per status follow', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView([registration({ fullName: 'Asha Rao' }), registration({ fullName: 'Ravi Kumar' })]);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(screen.getByTestId('status-count-new')).toHaveTextContent('2'));
    await user.click(screen.getByRole('link', { name: 'Registrations' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Follow up Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Called, will visit Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`PATCH /api/internships/${db.registrations[0]!._id}`)[0]!.body).toEqual({
      status: 'contacted',
      note: 'Called, will visit Monday',
    });
    const row = screen.getByRole('rowheader', { name: 'Asha Rao' }).closest('tr')!;
    expect(row).toHaveTextContent('Contacted');
    expect(row).toHaveTextContent('Called, will visit Monday');
    // Confirmed where everyone sees it, and announced: no undo for a save that added a note.
    const notice = screen.getByTestId('save-notice');
    expect(notice).toBeVisible();
    expect(notice).toHaveTextContent('Saved: Asha Rao is Contacted');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(within(notice).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByTestId('status-count-new')).toHaveTextContent('1');
    expect(screen.getByTestId('status-count-contacted')).toHaveTextContent('1');
  });

  it('offers Undo after a status change, which sets the status back on the saved version', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView([registration({ fullName: 'Asha Rao' })]);
    await waitFor(() => expect(rowNames()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Follow up Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'enrolled');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByTestId('save-notice');
    expect(notice).toHaveTextContent('Saved: Asha Rao is Enrolled');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByTestId('save-notice')).toHaveTextContent('Undone.'));
    const patches = api.calls(`PATCH /api/internships/${db.registrations[0]!._id}`);
    expect(patches.at(-1)!.body).toEqual({ status: 'new' });
    expect(screen.getByRole('rowheader', { name: 'Asha Rao' }).closest('tr')!).toHaveTextContent('New');
  });

  it("shows another dashboard's change live (registrationUpdated), in the row and the counts", async () => {
    const rows = [registration({ fullName: 'Asha Rao' })];
    renderView(rows);
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao']));
    const socket = lastSocket();
    await accept(socket);
    act(() =>
      socket.serverEmit('registrationUpdated', {
        ...rows[0]!,
        status: 'enrolled',
        note: 'Paid',
        version: rows[0]!.version + 1,
      }),
    );
    const row = screen.getByRole('rowheader', { name: 'Asha Rao' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Enrolled'));
    expect(row).toHaveTextContent('Paid');
  });

  it('deletes only after a confirmation that names the person; the row and the count go', async () => {
    const user = userEvent.setup();
    const rows = [
      registration({ fullName: 'Asha Rao', email: 'asha@example.com', program: 'Civil' }),
      registration({ fullName: 'Ravi Kumar', program: 'Civil' }),
    ];
    const { api } = renderView(rows);
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete registration' });
    expect(dialog).toHaveTextContent('Delete the registration of Asha Rao (asha@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /api/internships/${rows[0]!._id}`)).toHaveLength(0);
    expect(rowNames()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete registration' })).getByRole('button', {
        name: 'Delete Asha Rao',
      }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar']));
    expect(api.calls(`DELETE /api/internships/${rows[0]!._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search name, email or phone' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByTestId('count-Civil')).toHaveTextContent('1');
  });

  it('drops a registration erased on another dashboard (registrationDeleted)', async () => {
    const rows = [
      registration({ fullName: 'Asha Rao', program: 'IT' }),
      registration({ fullName: 'Ravi Kumar', program: 'IT' }),
    ];
    renderView(rows);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const socket = lastSocket();
    await accept(socket);
    act(() => socket.serverEmit('registrationDeleted', { _id: rows[0]!._id, program: 'IT' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar']));
    expect(screen.getByText('A IT registration was deleted')).toBeInTheDocument();
  });

  it('exports exactly the filtered set with the workspace columns, saved under the name the API gives it', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = renderView(
      [registration({ fullName: 'Asha Rao', program: 'IT' })],
      '/dashboard/registrations?q=asha&program=IT&from=2026-01-01&sort=oldest',
    );
    await waitFor(() => expect(rowNames()).toEqual(['Asha Rao']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The fake API names it as Content-Disposition says (what it holds and when).
    await waitFor(() => expect(saved).toEqual(['registrations-workspace-2026-11-25.csv']));
    expect(api.calls('GET /api/internships/export.csv')[0]).toMatchObject({
      query: { q: 'asha', program: 'IT', from: '2026-01-01', sort: 'oldest', fields: 'workspace' },
      authorization: `Bearer ${TOKEN}`,
      responseType: 'blob',
    });
  });
});

/** The server lets the socket in; the refetch on connect settles before the test goes on. */
async function accept(socket: ReturnType<typeof lastSocket>) {
  await act(async () => {
    socket.serverAccept();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A date input takes its value whole, as a browser's date picker gives it. */
function fireInput(input: HTMLElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function pageOf(rows: Registration[], query: Record<string, string>) {
  const limit = Number(query.limit);
  const ordered = [...rows].reverse();
  const start = query.cursor ? ordered.findIndex((row) => row._id === query.cursor) + 1 : 0;
  const data = ordered.slice(start, start + limit);
  return { data, nextCursor: start + limit < ordered.length ? data.at(-1)!._id : null };
}
