import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';

const BATCH = 1000;
const EVERY_MS = 500;

export interface SearchIndex {
  /** Resolves once every registration committed before the call is in the index. */
  catchUp(): Promise<void>;
  /** Stops the timer and waits for a batch under way. */
  close(): Promise<void>;
}

/**
 * SQLite's trigram index takes new registrations in batches (migration 006): an insert only notes its id in
 * `search_pending`. A batch is three statements, not a transaction (that would hold every other query back):
 * the ids, their index rows, then the ids forgotten. Stopped between the second and the third, the batch
 * is indexed again next time: a row then stands twice in the index, which a search reads as a set of ids
 * and an erasure removes together. PostgreSQL's index is kept by the insert itself (GIN's own pending list).
 */
export function createSearchIndex(db: Kysely<Database>, engine: Engine): SearchIndex {
  if (engine !== 'sqlite') return { catchUp: async () => {}, close: async () => {} };

  async function batch(): Promise<number> {
    const { rows } = await sql<{ id: string }>`select id from search_pending limit ${BATCH}`.execute(db);
    if (rows.length === 0) return 0;
    const ids = JSON.stringify(rows.map((row) => row.id));
    await sql`insert into registrations_search (text, id)
      select full_name || ' ' || email || ' ' || phone, id from registrations where id in (select value from json_each(${ids}))`.execute(db);
    await sql`delete from search_pending where id in (select value from json_each(${ids}))`.execute(db);
    return rows.length;
  }

  // One catch-up at a time; a caller that arrives while one runs waits for the next, which sees its rows.
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const run = async () => {
    while ((await batch()) === BATCH);
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
