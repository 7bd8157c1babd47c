import { page } from '@blueprint/contract/api/common';
import { auditEntry, type AuditEntry } from '@blueprint/contract/api/staff';
import { AUDIT_ACTIONS, type AuditAction } from '@blueprint/contract/api/values';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';

export type { AuditEntry };

const auditPage = page(auditEntry);

/** `GET /api/audit-log`'s filters (docs/contract.md; the shared auditLogQuery): a person, an action, days. */
export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** GET /api/audit-log?actor=&action=&from=&to=&limit=&cursor=: newest first. */
export async function getAuditLog(filters: AuditFilters, limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/audit-log', {
    params: definedParams({ ...filters, limit, cursor }),
  });
  return readAnswer(auditPage, data);
}
