import { dashboardApi } from '../../../lib/api-client';
import { BULK_MAX } from '@blueprint/shared/validation';
import type { FollowUpStatus } from './follow-up-status';

/** The most ids one bulk change takes: the shared schema's. */
export { BULK_MAX };

export interface BulkChange {
  ids: string[];
  status?: FollowUpStatus;
  /** A staff id, or null to unassign. */
  assigneeId?: string | null;
}

/** POST /api/internships/bulk → how many were updated; each row's event reaches every dashboard. */
export async function bulkUpdate(change: BulkChange): Promise<number> {
  const { data } = await dashboardApi.post<{ updated?: unknown }>('/api/internships/bulk', change);
  return typeof data?.updated === 'number' ? data.updated : 0;
}
