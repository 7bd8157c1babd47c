import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';

// A batch is indexed synchronously on the event loop (the database runs in process, src/db/sqlite.ts), and
// the loop serves requests between batches: they are what raises the registrations' p99, most when FTS5
// merges its segments (docs/decisions/2026-11-27-search-index-in-batches.md).
const BATCH = 500;
const EVERY_MS = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchIndex {
  /** Resolves once every registration committed before the call is in the index. */
  catchUp(): Promise<void>;
  /** Stops the timer and waits for a batch under way. */
  close(): Promise<void>;
}

/**
 * SQLite's trigram index takes new registrations in batches, off the insert's path (migration 010): the
 * registrations past the mark `search_indexed.last` (the highest id indexed; rows are stored in id order),
 * and the few stored below it, which the insert's trigger notes in `search_pending`. A batch is one
 * transaction (one commit, one sync). In process it holds nothing back but for its own few milliseconds (its
 * statements run one after another with nothing awaited in between). PostgreSQL's index is kept by the insert
 * itself (GIN's own pending list).
 */
export function createSearchIndex(db: Kysely<Database>, engine: Engine): SearchIndex {
  if (engine !== 'sqlite') return { catchUp: async () => {}, close: async () => {} };

  const text = sql`full_name || ' ' || email || ' ' || phone`;
  const batch = (): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ from: string; to: string | null; n: number }>`
        select last as "from", max(next.id) as "to", count(*) as n from search_indexed,
          (select id from registrations where id > (select last from search_indexed) order by id limit ${BATCH}) as next`.execute(
        trx,
      );
      const { from, to, n: walked } = rows[0]!;
      if (to !== null) {
        await sql`insert into registrations_search (text, id) select ${text}, id from registrations where id > ${from} and id <= ${to}`.execute(
          trx,
        );
        await sql`update search_indexed set last = ${to}`.execute(trx);
      }
      const noted = (await sql<{ id: string }>`select id from search_pending limit ${BATCH - walked}`.execute(trx))
        .rows;
      if (noted.length > 0) {
        const ids = JSON.stringify(noted.map((row) => row.id));
        await sql`insert into registrations_search (text, id) select ${text}, id from registrations where id in (select value from json_each(${ids}))`.execute(
          trx,
        );
        await sql`delete from search_pending where id in (select value from json_each(${ids}))`.execute(trx);
      }
      return walked + noted.length;
    });

  // One catch-up at a time; a caller that arrives while one runs waits for the next, which sees its rows.
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const run = async () => {
    while ((await batch()) === BATCH) await nextTurn();
  };
  const catchUp = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => (running = undefined));
      return running;
    }
    next ??= running.then(
      () => ((next = undefined), catchUp()),
      () => ((next = undefined), catchUp()),
    );
    return next;
  };

  const timer = setInterval(() => {
    catchUp().catch(() => {}); // the next tick or search tries again
  }, EVERY_MS);
  timer.unref();

  return {
    catchUp,
    async close() {
      clearInterval(timer);
      await Promise.allSettled([running, next]);
    },
  };
}
