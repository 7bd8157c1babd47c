import { dashboardApi } from '../../../lib/api-client';
import type { FollowUpStatus } from './follow-up-status';
import { normalizeRegistration, type Student } from './normalize-registration';

/**
 * PATCH /api/internships/:id `{status?, note?}` → the registration as stored. `signal` aborts it (Cancel during
 * a save): the request stops here, though the server may have committed it already (follow-up-dialog.tsx asks).
 */
export async function updateRegistration(id: string, change: { status?: FollowUpStatus; note?: string }, signal?: AbortSignal): Promise<Student> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/internships/${encodeURIComponent(id)}`, change, { signal });
  const student = normalizeRegistration(data?.data);
  if (!student) throw new Error('The server answered without the registration');
  return student;
}

/** GET /api/internships/:id → the registration as stored now. */
export async function getRegistration(id: string): Promise<Student> {
  const { data } = await dashboardApi.get<{ data?: unknown }>(`/api/internships/${encodeURIComponent(id)}`);
  const student = normalizeRegistration(data?.data);
  if (!student) throw new Error('The server answered without the registration');
  return student;
}
