import { dashboardApi } from '../../../lib/api-client';
import { definedParams, readPage } from '../../../lib/query-params';

/** Who did what and when: no personal data beyond a registration's id (docs/contract.md). */
export interface AuditEntry {
  _id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readEntries(rows: unknown): AuditEntry[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const raw = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    return typeof raw._id === 'string' ? [{ _id: raw._id, at: text(raw.at), actor: text(raw.actor), action: text(raw.action), target: text(raw.target) }] : [];
  });
}

/** GET /api/audit-log?limit=&cursor=: newest first. */
export async function getAuditLog(limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/audit-log', { params: definedParams({ limit, cursor }) });
  return readPage(data, readEntries);
}
