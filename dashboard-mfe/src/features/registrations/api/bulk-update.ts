import { BULK_MAX, bulkResult } from '@blueprint/contract/api/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import type { FollowUpStatus } from './follow-up-status';
import { registrationKeys } from './query-keys';

/** The most ids one bulk change takes: the shared schema's. */
export { BULK_MAX };

export interface BulkChange {
  ids: string[];
  status?: FollowUpStatus;
  /** A staff id, or null to unassign. */
  assigneeId?: string | null;
}

/** POST /api/internships/bulk → how many were updated; each row's event reaches every dashboard. */
async function bulkUpdate(change: BulkChange): Promise<number> {
  const { data } = await dashboardApi.post<unknown>('/api/internships/bulk', change);
  return readAnswer(bulkResult, data).updated;
}

/** A bulk change. The rows' events carry each change; the counts per status are read once rather than moved row by row. */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true }),
  });
}
