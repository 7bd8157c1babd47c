// A cursor list as the query cache holds it (every page the API answered, `{data, nextCursor}`), and the edits
// a list takes: the same rows whether an edit is applied once or twice.
import type { Page } from '@blueprint/contract/api/common';
import type { InfiniteData } from '@tanstack/react-query';

/** A list's pages as the API answered them, and the cursor each was asked with. */
export type PagedData<T> = InfiniteData<Page<T>, string | null>;

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
