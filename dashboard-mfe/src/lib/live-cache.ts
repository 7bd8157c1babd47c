// Live events folded into the query cache. Two rules keep what is shown exact:
// - a count is moved with setQueryData only when no read of it is under way; otherwise the answer on its way
//   may or may not hold the change, so the count is read again (invalidateQueries cancels that read and asks
//   anew, after the change);
// - a list edit (put on top if absent, replace, remove) gives the same rows applied once or twice, so while a
//   page of the list is on its way the edit waits and is applied to whatever that page leaves.
import type { Page } from '@blueprint/contract/api/common';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Moves a count held under `key` by `change` (never below zero), or reads it again (see above). */
export function adjustCounts<K extends string>(client: QueryClient, key: QueryKey, change: Partial<Record<K, number>>): void {
  if (client.isFetching({ queryKey: key, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  client.setQueryData<Record<K, number>>(key, (counts) => {
    // Not read yet (or its read failed): the first answer will hold the change.
    if (!counts) return counts;
    const next = { ...counts };
    for (const [name, delta] of Object.entries(change) as [K, number][]) next[name] = Math.max(0, (next[name] ?? 0) + delta);
    return next;
  });
}

/** A list's pages as the API answered them (`{data, nextCursor}`), and the cursor each was asked with. */
export type PagedData<T> = InfiniteData<Page<T>, string | null>;

const waiting = new WeakMap<QueryClient, Map<string, Array<(data: PagedData<unknown>) => PagedData<unknown>>>>();

function queue(client: QueryClient): Map<string, Array<(data: PagedData<unknown>) => PagedData<unknown>>> {
  let pending = waiting.get(client);
  if (!pending) {
    const created = new Map<string, Array<(data: PagedData<unknown>) => PagedData<unknown>>>();
    pending = created;
    waiting.set(client, created);
    // When a list's read settles, the edits that waited for it are applied to what it left.
    client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.state.fetchStatus !== 'idle') return;
      const edits = created.get(event.query.queryHash);
      if (!edits) return;
      created.delete(event.query.queryHash);
      client.setQueryData<PagedData<unknown>>(event.query.queryKey as QueryKey, (data) => (data ? edits.reduce((rows, edit) => edit(rows), data) : data));
    });
  }
  return pending;
}

/** Applies `edit` to the list under `key` now, or when the page on its way has arrived. */
export function editList<T>(client: QueryClient, key: QueryKey, edit: (data: PagedData<T>) => PagedData<T>): void {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching') {
    const pending = queue(client);
    const edits = pending.get(query.queryHash) ?? [];
    edits.push(edit as unknown as (data: PagedData<unknown>) => PagedData<unknown>);
    pending.set(query.queryHash, edits);
    return;
  }
  client.setQueryData<PagedData<T>>(key, (data) => (data ? edit(data) : data));
}

/** Every row of a list, in order. */
export function rowsOf<T>(data: PagedData<T> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.data) : [];
}

/** Each row passed through `change` (null drops it); untouched pages keep their identity. */
export function mapRows<T>(data: PagedData<T>, change: (row: T) => T | null): PagedData<T> {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const rows: T[] = [];
    for (const row of page.data) {
      const next = change(row);
      if (next !== row) pageChanged = true;
      if (next !== null) rows.push(next);
    }
    if (!pageChanged) return page;
    changed = true;
    return { ...page, data: rows };
  });
  return changed ? { ...data, pages } : data;
}

/** `row` on top of the first page unless the list holds it already. */
export function prependRow<T>(data: PagedData<T>, row: T, idOf: (row: T) => string): PagedData<T> {
  const id = idOf(row);
  if (data.pages.some((page) => page.data.some((known) => idOf(known) === id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [row, ...first.data] }, ...rest] };
}

/**
 * After a reconnect: the newest page of a loaded list, put on top of what is loaded. When more arrived than
 * one page holds, the list starts over from that page (one request, however many pages were loaded).
 */
export function mergeHead<T>(data: PagedData<T>, head: Page<T>, idOf: (row: T) => string): PagedData<T> {
  const known = new Set(rowsOf(data).map(idOf));
  const overlaps = head.data.some((row) => known.has(idOf(row)));
  if (!overlaps && head.nextCursor) return { pages: [head], pageParams: [null] };
  const fresh = head.data.filter((row) => !known.has(idOf(row)));
  if (fresh.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, data: [...fresh, ...first!.data] }, ...rest] };
}
