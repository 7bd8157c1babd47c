// GET /api/staff (docs/contract.md "Staff accounts", admins only): the team's accounts. In lib, not a feature:
// the Team view manages them and the follow-up dialog offers them as assignees.
import type { StaffUser } from '@blueprint/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from './api-client';

export type { StaffUser };

export function readStaffUser(value: unknown): StaffUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || typeof raw.email !== 'string') return null;
  return {
    _id: raw._id,
    email: raw.email,
    name: typeof raw.name === 'string' ? raw.name : '',
    role: raw.role === 'admin' ? 'admin' : 'staff',
    active: raw.active !== false,
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : '',
    lastLoginAt: typeof raw.lastLoginAt === 'string' && raw.lastLoginAt ? raw.lastLoginAt : null,
  };
}

export async function listStaff(): Promise<StaffUser[]> {
  const { data } = await dashboardApi.get<{ data?: unknown }>('/api/staff');
  return (Array.isArray(data?.data) ? data.data : []).map(readStaffUser).filter((user): user is StaffUser => user !== null);
}

export const staffKey = ['staff'] as const;

/** The team's accounts; `enabled` only for an admin (a staff member would get 403). */
export const staffOptions = () => queryOptions({ queryKey: staffKey, queryFn: listStaff, meta: { what: 'the team' } });

export function useStaff(enabled: boolean) {
  return useQuery({ ...staffOptions(), enabled });
}
