// Changes to the team's accounts (docs/contract.md "Staff accounts"): POST /api/staff and PATCH /api/staff/:id,
// for admins only (403 for staff). The list itself is read in src/lib/staff-directory.ts.
import { dashboardApi } from '../../../lib/api-client';
import type { StaffRole } from '../../../lib/me';
import { readStaffUser, type StaffUser } from '../../../lib/staff-directory';

function readOne(data: { data?: unknown } | undefined): StaffUser {
  const user = readStaffUser(data?.data);
  if (!user) throw new Error('The server answered without the account');
  return user;
}

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export async function addStaff(body: NewStaffUser): Promise<StaffUser> {
  const { data } = await dashboardApi.post<{ data?: unknown }>('/api/staff', body);
  return readOne(data);
}

export type StaffChange = Partial<{ name: string; role: StaffRole; active: boolean; password: string }>;

export async function changeStaff(id: string, change: StaffChange): Promise<StaffUser> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/staff/${encodeURIComponent(id)}`, change);
  return readOne(data);
}
