import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@blueprint/contract/api/values';
import type { AuditChanges } from '@blueprint/contract/api/staff';
import type { AuditRecord } from '../../repositories/audit-log';

/** One entry of the log as a route asks for it: what, on what, and (for a change) before → after. */
export interface AuditItem {
  action: AuditAction;
  target?: string;
  details?: Partial<AuditChanges>;
}

function recordOf(request: FastifyRequest, { action, target = '', details }: AuditItem): AuditRecord {
  const staff = request.staff;
  if (!staff) throw new Error('audit() needs a staff request (the staff guard sets request.staff)');
  const changes =
    details && (details.before || details.after)
      ? { before: details.before ?? {}, after: details.after ?? {} }
      : undefined;
  return { actor: staff.email, actorId: staff.id, actorName: staff.name, action, target, changes };
}

/**
 * Writes an audit row naming the person behind the request (request.staff: set on every staff route), with
 * a change's before → after when given (only the fields that changed; never a password or a student's
 * contact details). Awaited before the answer: a change is never answered without its record.
 */
export function audit(
  request: FastifyRequest,
  action: AuditAction,
  target = '',
  details?: Partial<AuditChanges>,
): Promise<unknown> {
  return request.server.repos.auditLog.record(recordOf(request, { action, target, details }));
}

/** Several rows for one request (a change of several fields, a bulk change), written together. */
export function auditAll(request: FastifyRequest, items: AuditItem[]): Promise<unknown> {
  return request.server.repos.auditLog.recordMany(items.map((item) => recordOf(request, item)));
}
