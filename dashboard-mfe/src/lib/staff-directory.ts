// GET /api/staff (docs/contract.md "Staff accounts", admins only): the team's accounts. In lib, not a feature:
// the Team view manages them and the follow-up dialog offers them as assignees.
import { list } from '@blueprint/contract/api/common';
import { staffUser, type StaffUser } from '@blueprint/contract/api/staff';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardApi } from './api-client';
import { readAnswer } from './read-answer';

export type { StaffUser };

const team = list(staffUser);

export async function listStaff(): Promise<StaffUser[]> {
  const { data } = await dashboardApi.get<unknown>('/api/staff');
  return readAnswer(team, data).data;
}

export const staffKey = ['staff'] as const;

/** The team's accounts; `enabled` only for an admin (a staff member would get 403). */
export const staffOptions = () => queryOptions({ queryKey: staffKey, queryFn: listStaff, meta: { what: 'the team' } });

export function useStaff(enabled: boolean) {
  return useQuery({ ...staffOptions(), enabled });
}

/** An account as saved (added or changed): the team list shows it, in its place or last (keeping what only
 * the list says, whether it has a second factor). */
export function staffSaved(client: QueryClient, user: StaffUser): void {
  client.setQueryData<StaffUser[]>(staffKey, (accounts) =>
    accounts
      ? accounts.some((row) => row._id === user._id)
        ? accounts.map((row) => (row._id === user._id ? { ...row, ...user } : row))
        : [...accounts, user]
      : accounts,
  );
}
