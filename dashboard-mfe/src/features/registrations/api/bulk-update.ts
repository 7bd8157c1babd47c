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

export const bulkUpdateKey = ['registrations', 'bulk'] as const;

/** A bulk change: the lists and the counts per status are read again (each row's event also reaches every dashboard). */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkUpdateKey,
    mutationFn: bulkUpdate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
    },
  });
}
