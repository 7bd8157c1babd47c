// One line of the API's log for each change of the live map, whichever way it came in.
import type { FastifyBaseLogger } from 'fastify';
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
