import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRef } from '@blueprint/contract/api/common';

// Who makes a change (the activity history, the 412 message, `assignee=me`), and whom an assignment names:
// staff accounts, set on every staff request by the guard (request.staff).

export function actorOf(request: FastifyRequest): StaffRef {
  const staff = request.staff;
  if (!staff) throw new Error('actorOf() needs a staff request (the staff guard sets request.staff)');
  return { _id: staff.id, name: staff.name };
}

/** The staff member an assignment names, or undefined when there is no such active account. */
export async function findStaff(app: FastifyInstance, id: string): Promise<StaffRef | undefined> {
  const person = await app.repos.staff.byId(id);
  return person?.active ? { _id: person._id, name: person.name } : undefined;
}
