import type { Page } from '@blueprint/contract/api/common';

/** A keyset page from `limit + 1` rows read newest first: the extra row only says whether more follow. */
export function toPage<Row, Item extends { _id: string }>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
): Page<Item> {
  const data = rows.slice(0, limit).map(map);
  return { data, nextCursor: rows.length > limit ? (data.at(-1)?._id ?? null) : null };
}
