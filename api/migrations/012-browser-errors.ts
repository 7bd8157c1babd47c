import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// Browser error reports (POST /api/browser-errors), counted: one row per remote, release and kind, its number
// of reports and when the first and the last arrived. Nothing about who sent one is kept.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('browser_errors')
    .addColumn('remote', key, (c) => c.notNull())
    .addColumn('release', key, (c) => c.notNull())
    .addColumn('kind', key, (c) => c.notNull())
    .addColumn('reports', 'integer', (c) => c.notNull())
    .addColumn('first_seen_at', key, (c) => c.notNull())
    .addColumn('last_seen_at', key, (c) => c.notNull())
    .addPrimaryKeyConstraint('browser_errors_pkey', ['remote', 'release', 'kind'])
    .execute();
}
