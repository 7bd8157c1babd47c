// Changes to the team's accounts (docs/contract.md "Staff accounts"): POST /api/staff and PATCH /api/staff/:id,
// for admins only (403 for staff). The list itself is read in src/lib/staff-directory.ts.
import { dashboardApi } from '../../../lib/api-client';
import type { StaffCreate, StaffUpdate } from '@blueprint/shared/validation';
import { readStaffUser, type StaffUser } from '../../../lib/staff-directory';

function readOne(data: { data?: unknown } | undefined): StaffUser {
  const user = readStaffUser(data?.data);
  if (!user) throw new Error('The server answered without the account');
  return user;
}

export async function addStaff(body: StaffCreate): Promise<StaffUser> {
  const { data } = await dashboardApi.post<{ data?: unknown }>('/api/staff', body);
  return readOne(data);
}

export async function changeStaff(id: string, change: StaffUpdate): Promise<StaffUser> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/staff/${encodeURIComponent(id)}`, change);
  return readOne(data);
}
