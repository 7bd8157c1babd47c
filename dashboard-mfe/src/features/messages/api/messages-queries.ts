// The inbox's queries and what live events and this dashboard's own changes do to them.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { editList, mapRows, prependRow, rowsOf, type PagedData } from '../../../lib/live-cache';
import { cursorListOptions } from '../../../lib/use-cursor-list';
import { getContactMessages, getUnreadCount, setMessageHandled, type HandledFilter, type InboxMessage } from './contact-messages';

export const messageKeys = {
  lists: ['messages', 'list'] as const,
  list: (q: string, handled: HandledFilter, limit: number) => ['messages', 'list', { q: q.trim(), handled, limit }] as const,
  unread: ['messages', 'unread'] as const,
};

export function messageListOptions(q: string, handled: HandledFilter, limit: number) {
  return {
    ...cursorListOptions<InboxMessage>(messageKeys.list(q, handled, limit), (cursor) => getContactMessages({ q, handled, limit, cursor }), 'the messages'),
    // A message marked handled on another dashboard sends no event yet: a list shown again is read again.
    staleTime: 0,
  };
}

const PAGE = 500;
/** Counted up to this many (20 pages); beyond, the dashboard says "10,000+". */
export const UNREAD_CAP = 10_000;

export interface Unread {
  count: number;
  capped: boolean;
}

/**
 * The unread contact messages: one `GET /api/contact-messages/stats`; where the API has no such route, the
 * unread ones are read with `handled=false` page by page (the inbox's to-do list: few).
 */
async function countUnread(): Promise<Unread> {
  const counted = await getUnreadCount();
  if (counted !== null) return { count: counted, capped: false };
  let count = 0;
  let cursor: string | null = null;
  do {
    const page = await getContactMessages({ handled: 'false', limit: PAGE, cursor });
    count += page.data.length;
    cursor = page.nextCursor;
  } while (cursor && count < UNREAD_CAP);
  return { count, capped: Boolean(cursor) };
}

export const unreadOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: () => countUnread(),
    meta: { what: 'the unread messages' },
    // contactMessageUpdated keeps it current (messageUpdated); it is still read again when the window gets
    // focus back or the network returns, for an API older than that event.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export function useUnreadCount() {
  return useQuery(unreadOptions());
}

function moveUnread(client: QueryClient, delta: number) {
  if (client.isFetching({ queryKey: messageKeys.unread, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
    return;
  }
  client.setQueryData<Unread>(messageKeys.unread, (unread) => (unread ? { ...unread, count: Math.max(0, unread.count + delta) } : unread));
}

const arrived = new WeakMap<QueryClient, Set<string>>();

/** `contactMessageReceived`: one more unread, once; on top of every list it belongs in that no search narrows. */
export function messageArrived(client: QueryClient, message: InboxMessage): void {
  const seen = arrived.get(client) ?? new Set<string>();
  arrived.set(client, seen);
  if (seen.has(message._id)) return;
  seen.add(message._id);
  if (!message.handled) moveUnread(client, 1);
  for (const query of client.getQueryCache().findAll({ queryKey: messageKeys.lists })) {
    const { q, handled } = query.queryKey[2] as { q: string; handled: HandledFilter };
    if (q || (handled && String(message.handled) !== handled)) continue;
    editList<InboxMessage>(client, query.queryKey, (data) => prependRow(data, message, (row) => row._id));
  }
}

/** The handled state each message had in the last change seen here: a change seen twice moves nothing twice. */
const handledSeen = new WeakMap<QueryClient, Map<string, boolean>>();

function seenOf(client: QueryClient): Map<string, boolean> {
  let seen = handledSeen.get(client);
  if (!seen) {
    seen = new Map();
    handledSeen.set(client, seen);
  }
  return seen;
}

/** The handled state a loaded list shows for a message, if any list holds it. */
function shownHandled(client: QueryClient, id: string): boolean | undefined {
  for (const query of client.getQueryCache().findAll({ queryKey: messageKeys.lists })) {
    const data = client.getQueryData<PagedData<InboxMessage>>(query.queryKey);
    const row = rowsOf(data).find((candidate) => candidate._id === id);
    if (row) return row.handled;
  }
  return undefined;
}

/**
 * `contactMessageUpdated` (any dashboard marked it handled or unread): the unread count moves by what changed
 * since the state last seen here (this dashboard's own change, an earlier event, or the row a list shows);
 * a message never seen could have been either, so the count is read again. Every list shows the new state.
 */
export function messageUpdated(client: QueryClient, message: InboxMessage): void {
  const before = seenOf(client).get(message._id) ?? shownHandled(client, message._id);
  seenOf(client).set(message._id, message.handled);
  if (before === undefined) void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
  else if (before !== message.handled) moveUnread(client, message.handled ? -1 : 1);
  replaceInLists(client, message);
}

function replaceInLists(client: QueryClient, saved: InboxMessage): void {
  for (const query of client.getQueryCache().findAll({ queryKey: messageKeys.lists })) {
    const { handled } = query.queryKey[2] as { handled: HandledFilter };
    const fits = !handled || String(saved.handled) === handled;
    editList<InboxMessage>(client, query.queryKey, (data: PagedData<InboxMessage>) => mapRows(data, (row) => (row._id !== saved._id ? row : fits ? saved : null)));
  }
}

/** This dashboard marked a message handled or unread: the count and every list follow (once: its event too). */
function messageChanged(client: QueryClient, before: InboxMessage, saved: InboxMessage): void {
  const seen = seenOf(client).get(saved._id) ?? before.handled;
  seenOf(client).set(saved._id, saved.handled);
  if (saved.handled !== seen) moveUnread(client, saved.handled ? -1 : 1);
  replaceInLists(client, saved);
}

/** Mark handled (or unread): once saved, the count and every list follow (once: its event moves nothing twice). */
export function useToggleHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: InboxMessage) => setMessageHandled(message._id, !message.handled),
    onSuccess: (saved, before) => messageChanged(queryClient, before, saved),
  });
}

/** A (re)connection: the count is read again (lists are read again when next shown). */
export function refreshMessages(client: QueryClient): void {
  seenOf(client).clear();
  void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
  client.removeQueries({ queryKey: messageKeys.lists, type: 'inactive' });
}
