import { getApiUrl } from '@blueprint/shared/config';
import {
  SERVER_EVENT_NAMES,
  serverEvents,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerToClientEvents,
} from '@blueprint/contract/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Presence } from '../features/registrations/hooks/use-viewers';
import type { LiveBus } from '../lib/live-bus';
import { expireSession } from '../lib/session';
import { applyLiveEvent, liveReconnected, type LiveEvent } from './live-updates';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

function readEvent(event: ServerEventName, payload: unknown): LiveEvent | null {
  const result = serverEvents[event].safeParse(payload);
  if (result.success) return { event, payload: result.data } as LiveEvent;
  console.warn(`A ${event} event could not be read; reading again what it may have changed.`, result.error);
  return null;
}

export interface LiveConnection {
  status: ConnectionStatus;
  /** Tries again at once after the connection gave up. */
  reconnect: () => void;
}

// Spec section 7: a 20 s connection timeout and a reconnect delay of 1-5 s.
const SOCKET_OPTIONS = { timeout: 20_000, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000 } as const;

/**
 * The dashboard's one realtime channel (docs/contract.md#realtime), open while the workspace is shown and
 * closed when it leaves. Every event goes into the query cache (live-updates.ts), then to the views that say
 * something about it (`bus`); `presence` says over it which registrations are open here.
 */
export function useLiveConnection(token: string, bus: LiveBus, presence: Presence): LiveConnection {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);
  const onConnect = useEffectEvent(() => {
    liveReconnected(queryClient);
    bus.emit('connect', null);
  });
  const onEvent = useEffectEvent((event: ServerEventName, payload: unknown) => {
    const read = readEvent(event, payload);
    // What an unreadable event may have changed is read again, as after a reconnect.
    if (!read) return onConnect();
    applyLiveEvent(queryClient, read);
    bus.emit(read.event, read.payload);
  });
  const onUnauthorized = useEffectEvent(() => expireSession(token));

  useEffect(() => {
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(getApiUrl(), {
      ...SOCKET_OPTIONS,
      // The session cookie authenticates the handshake (a WebSocket upgrade carries it; so does polling with
      // credentials).
      withCredentials: true,
      // WebSocket only: one long connection to one API replica, so a load balancer in front of several needs no
      // sticky sessions (long polling would spread a session's requests over replicas that do not know it).
      transports: ['websocket'],
    });
    client.on('connect', () => {
      setStatus('connected');
      onConnect();
    });
    client.on('disconnect', (reason) => {
      // The server closing the connection (for example after the token was revoked) is not retried by the
      // client; one fresh attempt tells a revoked token (refused as unauthorized) from a restart.
      if (reason === 'io server disconnect') {
        setStatus('reconnecting');
        retryTimer = setTimeout(() => client.connect(), SOCKET_OPTIONS.reconnectionDelay);
        return;
      }
      setStatus(client.active ? 'reconnecting' : 'offline');
    });
    client.on('connect_error', (error) => {
      if (error.message === 'unauthorized') {
        onUnauthorized();
        return;
      }
      setStatus(client.active ? 'reconnecting' : 'offline');
    });
    client.io.on('reconnect_failed', () => setStatus('offline'));
    for (const event of SERVER_EVENT_NAMES) client.on(event, (payload: unknown) => onEvent(event, payload));
    const detachPresence = presence.attach(client);
    socketRef.current = client;
    return () => {
      detachPresence();
      clearTimeout(retryTimer);
      socketRef.current = null;
      client.removeAllListeners();
      client.io.removeAllListeners();
      client.disconnect();
    };
  }, [token, presence]);

  return {
    status,
    reconnect: () => {
      const client = socketRef.current;
      if (client && !client.connected) {
        setStatus('connecting');
        client.connect();
      }
    },
  };
}
