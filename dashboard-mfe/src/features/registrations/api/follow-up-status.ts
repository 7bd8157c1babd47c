// The staff follow-up of a registration (docs/contract.md): `new` at first, then `contacted`, and in the end
// `enrolled` or `not-interested`.
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@blueprint/contract/api/values';

export const FOLLOW_UP_STATUSES = REGISTRATION_STATUSES;
export type FollowUpStatus = RegistrationStatus;

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  'not-interested': 'Not interested',
};

export function isFollowUpStatus(value: unknown): value is FollowUpStatus {
  return typeof value === 'string' && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);
}
