// GET /api/auth/me (docs/contract.md "A workspace for a team"): who is signed in, their role, and the
// institute's time zone every date is shown in. In lib, not a feature: every feature asks who is signed in.
import { item } from '@blueprint/contract/api/common';
import { currentStaff, type CurrentStaff, type PasswordChange } from '@blueprint/contract/api/staff';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { dashboardApi } from './api-client';
import { setDisplayTimeZone } from './format';
import { readAnswer } from './read-answer';

export type { StaffRole } from '@blueprint/contract/api/values';

/** Who is signed in: the contract's CurrentStaff. */
export type Me = CurrentStaff;

const signedIn = item(currentStaff);

export async function getMe(): Promise<Me> {
  const { data } = await dashboardApi.get<unknown>('/api/auth/me');
  const me = readAnswer(signedIn, data).data;
  // Every date on the page is shown in the institute's zone from here on (src/lib/format.ts).
  setDisplayTimeZone(me.timeZone);
  return me;
}

export const meKey = ['me'] as const;

export const meOptions = () => queryOptions({ queryKey: meKey, queryFn: getMe, meta: { what: 'who is signed in' } });

/** Who is signed in: one read per session (the workspace's query client is the session's). */
export function useMe() {
  return useQuery(meOptions());
}

/** POST /api/auth/password: 204; the caller's other sessions end. */
async function changePassword(body: PasswordChange): Promise<void> {
  await dashboardApi.post('/api/auth/password', body);
}

export const changePasswordKey = ['me', 'password'] as const;

/** One's own new password (nothing in the cache changes). */
export function useChangePassword() {
  return useMutation({ mutationKey: changePasswordKey, mutationFn: changePassword });
}
