import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@blueprint/contract/api/values';
import type { AuditChanges } from '@blueprint/contract/api/staff';

/**
 * Writes an audit row naming the person behind the request (request.staff: set on every staff route), with
 * a change's before → after when given (only the fields that changed; never a password or a student's
 * details beyond what the target's id leads to). Awaited before the answer: a change is never answered
 * without its record.
 */
export function audit(request: FastifyRequest, action: AuditAction, target = '', details?: Partial<AuditChanges>): Promise<unknown> {
  const staff = request.staff;
  if (!staff) throw new Error('audit() needs a staff request (the staff guard sets request.staff)');
  const changes = details && (details.before || details.after) ? { before: details.before ?? {}, after: details.after ?? {} } : undefined;
  return request.server.repos.auditLog.record({ actor: staff.email, actorId: staff.id, actorName: staff.name, action, target, changes });
}
