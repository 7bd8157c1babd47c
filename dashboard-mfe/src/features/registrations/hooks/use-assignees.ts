import type { StaffRef } from '@blueprint/contract/api/common';
import { useMe } from '../../../lib/me';
import { useStaff } from '../../../lib/staff-directory';

/**
 * The people a registration can be assigned to: me, the rest of the team when this person may list it (an
 * admin: GET /api/staff is admin-only), and whoever is assigned now. A staff member can assign to themselves
 * or leave an assignment as it is; the contract has no team list for staff (see README).
 */
export function useAssignees(current: StaffRef | null | undefined): StaffRef[] {
  const me = useMe().data;
  const team = useStaff(me?.role === 'admin').data ?? [];
  const people = new Map<string, StaffRef>();
  if (me) people.set(me._id, { _id: me._id, name: `${me.name} (me)` });
  for (const user of team)
    if (user.active && !people.has(user._id)) people.set(user._id, { _id: user._id, name: user.name || user.email });
  if (current && !people.has(current._id)) people.set(current._id, current);
  return [...people.values()];
}
