import { sql, type Kysely } from 'kysely';
import { PROGRAMS } from '@blueprint/contract/api/values';
import type { Engine } from '../src/db/schema';

// Ids and timestamps are text on both engines: UUIDv7 strings and ISO 8601 UTC both sort as text. On
// PostgreSQL they use the "C" collation so that order is byte order whatever the server's locale.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .createTable('registrations')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text', (c) => c.notNull())
    .addColumn('college', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', key, (c) => c.notNull())
    // SQLite: the rows are stored in id order (ids grow with time), with no separate rowid tree and id
    // index to update on every insert.
    .$call((table) => (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  // Duplicates are impossible even when two requests race: the database refuses the second.
  await sql`create unique index registrations_email_key on registrations (lower(email))`.execute(db);
  await db.schema.createIndex('registrations_program_id').on('registrations').columns(['program', 'id']).execute();

  await db.schema
    .createTable('program_counts')
    .addColumn('program', 'text', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Typed as the table stands in this migration, not as the app's current schema has it.
  await (db as Kysely<{ program_counts: { program: string; total: number } }>)
    .insertInto('program_counts')
    .values(PROGRAMS.map((program) => ({ program, total: 0 })))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', key, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', key, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('created_at', key, (c) => c.notNull())
    .addColumn('expires_at', key, (c) => c.notNull())
    .addColumn('revoked_at', key)
    .execute();

  if (engine === 'postgres') {
    // The Socket.IO adapter's table for large events. Created here, under the migration lock, because two
    // instances creating it at once race.
    await sql`create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`.execute(db);
  }
}
