// The staff follow-up of a registration (docs/contract.md): `new` at first, then `contacted`, and in the end
// `enrolled` or `not-interested`.
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'enrolled', 'not-interested'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  'not-interested': 'Not interested',
};

export function isFollowUpStatus(value: unknown): value is FollowUpStatus {
  return typeof value === 'string' && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);
}
