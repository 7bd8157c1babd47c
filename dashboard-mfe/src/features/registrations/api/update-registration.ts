import { isAxiosError } from 'axios';
import { getErrorMessage } from '@blueprint/shared/api';
import { dashboardApi } from '../../../lib/api-client';
import type { FollowUpStatus } from './follow-up-status';
import { normalizeRegistration, type Student } from './normalize-registration';

/** What a staff member changes on one registration (docs/contract.md "Registrations as a team"). */
export interface RegistrationChange {
  status?: FollowUpStatus;
  /** A note to add to the history (it never replaces an earlier one). */
  note?: string;
  /** A staff member's id, or null to unassign. */
  assigneeId?: string | null;
  /** ISO 8601, or null to clear. */
  followUpAt?: string | null;
}

/** `If-Match` for the version the change was made on; none for a record that predates versions. */
function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': `"${version}"` };
}

/**
 * PATCH /api/internships/:id → the registration as stored. `version` is the one the person saw: the server
 * applies the change only to it, and answers 412 with the current record otherwise (readConflict). `signal`
 * aborts it (Cancel during a save): the request stops here, though the server may have committed it already
 * (follow-up-dialog.tsx asks).
 */
export async function updateRegistration(id: string, change: RegistrationChange, { version, signal }: { version?: number; signal?: AbortSignal } = {}): Promise<Student> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/internships/${encodeURIComponent(id)}`, change, { signal, headers: ifMatch(version) });
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

/** A change refused because someone else changed the registration first: who and when (the message), and the record now. */
export interface Conflict {
  message: string;
  current: Student;
}

/** The 412 of a stale change, read; null for any other failure. */
export function readConflict(error: unknown): Conflict | null {
  if (!isAxiosError(error) || error.response?.status !== 412) return null;
  const current = normalizeRegistration((error.response.data as { data?: unknown } | undefined)?.data);
  if (!current) return null;
  return { message: getErrorMessage(error), current };
}
