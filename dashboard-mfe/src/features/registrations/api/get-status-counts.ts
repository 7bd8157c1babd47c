import { statusCounts } from '@blueprint/contract/api/registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from './follow-up-status';
import { registrationKeys } from './query-keys';

export type FollowUpCounts = Record<FollowUpStatus, number>;

export const ZERO_FOLLOW_UP: FollowUpCounts = Object.fromEntries(
  FOLLOW_UP_STATUSES.map((status) => [status, 0]),
) as FollowUpCounts;

/** GET /api/internships/status-counts: one count per follow-up status, in one request whatever the rows. */
export async function getStatusCounts(): Promise<FollowUpCounts> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/status-counts');
  const counts = { ...ZERO_FOLLOW_UP };
  for (const { _id: status, count } of readAnswer(statusCounts, data)) counts[status] += count;
  return counts;
}

/** The counts per follow-up status: one query, moved by live events. */
export const statusCountsOptions = () =>
  queryOptions({
    queryKey: registrationKeys.statusCounts,
    queryFn: () => getStatusCounts(),
    meta: { what: 'the counts per follow-up status' },
  });

export function useStatusCounts() {
  return useQuery(statusCountsOptions());
}
