import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// A canary and its automatic stop (docs/decisions/2026-12-07-canary-and-preview.md):
// - live_releases: a remote's running canary beside its stable release: the release, the share of visitors
//   on it (percent), who started it and when; all null when none runs.
// - deploy_log: `reason`, why the system made a change itself (a canary that stopped itself); null otherwise.
// - release_traffic: page loads (the page servers' reports) and browser errors (the shell's) per remote,
//   release and minute (`minute`: its start, in ms since 1970), what the automatic stop compares.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  // One column a statement: SQLite adds one at a time.
  await db.schema.alterTable('live_releases').addColumn('canary_release', key).execute();
  await db.schema.alterTable('live_releases').addColumn('canary_percent', 'integer').execute();
  await db.schema.alterTable('live_releases').addColumn('canary_by', 'text').execute();
  await db.schema.alterTable('live_releases').addColumn('canary_at', key).execute();
  await db.schema.alterTable('deploy_log').addColumn('reason', 'text').execute();

  await db.schema
    .createTable('release_traffic')
    .addColumn('remote', key, (c) => c.notNull())
    .addColumn('release', key, (c) => c.notNull())
    .addColumn('minute', 'bigint', (c) => c.notNull())
    .addColumn('loads', 'bigint', (c) => c.notNull())
    .addColumn('errors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_traffic_pkey', ['remote', 'release', 'minute'])
    .execute();
}
