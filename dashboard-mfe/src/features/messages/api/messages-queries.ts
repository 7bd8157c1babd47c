// The inbox's queries and the change this dashboard makes to a message; what live events do to them is
// src/app/live-updates.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorListOptions } from '../../../lib/use-cursor-list';
import {
  getContactMessages,
  getUnreadCount,
  setMessageHandled,
  type HandledFilter,
  type InboxMessage,
} from './contact-messages';

export const messageKeys = {
  lists: ['messages', 'list'] as const,
  list: (q: string, handled: HandledFilter, limit: number) =>
    ['messages', 'list', { q: q.trim(), handled, limit }] as const,
  /** The filters a list's key holds. */
  filtersOf: (key: readonly unknown[]) => key[2] as { q: string; handled: HandledFilter },
  unread: ['messages', 'unread'] as const,
  /** Every message as this dashboard last saw it (no request reads it): what a live change moves the count from. */
  seen: ['messages', 'one'] as const,
  one: (id: string) => ['messages', 'one', id] as const,
};

export function messageListOptions(q: string, handled: HandledFilter, limit: number) {
  return {
    ...cursorListOptions<InboxMessage>(
      messageKeys.list(q, handled, limit),
      (cursor) => getContactMessages({ q, handled, limit, cursor }),
      'the messages',
    ),
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
    // contactMessageUpdated keeps it current (src/app/live-updates.ts); it is still read again when the window gets
    // focus back or the network returns, for an API older than that event.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export function useUnreadCount() {
  return useQuery(unreadOptions());
}

export const toggleHandledKey = ['messages', 'handled'] as const;

/** Mark handled (or unread): once saved, the message's record is what this dashboard saw last (so its event
 * moves nothing), and the count and the lists are read again. */
export function useToggleHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleHandledKey,
    mutationFn: (message: InboxMessage) => setMessageHandled(message._id, !message.handled),
    onSuccess: (saved) => {
      queryClient.setQueryData(messageKeys.one(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
}
