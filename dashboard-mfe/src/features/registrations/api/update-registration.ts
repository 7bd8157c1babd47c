import { item } from '@blueprint/contract/api/common';
import { registrationAsRead, type Registration } from '@blueprint/contract/api/registrations';
import { getErrorMessage } from '@blueprint/shared/api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import type { FollowUpStatus } from './follow-up-status';
import { registrationKeys } from './query-keys';

const oneRegistration = item(registrationAsRead);

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

/**
 * PATCH /api/internships/:id → the registration as stored. `version` is the one the person saw: the server
 * applies the change only to it, and answers 412 with the current record otherwise (readConflict). `signal`
 * aborts it (Cancel during a save): the request stops here, though the server may have committed it already.
 */
async function updateRegistration(
  id: string,
  change: RegistrationChange,
  { version, signal }: { version: number; signal?: AbortSignal },
): Promise<Registration> {
  const { data } = await dashboardApi.patch<unknown>(`/api/internships/${encodeURIComponent(id)}`, change, {
    signal,
    headers: { 'If-Match': `"${version}"` },
  });
  return readAnswer(oneRegistration, data).data;
}

/** GET /api/internships/:id → the registration as stored now. */
export async function getRegistration(id: string): Promise<Registration> {
  const { data } = await dashboardApi.get<unknown>(`/api/internships/${encodeURIComponent(id)}`);
  return readAnswer(oneRegistration, data).data;
}

/** A change refused because someone else changed the registration first: who and when (the message), and the record now. */
export interface Conflict {
  message: string;
  current: Registration;
}

/** The 412 of a stale change, read; null for any other failure. */
export function readConflict(error: unknown): Conflict | null {
  if (!isAxiosError(error) || error.response?.status !== 412) return null;
  const current = registrationAsRead.safeParse((error.response.data as { data?: unknown } | undefined)?.data);
  return current.success ? { message: getErrorMessage(error), current: current.data } : null;
}

/** Whether the registration as stored holds the change that was sent. */
function holds(now: Registration, change: RegistrationChange): boolean {
  return (
    (change.status === undefined || now.status === change.status) &&
    (change.note === undefined || now.note === change.note) &&
    (change.assigneeId === undefined || (now.assignee?._id ?? null) === change.assigneeId) &&
    (change.followUpAt === undefined || now.followUpAt === change.followUpAt)
  );
}

export interface Save {
  /** The registration as the person saw it: the change is made on its version. */
  before: Registration;
  change: RegistrationChange;
  /** Cancel during the save. */
  signal: AbortSignal;
}

/**
 * How a save ended: saved, or cancelled, with the registration as the server holds it then (null when it could
 * not be asked) and whether the change had reached it before the cancel did.
 */
export type SaveResult =
  { kind: 'saved'; saved: Registration } | { kind: 'cancelled'; now: Registration | null; tooLate: boolean };

async function save({ before, change, signal }: Save): Promise<SaveResult> {
  try {
    return { kind: 'saved', saved: await updateRegistration(before._id, change, { version: before.version, signal }) };
  } catch (failure) {
    if (!signal.aborted) throw failure;
    // Cancel stopped the request here, but the server may have committed it before: ask what it holds.
    const now = await getRegistration(before._id).catch(() => null);
    return { kind: 'cancelled', now, tooLate: now !== null && now.version > before.version && holds(now, change) };
  }
}

/**
 * The registration as the server stores it now: its record (what an open dialog or panel shows, and what tells
 * the live updates this version is seen), and the lists, counts and history read again.
 */
function stored(client: QueryClient, registration: Registration): void {
  client.setQueryData(registrationKeys.one(registration._id), registration);
  void client.invalidateQueries({ queryKey: registrationKeys.lists });
  void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  void client.invalidateQueries({ queryKey: registrationKeys.activity(registration._id), exact: true });
}

/** The mutation of every follow-up save: one at a time, however fast the clicks (use-mutation-form.ts). */
export const saveRegistrationKey = ['registrations', 'save'] as const;

/**
 * A follow-up save. What it stored (a cancel that came too late included) is the registration's record, and
 * every list and count is read again; a 412's current record too, so every list shows what the colleague saved.
 */
export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRegistrationKey,
    mutationFn: save,
    onSuccess: (result) => {
      const now = result.kind === 'saved' ? result.saved : result.tooLate ? result.now : null;
      if (now) stored(queryClient, now);
    },
    onError: (failure) => {
      const conflict = readConflict(failure);
      if (conflict) stored(queryClient, conflict.current);
    },
  });
}
