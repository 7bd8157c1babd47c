import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// Second factors for staff (README "Signing in"): an authenticator app (TOTP), one-time recovery codes and
// passkeys (WebAuthn), and the short-lived challenges a sign-in or an enrolment waits on.
// - staff_totp: one per person; `secret` is sealed (lib/sealed.ts), never the plain secret; `confirmed_at` is
//   null until the person has typed a code from it; `last_step` refuses a code already used.
// - staff_recovery_codes: sha256 of each code (random enough that a hash needs no salt); `used_at` once used.
// - staff_passkeys: a credential's id and public key (base64url) and its signature counter.
// - auth_challenges: a pending sign-in's second step, or a WebAuthn challenge; used once, then deleted.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .createTable('staff_totp')
    .addColumn('staff_id', key, (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', key, (c) => c.notNull())
    .addColumn('confirmed_at', key)
    .addColumn('last_step', 'bigint')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('staff_id', key, (c) => c.notNull())
    .addColumn('code_hash', key, (c) => c.notNull())
    .addColumn('used_at', key)
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_staff_id')
    .on('staff_recovery_codes')
    .columns(['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('staff_id', key, (c) => c.notNull())
    .addColumn('credential_id', key, (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', key, (c) => c.notNull())
    .addColumn('last_used_at', key)
    .execute();
  await db.schema.createIndex('staff_passkeys_staff_id').on('staff_passkeys').column('staff_id').execute();

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('staff_id', key)
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', key, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_challenges_expires_at').on('auth_challenges').column('expires_at').execute();
}
