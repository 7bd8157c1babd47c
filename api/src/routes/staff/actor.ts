import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRef } from '@blueprint/shared/types';

// Who makes a change, for the activity history, the 412 message and `assignee=me`. Staff accounts
// (wip/accounts: `request.staff = {sessionId, id, name, role}`, `repos.staff`) name the person; until they
// are merged, the one shared login is the actor, under a fixed id.

/** The shared login's id, while there is one login for everyone. */
export const SHARED_ACCOUNT_ID = '00000000-0000-7000-8000-000000000000';

interface SignedInStaff {
  id?: string;
  name?: string;
}

interface StaffDirectory {
  findById(id: string): Promise<{ _id: string; name: string; active?: boolean } | undefined>;
}

export function actorOf(app: FastifyInstance, request: FastifyRequest): StaffRef {
  // Before staff accounts, `request.staff` holds only the session id.
  const staff = request.staff as SignedInStaff | undefined;
  return staff?.id && staff.name ? { _id: staff.id, name: staff.name } : { _id: SHARED_ACCOUNT_ID, name: app.config.admin.email };
}

/** The staff member an assignment names, or undefined when there is no such (active) person. */
export async function findStaff(app: FastifyInstance, request: FastifyRequest, id: string): Promise<StaffRef | undefined> {
  const directory = (app.repos as unknown as { staff?: StaffDirectory }).staff;
  if (directory) {
    const person = await directory.findById(id);
    return person && person.active !== false ? { _id: person._id, name: person.name } : undefined;
  }
  const me = actorOf(app, request);
  return id === me._id ? me : undefined;
}
