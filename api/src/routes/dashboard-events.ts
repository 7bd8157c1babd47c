import type { FastifyInstance } from 'fastify';
import type { ContactMessage, Registration, RegistrationDeleted } from '@blueprint/shared/types';
import { STAFF_ROOM } from '../plugins/app/realtime';

/** Staff events, sent to every dashboard on every instance (docs/contract.md "Realtime"). */
export interface StaffEvents {
  registrationUpdated: Registration;
  registrationDeleted: RegistrationDeleted;
  contactMessageReceived: ContactMessage;
  /** Every change of a message (handled or not), so every inbox's count stays exact. */
  contactMessageUpdated: ContactMessage;
}

/** Call after the answer is sent; a failed broadcast is logged, never the caller's error. */
export function toDashboards<E extends keyof StaffEvents>(app: FastifyInstance, event: E, payload: StaffEvents[E]): void {
  setImmediate(() => {
    try {
      app.realtime.io.to(STAFF_ROOM).emit(event, payload);
    } catch (error) {
      app.log.warn({ err: error, event }, 'could not broadcast a staff event');
    }
  });
}
