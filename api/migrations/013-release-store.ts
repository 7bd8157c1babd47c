import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// The release store and the live map in the database (src/releases/release-store.ts), in place of the release
// folders, live.json and deploy-log.jsonl every replica and page server once shared:
// - releases: one row per published release of a remote, written in the same transaction as its files, so a
//   release is there whole or not at all; never changed.
// - release_files: each file of a release, by its path inside it, with its sha256 and size.
// - release_blobs: the bytes of each file by sha256, once however many releases hold them.
// - live_releases: the live map, one row per remote; `release` null until its first deploy (the row is made
//   by the first deploy's claim). `changing_until` and `claim`: the deploy under way, which the others wait for.
// - deploy_log: every deploy and rollback, the same transaction as the live row it changed.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  const bytes = engine === 'postgres' ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('releases')
    .addColumn('remote', key, (c) => c.notNull())
    .addColumn('release', key, (c) => c.notNull())
    .addColumn('commit', 'text', (c) => c.notNull())
    .addColumn('built_at', 'text', (c) => c.notNull())
    .addColumn('published_at', key, (c) => c.notNull())
    .addPrimaryKeyConstraint('releases_pkey', ['remote', 'release'])
    .execute();

  await db.schema
    .createTable('release_files')
    .addColumn('remote', key, (c) => c.notNull())
    .addColumn('release', key, (c) => c.notNull())
    .addColumn('path', key, (c) => c.notNull())
    .addColumn('sha256', key, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_files_pkey', ['remote', 'release', 'path'])
    .execute();

  await db.schema
    .createTable('release_blobs')
    .addColumn('sha256', key, (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('live_releases')
    .addColumn('remote', key, (c) => c.primaryKey())
    .addColumn('release', key)
    .addColumn('previous', key)
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', key)
    .addColumn('changing_until', 'bigint')
    .addColumn('claim', key)
    .execute();

  await db.schema
    .createTable('deploy_log')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('remote', key, (c) => c.notNull())
    .addColumn('action', key, (c) => c.notNull())
    .addColumn('from_release', key, (c) => c.notNull())
    .addColumn('to_release', key, (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', key, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deploy_log_remote_id').on('deploy_log').columns(['remote', 'id']).execute();
}
