import { AUDIT_ACTIONS, type AuditAction, type AuditChanges, type AuditEntry } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams, readPage } from '../../../lib/query-params';

export type { AuditEntry };

/** `GET /api/audit-log`'s filters (docs/contract.md; the shared auditLogQuery): a person, an action, days. */
export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function changesOf(value: unknown): AuditChanges | null {
  if (typeof value !== 'object' || value === null) return null;
  const { before, after } = value as Record<string, unknown>;
  const record = (part: unknown) => (typeof part === 'object' && part !== null ? (part as Record<string, unknown>) : {});
  return { before: record(before), after: record(after) };
}

function readEntries(rows: unknown): AuditEntry[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const raw = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    if (typeof raw._id !== 'string') return [];
    // An action this dashboard has no words for yet is still shown, by its name: nothing is hidden.
    const entry: AuditEntry = {
      _id: raw._id,
      at: text(raw.at),
      actor: text(raw.actor),
      actorId: typeof raw.actorId === 'string' ? raw.actorId : null,
      actorName: text(raw.actorName) || text(raw.actor),
      action: text(raw.action) as AuditAction,
      target: text(raw.target),
      targetName: typeof raw.targetName === 'string' ? raw.targetName : null,
      changes: changesOf(raw.changes),
    };
    return [entry];
  });
}

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** GET /api/audit-log?actor=&action=&from=&to=&limit=&cursor=: newest first. */
export async function getAuditLog(filters: AuditFilters, limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/audit-log', { params: definedParams({ ...filters, limit, cursor }) });
  return readPage(data, readEntries);
}
