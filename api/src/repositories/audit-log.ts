import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, Page } from '@blueprint/shared/types';
import type { AuditLogTable, Database } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { toPage } from './page';

const toEntry = (row: AuditLogTable): AuditEntry => ({
  _id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action as AuditAction,
  target: row.target,
});

// Who did what and when. It holds staff account names and ids (registration and message ids, export kinds),
// never a student's or a visitor's details: an erased registration leaves only its id here.
export function createAuditLogRepository(db: Kysely<Database>) {
  return {
    async record(entry: { actor: string; action: AuditAction; target?: string }): Promise<AuditEntry> {
      const { id, ms } = uuidv7();
      const row: AuditLogTable = { id, at: new Date(ms).toISOString(), actor: entry.actor, action: entry.action, target: entry.target ?? '' };
      await db.insertInto('audit_log').values(row).execute();
      return toEntry(row);
    },

    /** Newest first. */
    async list({ limit, cursor }: { limit: number; cursor?: string }): Promise<Page<AuditEntry>> {
      let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (cursor) query = query.where('id', '<', cursor);
      return toPage(await query.execute(), limit, toEntry);
    },
  };
}
