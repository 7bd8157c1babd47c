import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@blueprint/shared/types';

/** Writes an audit row for the staff account. Awaited before the answer: a change is never answered
 * without its record. */
export function audit(app: FastifyInstance, action: AuditAction, target = ''): Promise<unknown> {
  return app.repos.auditLog.record({ actor: app.config.admin.email, action, target });
}
