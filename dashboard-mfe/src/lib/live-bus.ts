import type { ServerEventName, ServerEventPayload } from '@blueprint/contract/events';
import { createContext, use, useEffect, useEffectEvent, useState } from 'react';

/** What the bus carries: each realtime event with its payload as the contract's schema read it, and every
 * (re)connection. */
export type LiveEvents = { [E in ServerEventName]: ServerEventPayload<E> } & { connect: null };
export type LiveEventName = keyof LiveEvents;

type Listener = (payload: never) => void;

/**
 * The realtime events of the one socket a dashboard holds, handed on to the views that say something about
 * them (an announcement, an offer of new matching rows). The query cache takes every event before this
 * (src/app/live-updates.ts): a view reads its data from the cache, not from here.
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
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (payload: LiveEvents[E]) => void)(payload);
  }
}

/** The dashboard's bus; a view rendered without the live connection (a test of one view) hears nothing. */
export const LiveBusContext = createContext<LiveBus | null>(null);

/** One bus for the lifetime of the component that creates it. */
export function useNewLiveBus(): LiveBus {
  const [bus] = useState(() => new LiveBus());
  return bus;
}

/** Calls `handler` (its latest version) on every `event` while the component is mounted. */
export function useLiveEvent<E extends LiveEventName>(event: E, handler: (payload: LiveEvents[E]) => void): void {
  const bus = use(LiveBusContext);
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus?.on(event, (payload) => onEvent(payload)), [bus, event]);
}
