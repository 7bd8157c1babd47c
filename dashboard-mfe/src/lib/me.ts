// GET /api/auth/me (docs/contract.md "A workspace for a team"): who is signed in, their role, and the
// institute's time zone every date is shown in. In lib, not a feature: every feature asks who is signed in.
import type { CurrentStaff } from '@blueprint/shared/types';
import type { PasswordChange } from '@blueprint/shared/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from './api-client';
import { DEFAULT_TIME_ZONE, setDisplayTimeZone } from './format';

export type { StaffRole } from '@blueprint/shared/types';

/** Who is signed in: the contract's CurrentStaff. */
export type Me = CurrentStaff;

export function readMe(value: unknown): Me | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || typeof raw.email !== 'string') return null;
  return {
    _id: raw._id,
    email: raw.email,
    name: typeof raw.name === 'string' && raw.name ? raw.name : raw.email,
    // Anything but `admin` is treated as the lesser role: a view for admins is never shown by mistake.
    role: raw.role === 'admin' ? 'admin' : 'staff',
    timeZone: typeof raw.timeZone === 'string' && raw.timeZone ? raw.timeZone : DEFAULT_TIME_ZONE,
  };
}

export async function getMe(): Promise<Me> {
  const { data } = await dashboardApi.get<{ data?: unknown }>('/api/auth/me');
  const me = readMe(data?.data);
  if (!me) throw new Error('The server did not say who is signed in');
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
export async function changePassword(body: PasswordChange): Promise<void> {
  await dashboardApi.post('/api/auth/password', body);
}
