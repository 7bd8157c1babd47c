// One line of the API's log, and one audit entry, for each change of the live map, whichever way it came in.
import type { FastifyBaseLogger } from 'fastify';
import type { AuditChanges } from '@blueprint/contract/api/staff';
import type { AuditAction } from '@blueprint/contract/api/values';
import type { DeployLogEntry } from '@blueprint/contract/releases';

const MESSAGES: Record<DeployLogEntry['action'], string> = {
  deploy: 'release deployed',
  rollback: 'release rolled back',
  canary: 'canary started',
  promote: 'canary promoted',
  'canary-stop': 'canary ended',
};

export function logChange(log: FastifyBaseLogger, { remote, action, from, to, by }: DeployLogEntry): void {
  log.info({ remote, from, to, by }, MESSAGES[action]);
}

/** What the audit log says of a change: its action, and the releases (or the canary) before and after. */
export function auditOfChange({ action, from, to }: DeployLogEntry): { action: AuditAction; changes: AuditChanges } {
  switch (action) {
    case 'canary':
      return { action: 'canary-started', changes: { before: { canary: null }, after: { canary: to } } };
    case 'canary-stop':
      return { action: 'canary-stopped', changes: { before: { canary: from }, after: { canary: null } } };
    case 'promote':
      return { action: 'release-promoted', changes: { before: { release: from }, after: { release: to } } };
    case 'rollback':
      return { action: 'release-rolled-back', changes: { before: { release: from }, after: { release: to } } };
    case 'deploy':
      return { action: 'release-deployed', changes: { before: { release: from }, after: { release: to } } };
  }
}
