import { getErrorMessage } from '@blueprint/shared/api';
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Page } from '@blueprint/contract/api/common';
import { rowsOf, type PagedData } from './paged-data';

/** A staff list as a view shows it: its rows, and where loading them stands. */
export interface CursorPages<T> {
  items: T[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** The first page's failure (status 'error'), or the last 'Load more' failure. */
  error: string | null;
  /** The next page, when there is one and none is on its way. */
  loadMore: () => void;
  /** Starts over from the first page (Retry). */
  retry: () => void;
}

/**
 * The query of a list read page by page with its cursor (every staff list, docs/contract.md). `what` names it
 * in the console when a page fails ("the registrations").
 */
export function cursorListOptions<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  what: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    meta: { what },
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<T>) => page.nextCursor,
    // Every answer is new rows: comparing 100,000 loaded rows with the last answer, as structural sharing
    // does, would cost more than it saves.
    structuralSharing: false,
  });
}

/** A cursor list as `PagedTable` and the virtual list read it. */
export function useCursorList<T>(
  options: ReturnType<typeof cursorListOptions<T>>,
  { enabled = true }: { enabled?: boolean } = {},
): CursorPages<T> {
  const query = useInfiniteQuery({ ...options, enabled });
  const {
    data,
    status,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    error,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = query;
  const items = useMemo(() => rowsOf(data as PagedData<T> | undefined), [data]);
  const canLoadMore = status === 'success' && hasNextPage && !isFetchingNextPage;
  const loadMore = useCallback(() => {
    if (canLoadMore) void fetchNextPage({ cancelRefetch: false });
  }, [canLoadMore, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const nextCursor = hasNextPage ? (data?.pages.at(-1)?.nextCursor ?? null) : null;
  return {
    items,
    nextCursor,
    status: status === 'pending' || (!data && isFetching) ? 'loading' : status === 'error' && !data ? 'error' : 'ready',
    loadingMore: isFetchingNextPage,
    error: error && !isFetching && (isFetchNextPageError || !data) ? getErrorMessage(error) : null,
    loadMore,
    retry,
  };
}
