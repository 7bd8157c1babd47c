import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedRead } from '../speed/shared-read';

// Staff sessions: a token names one; logout revokes it here, so every instance refuses it at once.
export function createSessionsRepository(db: Kysely<Database>) {
  // Every staff call asks this: concurrent calls for one session share a read (never one older than the call).
  const isLive = sharedRead(async (id: string) => {
    const row = await db
      .selectFrom('staff_sessions')
      .select(['expires_at', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && row.revoked_at === null && row.expires_at > new Date().toISOString();
  });

  return {
    async create(id: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ id, created_at: new Date().toISOString(), expires_at: expiresAt.toISOString(), revoked_at: null })
        .execute();
    },
    /** Live means: exists, not revoked, not expired. */
    isLive,
    async revoke(id: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
