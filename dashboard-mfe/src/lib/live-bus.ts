import { useEffect, useEffectEvent, useState } from 'react';

type Listener = (payload: unknown) => void;

/**
 * The realtime events of the one socket a dashboard holds, handed on to whichever view wants them: the
 * registrations table, the inbox, the unread count.
 */
export class LiveBus {
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): () => void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return () => {
      this.listeners.get(event)?.delete(listener);
    };
  }

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }
}

/** One bus for the lifetime of the component that creates it. */
export function useLiveBus(): LiveBus {
  const [bus] = useState(() => new LiveBus());
  return bus;
}

/** Calls `handler` (its latest version) on every `event` while the component is mounted. */
export function useLiveEvent(bus: LiveBus, event: string, handler: (payload: unknown) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(event, (payload) => onEvent(payload)), [bus, event]);
}
