// The realtime channel between the API and the staff dashboards (Socket.IO on the API's origin, default path),
// typed on both sides from one map: the API emits with it, a dashboard listens and parses with it.
import type * as z from 'zod/mini';
import { contactMessage } from './api/inbox.ts';
import { registrationAsRead, registrationDeleted } from './api/registrations.ts';

/**
 * What the API emits to every signed-in dashboard, on every instance: each event with the schema of its one
 * argument, as a dashboard reads it.
 */
export const serverEvents = {
  /** A new registration, from either form. */
  internshipRegistered: registrationAsRead,
  /** A registration as it is now, with its new version (also for each row of a bulk change). */
  registrationUpdated: registrationAsRead,
  /** An erased registration: enough to drop its row and its count. */
  registrationDeleted,
  contactMessageReceived: contactMessage,
  /** Every change of a message (handled or not), so every inbox's count stays exact. */
  contactMessageUpdated: contactMessage,
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/** Socket.IO's map of what the server emits. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };

/** A dashboard sends no event: its handshake (`auth: {token}`) is all it says. */
export type ClientToServerEvents = Record<never, never>;

export const SERVER_EVENT_NAMES = Object.keys(serverEvents) as ServerEventName[];
