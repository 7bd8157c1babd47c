import type { ServerEventName, ServerEventPayload } from '@blueprint/contract/events';
import { useEffect, useEffectEvent, useState } from 'react';

/** What the bus carries: each realtime event with its payload as the contract's schema read it, and every
 * (re)connection. */
export type LiveEvents = { [E in ServerEventName]: ServerEventPayload<E> } & { connect: null };
export type LiveEventName = keyof LiveEvents;

type Listener = (payload: never) => void;

/**
 * The realtime events of the one socket a dashboard holds, handed on to whichever view wants them: the
 * registrations table, the inbox, the unread count.
 */
export class LiveBus {
  private listeners = new Map<LiveEventName, Set<Listener>>();

  on<E extends LiveEventName>(event: E, listener: (payload: LiveEvents[E]) => void): () => void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return () => {
      this.listeners.get(event)?.delete(listener);
    };
  }

  emit<E extends LiveEventName>(event: E, payload: LiveEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (payload: LiveEvents[E]) => void)(payload);
  }
}

/** One bus for the lifetime of the component that creates it. */
export function useLiveBus(): LiveBus {
  const [bus] = useState(() => new LiveBus());
  return bus;
}

/** Calls `handler` (its latest version) on every `event` while the component is mounted. */
export function useLiveEvent<E extends LiveEventName>(bus: LiveBus, event: E, handler: (payload: LiveEvents[E]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(event, (payload) => onEvent(payload)), [bus, event]);
}
