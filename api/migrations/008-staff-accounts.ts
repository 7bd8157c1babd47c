import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// Staff accounts (docs/contract.md "A workspace for a team"): a login per person, with a role.
// - staff_users: one row per person; the email is unique whatever its case (the index is on lower(email),
//   as the registrations' is); `active` is 0 or 1 on both engines. The first admin is created at start from
//   ADMIN_EMAIL / ADMIN_PASSWORD when the table is empty (src/plugins/app/first-admin.ts).
// - staff_sessions.staff_id: whose session it is. Sessions from before accounts have none: they are no
//   longer live (their holder signs in again, as a person).
// - audit_log.actor_id / actor_name: who did it, by id and by the name they had then; `changes` is a JSON
//   text `{before, after}` for a change. Old rows keep their actor (the shared account's email), which
//   becomes their actor name, so they stay readable.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .createTable('staff_users')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', key, (c) => c.notNull())
    .addColumn('last_login_at', key)
    .execute();
  await sql`create unique index staff_users_email_key on staff_users (lower(email))`.execute(db);

  await db.schema.alterTable('staff_sessions').addColumn('staff_id', key).execute();
  await db.schema.createIndex('staff_sessions_staff_id').on('staff_sessions').column('staff_id').execute();

  await db.schema.alterTable('audit_log').addColumn('actor_id', key).execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();
  await sql`update audit_log set actor_name = actor`.execute(db);
  // The log's filters page on the id like the unfiltered list: by person, by action.
  await db.schema.createIndex('audit_log_actor_id').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_id').on('audit_log').columns(['action', 'id']).execute();
}
