import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveBus, LiveBusContext } from '../../../lib/live-bus';
import { fakeStaffApi, type FakeMessage } from '../../../testing/fake-server';
import { contactMessage as message } from '../../../testing/students';
import { renderWithTheme } from '../../../testing/render';
import { messageKeys, type Unread } from '../api/messages-queries';
import { MessagesInbox } from './messages-inbox';

function renderInbox(messages: FakeMessage[]) {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([]);
  server.db.messages.push(...messages);
  const bus = new LiveBus();
  const { queryClient } = renderWithTheme(
    <LiveBusContext value={bus}>
      <MessagesInbox />
    </LiveBusContext>,
  );
  // The workspace's unread count, as it would have read it.
  queryClient.setQueryData<Unread>(messageKeys.unread, {
    count: messages.filter((entry) => !entry.handled).length,
    capped: false,
  });
  const unreadInvalidated = () => queryClient.getQueryState(messageKeys.unread)?.isInvalidated;
  return { ...server, bus, unreadInvalidated };
}

const senders = () =>
  within(screen.getByRole('table', { name: 'Contact messages, newest first' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('MessagesInbox', () => {
  it('lists the messages newest first and marks one handled, then unread again', async () => {
    const user = userEvent.setup();
    const { api, db, unreadInvalidated } = renderInbox([
      message({ name: 'Older', email: 'old@example.com', message: 'First question' }),
      message({ name: 'Newer', email: 'new@example.com', message: 'Second question' }),
    ]);
    await waitFor(() => expect(senders()).toEqual(['Newernew@example.com', 'Olderold@example.com']));

    await user.click(screen.getByRole('button', { name: 'Mark handled: message from Older' }));
    const row = await screen.findByRole('button', { name: 'Mark unread: message from Older' });
    expect(row.closest('tr')).toHaveTextContent('Handled');
    expect(api.calls(`PATCH /api/contact-messages/${db.messages[0]!._id}`)[0]!.body).toEqual({ handled: true });
    // The count is read again (the workspace shows it: app.test.tsx).
    expect(unreadInvalidated()).toBe(true);

    await user.click(row);
    await screen.findByRole('button', { name: 'Mark handled: message from Older' });
  });

  it('searches and filters on the server, and shows a new message live', async () => {
    const user = userEvent.setup();
    const { api, bus } = renderInbox([
      message({ name: 'Asha', message: 'Fees?' }),
      message({ name: 'Ravi', message: 'Timings?', handled: true }),
    ]);
    await waitFor(() => expect(senders()).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'false');
    await waitFor(() => expect(senders()).toEqual(['Ashameera@example.com']));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'fees');
    await waitFor(() =>
      expect(api.calls('GET /api/contact-messages').at(-1)!.query).toEqual({
        q: 'fees',
        handled: 'false',
        limit: '50',
      }),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await waitFor(() =>
      expect(api.calls('GET /api/contact-messages').at(-1)!.query).toEqual({ handled: 'false', limit: '50' }),
    );
    // The live updates have put it in the lists (app.test.tsx); the inbox says it arrived.
    act(() => bus.emit('contactMessageReceived', message({ name: 'Live Visitor', email: 'live@example.com' })));
    expect(screen.getByText('New message from Live Visitor')).toBeInTheDocument();
  });
});
