import type { Kysely } from 'kysely';
import type { Database, StaffPasskeysTable } from '../db/schema';
import { uuidv7 } from '../db/ids';

/** A stored passkey, as the server needs it to check a signature. */
export interface StoredPasskey {
  id: string;
  staffId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const toPasskey = (row: StaffPasskeysTable): StoredPasskey => ({
  id: row.id,
  staffId: row.staff_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A challenge's purpose: a sign-in waiting for its second step, or a WebAuthn ceremony. */
export type ChallengePurpose = 'second-step' | 'passkey-sign-in' | 'passkey-add';

const now = () => new Date().toISOString();

// Second factors (migration 011): an authenticator app, recovery codes, passkeys, and the one-use challenges
// a sign-in or an enrolment waits on. Every "use once" here is one conditional statement (an update or delete
// that names the unused row), so two racing requests cannot both use the same code or challenge.
export function createSecondFactorsRepository(db: Kysely<Database>) {
  return {
    /** Whether the person has a confirmed authenticator app or a passkey. */
    async has(staffId: string): Promise<boolean> {
      const totp = await db
        .selectFrom('staff_totp')
        .select('staff_id')
        .where('staff_id', '=', staffId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      if (totp) return true;
      const passkey = await db
        .selectFrom('staff_passkeys')
        .select('id')
        .where('staff_id', '=', staffId)
        .limit(1)
        .executeTakeFirst();
      return passkey !== undefined;
    },

    /** Who among everyone has a second factor (the team list shows it). */
    async enrolled(): Promise<Set<string>> {
      const apps = await db.selectFrom('staff_totp').select('staff_id').where('confirmed_at', 'is not', null).execute();
      const keys = await db.selectFrom('staff_passkeys').select('staff_id').distinct().execute();
      return new Set([...apps, ...keys].map((row) => row.staff_id));
    },

    async totp(staffId: string) {
      const row = await db.selectFrom('staff_totp').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
      return (
        row && {
          secret: row.secret,
          confirmed: row.confirmed_at !== null,
          lastStep: row.last_step === null ? null : Number(row.last_step),
        }
      );
    },
    /** A new, unconfirmed app secret (replacing an unconfirmed one; a confirmed one stays until reset). */
    async startTotp(staffId: string, sealedSecret: string): Promise<'started' | 'already-confirmed'> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('staff_totp')
          .select('confirmed_at')
          .where('staff_id', '=', staffId)
          .executeTakeFirst();
        if (row?.confirmed_at) return 'already-confirmed' as const;
        await trx.deleteFrom('staff_totp').where('staff_id', '=', staffId).execute();
        await trx
          .insertInto('staff_totp')
          .values({ staff_id: staffId, secret: sealedSecret, created_at: now(), confirmed_at: null, last_step: null })
          .execute();
        return 'started' as const;
      });
    },
    /** Records `step` as used, and confirms the app; false when that step (or a later one) was already used. */
    async useTotpStep(staffId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_totp')
        .set((eb) => ({ last_step: step, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now())) }))
        .where('staff_id', '=', staffId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Replaces the person's recovery codes with these (hashes). */
    async replaceRecoveryCodes(staffId: string, hashes: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(hashes.map((code_hash) => ({ id: uuidv7().id, staff_id: staffId, code_hash, used_at: null })))
          .execute();
      });
    },
    /** Marks the code used; false when it is not one of the person's unused codes. */
    async useRecoveryCode(staffId: string, hash: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now() })
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(staffId: string): Promise<number> {
      const { n } = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async passkeys(staffId: string): Promise<StoredPasskey[]> {
      return (
        await db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).orderBy('id').execute()
      ).map(toPasskey);
    },
    async passkeyByCredential(credentialId: string): Promise<StoredPasskey | undefined> {
      const row = await db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return row && toPasskey(row);
    },
    /** The new passkey, or undefined when that credential is already registered. */
    async addPasskey(
      input: Omit<StoredPasskey, 'id' | 'createdAt' | 'lastUsedAt'>,
    ): Promise<StoredPasskey | undefined> {
      const { id, ms } = uuidv7();
      const row: StaffPasskeysTable = {
        id,
        staff_id: input.staffId,
        credential_id: input.credentialId,
        public_key: input.publicKey,
        counter: input.counter,
        transports: JSON.stringify(input.transports),
        name: input.name,
        created_at: new Date(ms).toISOString(),
        last_used_at: null,
      };
      try {
        await db.insertInto('staff_passkeys').values(row).execute();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
        throw error;
      }
      return toPasskey(row);
    },
    async passkeyUsed(id: string, counter: number): Promise<void> {
      await db.updateTable('staff_passkeys').set({ counter, last_used_at: now() }).where('id', '=', id).execute();
    },
    /** The passkey renamed; undefined when the person has no such passkey. */
    async renamePasskey(staffId: string, id: string, name: string): Promise<StoredPasskey | undefined> {
      await db
        .updateTable('staff_passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .execute();
      const row = await db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return row && toPasskey(row);
    },
    async removePasskey(staffId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('staff_passkeys')
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Removes every second factor of the person (an admin's reset); whether there was any. */
    async reset(staffId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const apps = await trx.deleteFrom('staff_totp').where('staff_id', '=', staffId).executeTakeFirst();
        const keys = await trx.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).executeTakeFirst();
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
        await trx.deleteFrom('auth_challenges').where('staff_id', '=', staffId).execute();
        return Number(apps.numDeletedRows) + Number(keys.numDeletedRows) > 0;
      });
    },

    async createChallenge(
      id: string,
      purpose: ChallengePurpose,
      staffId: string | null,
      challenge: string,
      expiresAt: Date,
    ): Promise<void> {
      // Expired challenges go as new ones come: the table holds only the last few minutes' worth.
      await db.deleteFrom('auth_challenges').where('expires_at', '<', now()).execute();
      await db
        .insertInto('auth_challenges')
        .values({ id, purpose, staff_id: staffId, challenge, expires_at: expiresAt.toISOString() })
        .execute();
    },
    /** The challenge, if it exists, is of this purpose and has not expired; deleted either way (used once). */
    async takeChallenge(
      id: string,
      purpose: ChallengePurpose,
    ): Promise<{ staffId: string | null; challenge: string } | undefined> {
      const row = await db.selectFrom('auth_challenges').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const deleted = await db.deleteFrom('auth_challenges').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1 || row.purpose !== purpose || row.expires_at <= now()) return undefined;
      return { staffId: row.staff_id, challenge: row.challenge };
    },
    /** The challenge without using it (a second step may be tried again after a wrong code). */
    async peekChallenge(
      id: string,
      purpose: ChallengePurpose,
    ): Promise<{ staffId: string | null; challenge: string } | undefined> {
      const row = await db.selectFrom('auth_challenges').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.purpose !== purpose || row.expires_at <= now()) return undefined;
      return { staffId: row.staff_id, challenge: row.challenge };
    },
    async dropChallenge(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('auth_challenges').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type SecondFactorsRepository = ReturnType<typeof createSecondFactorsRepository>;
