import { getApiUrl } from '@blueprint/shared/config';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { normalizeRegistration, type Student } from '../api/normalize-registration';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface LiveHandlers {
  /** A new registration, from either form. */
  onRegistration: (student: Student) => void;
  /** Every (re)connection: whatever happened while disconnected must be fetched again. */
  onConnect: () => void;
  /** The server refused the token (expired or revoked). */
  onUnauthorized: () => void;
}

export interface LiveConnection {
  status: ConnectionStatus;
  /** Tries again at once after the connection gave up. */
  reconnect: () => void;
}

// Spec section 7: a 20 s connection timeout and a reconnect delay of 1-5 s.
const SOCKET_OPTIONS = { timeout: 20_000, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000 } as const;

/** The realtime channel (CONTRACT.md "Realtime"): open while the dashboard is shown, closed when it leaves. */
export function useLiveRegistrations(token: string, handlers: LiveHandlers): LiveConnection {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const socketRef = useRef<Socket | null>(null);
  const onRegistration = useEffectEvent((payload: unknown) => {
    const student = normalizeRegistration(payload);
    if (student) handlers.onRegistration(student);
  });
  const onConnect = useEffectEvent(() => handlers.onConnect());
  const onUnauthorized = useEffectEvent(() => handlers.onUnauthorized());

  useEffect(() => {
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const client = io(getApiUrl(), {
      ...SOCKET_OPTIONS,
      auth: { token },
      // WebSocket first: no sticky sessions needed behind several API instances, and the lowest latency.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
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
    client.on('internshipRegistered', (payload: unknown) => onRegistration(payload));
    socketRef.current = client;
    return () => {
      clearTimeout(retryTimer);
      socketRef.current = null;
      client.removeAllListeners();
      client.io.removeAllListeners();
      client.disconnect();
    };
  }, [token]);

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
