// GET /api/internships/:id/activity (docs/contract.md "Registrations as a team"): every note, status change,
// assignment and follow-up date of one registration, with who and when, newest first.
import { list } from '@blueprint/contract/api/common';
import { activityEntry, type ActivityEntry } from '@blueprint/contract/api/registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import { registrationKeys } from './query-keys';

export type { ActivityEntry };

const history = list(activityEntry);

export async function getActivity(id: string): Promise<ActivityEntry[]> {
  const { data } = await dashboardApi.get<unknown>(`/api/internships/${encodeURIComponent(id)}/activity`);
  return readAnswer(history, data).data;
}

/**
 * One registration's history. No event carries an entry, so a `registrationUpdated` for the registration
 * reads it again (src/app/live-updates.ts) while it is shown.
 */
export const activityOptions = (id: string) =>
  queryOptions({
    queryKey: registrationKeys.activity(id),
    queryFn: () => getActivity(id),
    meta: { what: 'the activity history' },
  });

export function useActivity(id: string) {
  return useQuery(activityOptions(id));
}
