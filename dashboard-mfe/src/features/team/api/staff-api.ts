// Changes to the team's accounts (docs/contract.md "Staff accounts"): POST /api/staff and PATCH /api/staff/:id,
// for admins only (403 for staff). The list itself is read in src/lib/staff-directory.ts.
import { item } from '@blueprint/contract/api/common';
import { staffUser, type StaffCreate, type StaffUpdate } from '@blueprint/contract/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import { staffKey, staffSaved, type StaffUser } from '../../../lib/staff-directory';

const oneAccount = item(staffUser);

async function addStaff(body: StaffCreate): Promise<StaffUser> {
  const { data } = await dashboardApi.post<unknown>('/api/staff', body);
  return readAnswer(oneAccount, data).data;
}

async function changeStaff(id: string, change: StaffUpdate): Promise<StaffUser> {
  const { data } = await dashboardApi.patch<unknown>(`/api/staff/${encodeURIComponent(id)}`, change);
  return readAnswer(oneAccount, data).data;
}

/** The team's mutations, one at a time each (use-mutation-form.ts). */
export const staffMutationKeys = {
  add: ['staff', 'add'] as const,
  change: ['staff', 'change'] as const,
  resetSecondFactors: ['staff', 'reset-second-factors'] as const,
};

/** A new account: the team list shows it once added. */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffMutationKeys.add,
    mutationFn: addStaff,
    onSuccess: (user) => staffSaved(queryClient, user),
  });
}

/** A change to an account (name, role, active, a new password): the team list shows it once saved. */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffMutationKeys.change,
    mutationFn: ({ id, change }: { id: string; change: StaffUpdate }) => changeStaff(id, change),
    onSuccess: (user) => staffSaved(queryClient, user),
  });
}

async function resetSecondFactors(id: string): Promise<void> {
  await dashboardApi.delete(`/api/staff/${encodeURIComponent(id)}/second-factors`);
}

/** DELETE /api/staff/:id/second-factors: someone's app, recovery codes and passkeys removed; the list is read again. */
export function useResetSecondFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffMutationKeys.resetSecondFactors,
    mutationFn: resetSecondFactors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
