import type { Kysely } from 'kysely';
import {
  ERASED_REGISTRATION,
  EXPORT_KINDS,
  ID_PATTERN,
  auditActionsOn,
  type AuditAction,
} from '@blueprint/contract/api/values';
import type { Page } from '@blueprint/contract/api/common';
import type { AuditChanges, AuditEntry } from '@blueprint/contract/api/staff';
import type { AuditLogTable, Database } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { idAtOrAfter } from '../db/ids';
import { addDays, dayStart } from '../lib/time-zone';
import { toPage } from './page';

type Row = AuditLogTable;

const toEntry = (row: Row, targetName: string | null): Required<AuditEntry> => ({
  _id: row.id,
  at: row.at,
  actor: row.actor,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action as AuditAction,
  target: row.target,
  targetName,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditChanges),
});

export interface AuditRecord {
  /** The account's email (`unknown` for a failed login on no account, `automatic` for the system's own change). */
  actor: string;
  /** Null when no account did it: a failed login on no account, a canary that stopped itself. */
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  target?: string;
  changes?: AuditChanges;
}

export interface AuditFilter {
  limit: number;
  cursor?: string;
  /** A staff id: what that person did. */
  actor?: string;
  action?: AuditAction;
  /** Days (`YYYY-MM-DD`) in `timeZone`, both inclusive. */
  from?: string;
  to?: string;
  timeZone: string;
}

const registrationActions = new Set<string>(auditActionsOn('registration'));
const messageActions = new Set<string>(auditActionsOn('message'));
const staffActions = new Set<string>(auditActionsOn('staff'));
const exportActions = new Set<string>(auditActionsOn('export'));
const remoteActions = new Set<string>(auditActionsOn('remote'));

const toRow = (entry: AuditRecord, id: string, ms: number) => ({
  id,
  at: new Date(ms).toISOString(),
  actor: entry.actor,
  actor_id: entry.actorId,
  actor_name: entry.actorName,
  action: entry.action,
  target: entry.target ?? '',
  changes: entry.changes ? JSON.stringify(entry.changes) : null,
});

// 8 parameters a row: 500 rows (a bulk change's most) stay under both engines' limits on bound parameters.
const ROWS_PER_INSERT = 500;

// Who did what and when. A row holds staff names and ids, registration and message ids, export kinds and
// a change's before → after (statuses, assignees, follow-up dates, a note's text), never a student's or a
// visitor's contact details: names are looked up when the log is read, so once a registration is erased the
// log says "erased registration", and erasure forgets its notes here too (forgetNotes).
export function createAuditLogRepository(db: Kysely<Database>) {
  /** What each entry's target is called now: registrations and staff accounts by name, messages by their
   * sender's name. */
  async function targetNames(rows: Row[]): Promise<Map<string, string>> {
    const ids = (kinds: Set<string>) => [
      ...new Set(rows.filter((row) => kinds.has(row.action) && ID_PATTERN.test(row.target)).map((row) => row.target)),
    ];
    const registrationIds = ids(registrationActions);
    const messageIds = ids(messageActions);
    const staffIds = ids(staffActions);
    const names = new Map<string, string>();
    const [registrations, messages, staff] = await Promise.all([
      registrationIds.length > 0
        ? db
            .selectFrom('registrations')
            .select(['id', 'full_name as name'])
            .where('id', 'in', registrationIds)
            .execute()
        : [],
      messageIds.length > 0
        ? db.selectFrom('contact_messages').select(['id', 'name']).where('id', 'in', messageIds).execute()
        : [],
      staffIds.length > 0
        ? db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', staffIds).execute()
        : [],
    ]);
    for (const row of [...registrations, ...messages, ...staff]) names.set(row.id, row.name);
    return names;
  }

  const nameOf = (row: Row, names: Map<string, string>): string | null => {
    const name = names.get(row.target);
    if (name !== undefined) return name;
    if (exportActions.has(row.action)) return EXPORT_KINDS[row.target as keyof typeof EXPORT_KINDS] ?? row.target;
    if (remoteActions.has(row.action)) return row.target;
    return registrationActions.has(row.action) && row.target !== '' ? ERASED_REGISTRATION : null;
  };

  return {
    async record(entry: AuditRecord): Promise<void> {
      const { id, ms } = uuidv7();
      await db
        .insertInto('audit_log')
        .values(toRow(entry, id, ms))
        .execute();
    },

    /** Several entries at once (a bulk change: one a registration), in one transaction. */
    async recordMany(entries: AuditRecord[]): Promise<void> {
      if (entries.length === 0) return;
      const rows = entries.map((entry) => {
        const { id, ms } = uuidv7();
        return toRow(entry, id, ms);
      });
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          await trx
            .insertInto('audit_log')
            .values(rows.slice(start, start + ROWS_PER_INSERT))
            .execute();
        }
      });
    },

    /** An erased registration's notes leave the log with it; who changed what, and when, stays. */
    async forgetNotes(registrationId: string): Promise<void> {
      await db
        .updateTable('audit_log')
        .set({ changes: null })
        .where('target', '=', registrationId)
        .where('action', '=', 'note-change')
        .execute();
    },

    /** Newest first, filtered by person, action and the institute's days. Ids are UUIDv7 made from the same
     * clock reading as `at`, so a day range is a range of the primary key, like the registrations'. */
    async list(filter: AuditFilter): Promise<Page<Required<AuditEntry>>> {
      let query = db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.limit + 1);
      if (filter.cursor) query = query.where('id', '<', filter.cursor);
      if (filter.actor) query = query.where('actor_id', '=', filter.actor);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.from) query = query.where('id', '>=', idAtOrAfter(dayStart(filter.from, filter.timeZone)));
      if (filter.to) query = query.where('id', '<', idAtOrAfter(dayStart(addDays(filter.to, 1), filter.timeZone)));
      const rows = await query.execute();
      const names = await targetNames(rows.slice(0, filter.limit));
      return toPage(rows, filter.limit, (row) => toEntry(row, nameOf(row, names)));
    },
  };
}
