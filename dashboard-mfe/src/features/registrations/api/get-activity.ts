// GET /api/internships/:id/activity (docs/contract.md "Registrations as a team"): every note, status change,
// assignment and follow-up date of one registration, with who and when, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { isFollowUpStatus, type FollowUpStatus } from './follow-up-status';
import { readStaffRef, type StaffRef } from './normalize-registration';
import { registrationKeys } from './query-keys';

interface EntryBase {
  _id: string;
  at: string;
  /** Who did it; null when the server names nobody (a public form's registration). */
  actor: StaffRef | null;
}

export type ActivityEntry = EntryBase &
  (
    | { kind: 'created' }
    | { kind: 'status'; from: FollowUpStatus | null; to: FollowUpStatus }
    | { kind: 'note'; text: string }
    | { kind: 'assigned'; to: StaffRef | null }
    | { kind: 'follow-up'; followUpAt: string | null }
  );

/** One entry as the dashboard shows it, or null for one it cannot read (left out, not guessed at). */
export function readActivityEntry(value: unknown): ActivityEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || typeof raw.at !== 'string') return null;
  const base: EntryBase = { _id: raw._id, at: raw.at, actor: readStaffRef(raw.actor) };
  switch (raw.kind) {
    case 'created':
      return { ...base, kind: 'created' };
    case 'status':
      return isFollowUpStatus(raw.to) ? { ...base, kind: 'status', from: isFollowUpStatus(raw.from) ? raw.from : null, to: raw.to } : null;
    case 'note':
      return typeof raw.text === 'string' ? { ...base, kind: 'note', text: raw.text } : null;
    case 'assigned':
      return { ...base, kind: 'assigned', to: readStaffRef(raw.to) };
    case 'follow-up':
      return { ...base, kind: 'follow-up', followUpAt: typeof raw.followUpAt === 'string' && raw.followUpAt ? raw.followUpAt : null };
    default:
      return null;
  }
}

export async function getActivity(id: string): Promise<ActivityEntry[]> {
  const { data } = await dashboardApi.get<{ data?: unknown }>(`/api/internships/${encodeURIComponent(id)}/activity`);
  const entries = Array.isArray(data?.data) ? data.data : [];
  return entries.map(readActivityEntry).filter((entry): entry is ActivityEntry => entry !== null);
}

/**
 * One registration's history. No event carries an entry, so a `registrationUpdated` for the registration
 * reads it again (live-registrations-cache.ts) while it is shown.
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
