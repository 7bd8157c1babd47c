// The realtime channel between the API and the staff dashboards (Socket.IO on the API's origin, default path),
// typed on both sides from one map: the API emits with it, a dashboard listens and parses with it.
import * as z from 'zod/mini';
import { id, staffRef } from './api/common.ts';
import { contactMessage } from './api/inbox.ts';
import { registrationAsRead, registrationDeleted } from './api/registrations.ts';

/** Who else has a registration open now: each person once (never the asker), whichever API instance their
 * dashboard is on. */
export const registrationViewers = z.object({ registrationId: id, viewers: z.array(staffRef) });
export type RegistrationViewers = z.infer<typeof registrationViewers>;

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
  /** Someone opened or left a registration that this dashboard watches (or their dashboard disconnected): ask
   * again who is viewing it. */
  viewersChanged: z.object({ registrationId: id }),
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/** Socket.IO's map of what the server emits. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };

/**
 * What a dashboard says besides its handshake: which registrations it has open (presence). `watchRegistration`
 * is answered with who else is viewing it (never the signed-in person, who may have it open in another tab);
 * asking again is how a dashboard learns of a change after `viewersChanged`, so every dashboard's last answer
 * comes after the last change, whichever instance made it.
 */
export type ClientToServerEvents = {
  watchRegistration: (registrationId: string, answer: (viewers: RegistrationViewers) => void) => void;
  unwatchRegistration: (registrationId: string) => void;
};

/** How many registrations one connection may watch at once (a panel and a dialog over it, with room to spare). */
export const MAX_WATCHED_REGISTRATIONS = 8;

export const SERVER_EVENT_NAMES = Object.keys(serverEvents) as ServerEventName[];
