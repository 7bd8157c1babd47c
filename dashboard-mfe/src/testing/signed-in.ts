import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { fakeStaffApi } from './fake-server';
import { registration } from './students';

export const STAFF_TOKEN = 'staff-token';

/** A signed-in staff member, and the fake API holding one registration: Asha Rao's. */
export function signedInWithAsha() {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, STAFF_TOKEN);
  const row = registration({ fullName: 'Asha Rao', email: 'asha@example.com' });
  const server = fakeStaffApi([row], { token: STAFF_TOKEN });
  return { ...server, row, student: row };
}
