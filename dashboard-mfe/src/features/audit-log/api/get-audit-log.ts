import { page } from '@blueprint/contract/api/common';
import { auditEntry, type AuditEntry, type AuditLogFilters } from '@blueprint/contract/api/staff';
import { AUDIT_ACTIONS, type AuditAction } from '@blueprint/contract/api/values';
import { dashboardApi } from '../../../lib/api-client';
import { downloadCsvFile, type SavedFile } from '../../../lib/download-csv';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';

export type { AuditEntry };

const auditPage = page(auditEntry);

/** The audit log's filters, as the contract states them (auditLogFilters): a person, an action, days. */
export type AuditFilters = AuditLogFilters;

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

/** GET /api/audit-log/export.csv?actor=&action=&from=&to=: what the filters select, saved under the API's name for it. */
export function downloadAuditLogCsv(filters: AuditFilters, onProgress?: (bytes: number) => void): Promise<SavedFile> {
  return downloadCsvFile('/api/audit-log/export.csv', definedParams({ ...filters }), onProgress);
}
