/**
 * Every dashboard opens on the first page of a list, so that page is kept serialized, tagged with the
 * version of the data it was read at.
 *
 * Where the version comes from: `program_counts.version`, which the database itself increments in the
 * statement that inserts, updates or deletes registrations (migration 003), whichever instance runs it. So
 * the cache needs no invalidation call and no message between instances: two API instances on one
 * PostgreSQL each see the other's changes through the version they read on every request. Code that
 * changes registrations (PATCH, DELETE, the seed) has nothing to call; it only has to change them in the
 * registrations table.
 *
 * Invariants (test/speed/first-page-cache.test.ts):
 * - The version is read before the page, never after: a page can then only be newer than its tag, never
 *   older, so a page is never served for a version it does not reflect (a newer one is reread on the next
 *   change anyway).
 * - A page is served from memory only while the version read for this request equals its tag.
 * - Versions only grow, so equal versions mean no change in between.
 * - At most `maxEntries` pages are kept (one per program filter and page size).
 */
export class FirstPageCache {
  private readonly pages = new Map<string, { version: number; body: string }>();

  constructor(private readonly maxEntries = 100) {}

  /** The serialized page for `key`: from memory when the data's version has not moved, else read afresh. */
  async get(key: string, readVersion: () => Promise<number>, readPage: () => Promise<string>): Promise<string> {
    const version = await readVersion();
    const cached = this.pages.get(key);
    if (cached?.version === version) return cached.body;
    const body = await readPage();
    if (this.pages.size >= this.maxEntries) this.pages.clear();
    this.pages.set(key, { version, body });
    return body;
  }
}
