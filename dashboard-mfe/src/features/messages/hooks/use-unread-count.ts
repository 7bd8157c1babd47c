import { errorStatus } from '@blueprint/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { useLiveEvent, type LiveBus } from '../../../lib/live-bus';
import { getContactMessages, getUnreadCount } from '../api/contact-messages';

const PAGE = 500;
/** Counted up to this many (20 pages); beyond, the dashboard says "10,000+". */
export const UNREAD_CAP = 10_000;

export interface UnreadCount {
  /** Null until counted. */
  count: number | null;
  capped: boolean;
  /** This dashboard marked a message handled (−1) or unread (+1). */
  adjust: (delta: number) => void;
}

/**
 * The unread contact messages: one `GET /api/contact-messages/stats`; where the API has no such route, the
 * unread ones are read with `handled=false` page by page (the inbox's to-do list: few). A new message adds one
 * live, and a reconnect counts again.
 */
export function useUnreadCount(bus: LiveBus): UnreadCount {
  const [state, setState] = useState<{ count: number | null; capped: boolean }>({ count: null, capped: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    (async () => {
      const counted = await getUnreadCount();
      if (counted !== null) {
        if (current) setState({ count: counted, capped: false });
        return;
      }
      let count = 0;
      let cursor: string | null = null;
      do {
        const page: { items: unknown[]; nextCursor: string | null } = await getContactMessages({ handled: 'false', limit: PAGE, cursor });
        count += page.items.length;
        cursor = page.nextCursor;
      } while (cursor && count < UNREAD_CAP);
      if (current) setState({ count, capped: Boolean(cursor) });
    })().catch((failure: unknown) => {
      if (errorStatus(failure) !== 401) console.error('Could not count the unread messages:', failure);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  useLiveEvent(bus, 'contactMessageReceived', () => setState((previous) => ({ ...previous, count: previous.count === null ? null : previous.count + 1 })));
  useLiveEvent(bus, 'connect', () => setAttempt((value) => value + 1));
  const adjust = useCallback((delta: number) => setState((previous) => ({ ...previous, count: previous.count === null ? null : Math.max(0, previous.count + delta) })), []);
  return { ...state, adjust };
}
