import { dashboardApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationKeys } from './query-keys';
import { FOLLOW_UP_STATUSES, isFollowUpStatus, type FollowUpStatus } from './follow-up-status';

export type FollowUpCounts = Record<FollowUpStatus, number>;

export const ZERO_FOLLOW_UP: FollowUpCounts = Object.fromEntries(FOLLOW_UP_STATUSES.map((status) => [status, 0])) as FollowUpCounts;

/** GET /api/internships/status-counts: one count per follow-up status, in one request whatever the rows. */
export async function getStatusCounts(): Promise<FollowUpCounts> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/status-counts');
  const counts = { ...ZERO_FOLLOW_UP };
  if (!Array.isArray(data)) return counts;
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { _id: status, count } = entry as { _id?: unknown; count?: unknown };
    const value = Number(count);
    // An unknown status or a bad count is left out, not guessed at.
    if (isFollowUpStatus(status) && Number.isFinite(value) && value >= 0) counts[status] += value;
  }
  return counts;
}

/** The counts per follow-up status: one query, moved by live events; `enabled` false asks nothing. */
export const statusCountsOptions = () =>
  queryOptions({
    queryKey: registrationKeys.statusCounts,
    queryFn: () => getStatusCounts(),
    meta: { what: 'the counts per follow-up status' },
  });

export function useStatusCounts(enabled: boolean) {
  return useQuery({ ...statusCountsOptions(), enabled });
}
