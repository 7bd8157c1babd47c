import type { AuditAction, AuditEntry } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams, readPage } from '../../../lib/query-params';

export type { AuditEntry };


const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readEntries(rows: unknown): AuditEntry[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const raw = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    // An action this dashboard has no words for yet is still shown, by its name: nothing is hidden.
    return typeof raw._id === 'string' ? [{ _id: raw._id, at: text(raw.at), actor: text(raw.actor), action: text(raw.action) as AuditAction, target: text(raw.target) }] : [];
  });
}

/** GET /api/audit-log?limit=&cursor=: newest first. */
export async function getAuditLog(limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/audit-log', { params: definedParams({ limit, cursor }) });
  return readPage(data, readEntries);
}
