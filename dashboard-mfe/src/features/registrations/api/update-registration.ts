import { dashboardApi } from '../../../lib/api-client';
import type { FollowUpStatus } from './follow-up-status';
import { normalizeRegistration, type Student } from './normalize-registration';

/** PATCH /api/internships/:id `{status?, note?}` → the registration as stored. */
export async function updateRegistration(id: string, change: { status?: FollowUpStatus; note?: string }): Promise<Student> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/internships/${encodeURIComponent(id)}`, change);
  const student = normalizeRegistration(data?.data);
  if (!student) throw new Error('The server answered without the registration');
  return student;
}
