import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CursorPagesState<T> {
  items: T[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  error: string | null;
}

export interface CursorPages<T> extends CursorPagesState<T> {
  /** The next page, when there is one and none is on its way. */
  loadMore: () => void;
  /** Starts over from the first page (Retry). */
  retry: () => void;
  /** Changes the loaded rows in place (a live update, a delete, an arrival). */
  edit: (change: (items: T[]) => T[]) => void;
}

const LOADING = { items: [] as never[], nextCursor: null, status: 'loading' as const, loadingMore: false, error: null };

/**
 * A server list read page by page with its cursor (every staff list, docs/contract.md). `query` names what is
 * asked: when it changes, the list starts over and answers to the old question are dropped.
 */
export function useCursorPages<T>(query: string, fetchPage: (cursor: string | null) => Promise<CursorPage<T>>, what: string): CursorPages<T> {
  const [state, setState] = useState<CursorPagesState<T> & { query: string; attempt: number }>({ ...LOADING, query, attempt: 0 });
  // A new question shows its progress at once, in the same render.
  if (state.query !== query) setState({ ...LOADING, query, attempt: 0 });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const current = useRef({ query, attempt: 0 });

  const fail = useCallback(
    (failure: unknown, change: Partial<CursorPagesState<T>>) => {
      // A 401 is not an error here: the API client has ended the session.
      if (errorStatus(failure) !== 401) console.error(`Could not load ${what}:`, failure);
      return { ...change, error: getErrorMessage(failure) };
    },
    [what],
  );

  const { attempt } = state;
  useEffect(() => {
    const asked = { query, attempt };
    current.current = asked;
    const isCurrent = () => current.current === asked;
    fetchRef.current(null).then(
      (page) => {
        if (isCurrent()) setState((previous) => ({ ...previous, items: page.items, nextCursor: page.nextCursor, status: 'ready', error: null }));
      },
      (failure: unknown) => {
        if (isCurrent()) setState((previous) => ({ ...previous, ...fail(failure, { status: 'error' }) }));
      },
    );
  }, [query, attempt, fail]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.loadingMore || !state.nextCursor) return;
    const asked = current.current;
    setState((previous) => ({ ...previous, loadingMore: true, error: null }));
    fetchRef.current(state.nextCursor).then(
      (page) => {
        if (current.current === asked)
          setState((previous) => ({ ...previous, items: previous.items.concat(page.items), nextCursor: page.nextCursor, loadingMore: false }));
      },
      (failure: unknown) => {
        if (current.current === asked) setState((previous) => ({ ...previous, ...fail(failure, { loadingMore: false }) }));
      },
    );
  }, [state.status, state.loadingMore, state.nextCursor, fail]);

  const retry = useCallback(() => setState((previous) => ({ ...LOADING, query: previous.query, attempt: previous.attempt + 1 })), []);
  const edit = useCallback((change: (items: T[]) => T[]) => setState((previous) => ({ ...previous, items: change(previous.items) })), []);

  const { query: _query, attempt: _attempt, ...view } = state;
  return { ...view, loadMore, retry, edit };
}
