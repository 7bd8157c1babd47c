// Presence (docs/contract.md#realtime): who else has a registration open. The dashboard's one socket says which
// registrations its dialogs and panels show; the API answers with who else is viewing each, by the names of
// their accounts, and says when that changes.
import type { StaffRef } from '@blueprint/contract/api/common';
import {
  registrationViewers,
  serverEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@blueprint/contract/events';
import { createContext, use, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';

type Viewers = StaffRef[];
type Listener = (viewers: Viewers) => void;
/** What presence needs of the socket. */
export type PresenceSocket = Pick<
  Socket<ServerToClientEvents, ClientToServerEvents>,
  'connected' | 'on' | 'off' | 'emit'
>;

const NOBODY: Viewers = [];

/**
 * The registrations this dashboard has open and who else is viewing each. Watched while at least one view
 * shows it; watched again on every (re)connection, since the API forgets a socket's registrations with it.
 */
export class Presence {
  private socket: PresenceSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private latest = new Map<string, Viewers>();

  /** Uses this socket until the returned function is called. */
  attach(socket: PresenceSocket): () => void {
    this.socket = socket;
    const onConnect = () => {
      for (const id of this.listeners.keys()) this.ask(id);
    };
    // Offline, who is viewing is not known: nobody is shown rather than someone who may have left.
    const onDisconnect = () => {
      for (const id of this.listeners.keys()) this.tell(id, NOBODY);
    };
    const onChanged = (payload: unknown) => {
      const read = serverEvents.viewersChanged.safeParse(payload);
      if (read.success && this.listeners.has(read.data.registrationId)) this.ask(read.data.registrationId);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('viewersChanged', onChanged);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('viewersChanged', onChanged);
      if (this.socket === socket) this.socket = null;
    };
  }

  /** Tells `listener` who else views registration `id` now and on every change, until the returned function is called. */
  watch(id: string, listener: Listener): () => void {
    let watchers = this.listeners.get(id);
    if (!watchers) {
      watchers = new Set();
      this.listeners.set(id, watchers);
      this.ask(id);
    }
    watchers.add(listener);
    listener(this.latest.get(id) ?? NOBODY);
    return () => {
      watchers.delete(listener);
      if (watchers.size > 0 || this.listeners.get(id) !== watchers) return;
      this.listeners.delete(id);
      this.latest.delete(id);
      if (this.socket?.connected) this.socket.emit('unwatchRegistration', id);
    };
  }

  private ask(id: string) {
    // Not connected: the next connection asks (a socket.io client would otherwise send it late, from its buffer).
    if (!this.socket?.connected) return;
    this.socket.emit('watchRegistration', id, (answer) => {
      const read = registrationViewers.safeParse(answer);
      if (read.success && this.listeners.has(id)) this.tell(id, read.data.viewers);
    });
  }

  private tell(id: string, viewers: Viewers) {
    this.latest.set(id, viewers);
    for (const listener of [...(this.listeners.get(id) ?? [])]) listener(viewers);
  }
}

/** The dashboard's presence; none where a dialog is shown without the live connection. */
export const PresenceContext = createContext<Presence | null>(null);

/** Who else has registration `id` open, while the calling view shows it. */
export function useViewers(id: string): Viewers {
  const presence = use(PresenceContext);
  const [viewers, setViewers] = useState<Viewers>(NOBODY);
  useEffect(() => (presence ? presence.watch(id, setViewers) : undefined), [presence, id]);
  return presence ? viewers : NOBODY;
}
