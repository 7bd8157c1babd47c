import type { Kysely } from 'kysely';
import type { StaffRole } from '@blueprint/contract/api/values';
import type { Database } from '../db/schema';
import { sharedRead } from '../speed/shared-read';

/** Who a live session belongs to, as every staff call needs it (request.staff). */
export interface SessionStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

// Staff sessions: a token names one; logout revokes it here, so every instance refuses it at once. A session
// is live only while its person's account is active: deactivating someone is refused on the next call on
// every instance, even before their sessions are revoked.
export function createSessionsRepository(db: Kysely<Database>) {
  // Every staff call asks this: concurrent calls for one session share a read (never one older than the call).
  const liveStaff = sharedRead(async (id: string): Promise<SessionStaff | undefined> => {
    const row = await db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
      .select([
        'staff_sessions.expires_at',
        'staff_sessions.revoked_at',
        'staff_users.id',
        'staff_users.email',
        'staff_users.name',
        'staff_users.role',
        'staff_users.active',
      ])
      .where('staff_sessions.id', '=', id)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= new Date().toISOString() || row.active !== 1)
      return undefined;
    return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
  });

  return {
    async create(id: string, staffId: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({
          id,
          staff_id: staffId,
          created_at: new Date().toISOString(),
          expires_at: expiresAt.toISOString(),
          revoked_at: null,
        })
        .execute();
    },
    /** The session's person while it is live (exists, not revoked, not expired, the account active). */
    liveStaff,
    async isLive(id: string): Promise<boolean> {
      return (await liveStaff(id)) !== undefined;
    },
    async revoke(id: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Revokes every live session of one person but `keep` (one's own, on a password change); answers the
     * ids revoked, whose sockets the caller disconnects. */
    async revokeAllOf(staffId: string, keep?: string): Promise<string[]> {
      let query = db
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null);
      if (keep) query = query.where('id', '<>', keep);
      return (await query.returning('id').execute()).map((row) => row.id);
    },
  };
}
