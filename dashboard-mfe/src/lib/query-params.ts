/** Request parameters without the blank ones: a filter left empty is not sent at all. */
export function definedParams(params: Record<string, string | number | null | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') out[key] = value;
  return out;
}

/** `{data, nextCursor}` (every staff list, docs/contract.md) as items and the cursor of the next page. */
export function readPage<T>(body: unknown, read: (rows: unknown) => T[]): { items: T[]; nextCursor: string | null } {
  const page = (typeof body === 'object' && body !== null ? body : {}) as { data?: unknown; nextCursor?: unknown };
  return {
    items: read(page.data),
    nextCursor: typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : null,
  };
}
