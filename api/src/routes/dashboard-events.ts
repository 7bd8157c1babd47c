import type { FastifyInstance } from 'fastify';
import type { ServerEventName, ServerEventPayload } from '@blueprint/contract/events';
import { STAFF_ROOM } from '../plugins/app/realtime';

/** The staff events a route sends (a new registration has its own path: plugins/app/realtime.ts). */
type StaffEvent = Exclude<ServerEventName, 'internshipRegistered'>;

/** Call after the answer is sent; a failed broadcast is logged, never the caller's error. */
export function toDashboards<E extends StaffEvent>(
  app: FastifyInstance,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  setImmediate(() => {
    try {
      // The signature above checks the payload against the event; Socket.IO's own emit cannot follow a
      // generic event name.
      const room: { emit(name: StaffEvent, payload: unknown): boolean } = app.realtime.io.to(STAFF_ROOM);
      room.emit(event, payload);
    } catch (error) {
      app.log.warn({ err: error, event }, 'could not broadcast a staff event');
    }
  });
}
