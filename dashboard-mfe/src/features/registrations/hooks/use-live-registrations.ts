import { getApiUrl } from '@blueprint/shared/config';
import type { Program } from '@blueprint/contract/api/values';
import { normalizeProgram } from '@blueprint/contract/api/values';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { LiveBus } from '../../../lib/live-bus';
import { normalizeRegistration, type Student } from '../api/normalize-registration';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface LiveHandlers {
  /** A new registration, from either form. */
  onRegistration: (student: Student) => void;
  /** A staff member changed a follow-up status or note (here or on another dashboard). */
  onUpdated?: (student: Student) => void;
  /** A registration was erased. */
  onDeleted?: (deleted: DeletedRegistration) => void;
  /** Every (re)connection: whatever happened while disconnected must be fetched again. */
  onConnect: () => void;
  /** The server refused the token (expired or revoked). */
  onUnauthorized: () => void;
}

export interface DeletedRegistration {
  _id: string;
  program: Program;
}

/** Every event a dashboard listens to (docs/contract.md "Realtime"); each is also handed to the bus. */
export const LIVE_EVENTS = ['internshipRegistered', 'registrationUpdated', 'registrationDeleted', 'contactMessageReceived', 'contactMessageUpdated'] as const;

function readDeleted(payload: unknown): DeletedRegistration | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { _id: id, program } = payload as { _id?: unknown; program?: unknown };
  if (typeof id !== 'string' || !id) return null;
  return { _id: id, program: normalizeProgram(typeof program === 'string' ? program : '') ?? 'Other' };
}

export interface LiveConnection {
  status: ConnectionStatus;
  /** Tries again at once after the connection gave up. */
  reconnect: () => void;
}

// Spec section 7: a 20 s connection timeout and a reconnect delay of 1-5 s.
const SOCKET_OPTIONS = { timeout: 20_000, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000 } as const;

/** The realtime channel (docs/contract.md#realtime): open while the dashboard is shown, closed when it leaves. */
export function useLiveRegistrations(token: string, handlers: LiveHandlers, bus?: LiveBus): LiveConnection {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const socketRef = useRef<Socket | null>(null);
  const onEvent = useEffectEvent((event: (typeof LIVE_EVENTS)[number], payload: unknown) => {
    if (event === 'registrationDeleted') {
      const deleted = readDeleted(payload);
      if (deleted) handlers.onDeleted?.(deleted);
    } else if (event !== 'contactMessageReceived' && event !== 'contactMessageUpdated') {
      const student = normalizeRegistration(payload);
      if (student && event === 'internshipRegistered') handlers.onRegistration(student);
      if (student && event === 'registrationUpdated') handlers.onUpdated?.(student);
    }
    bus?.emit(event, payload);
  });
  const onConnect = useEffectEvent(() => {
    handlers.onConnect();
    bus?.emit('connect', null);
  });
  const onUnauthorized = useEffectEvent(() => handlers.onUnauthorized());

  useEffect(() => {
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const client = io(getApiUrl(), {
      ...SOCKET_OPTIONS,
      auth: { token },
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
    for (const event of LIVE_EVENTS) client.on(event, (payload: unknown) => onEvent(event, payload));
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
