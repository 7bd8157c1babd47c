// Stands in for socket.io-client's `io` (jest.mock in setup-tests.ts): the test plays the server, deciding when
// the connection opens, drops, is refused, and what it emits. The dashboard's own code runs unchanged.
import type { ServerEventName, ServerEventPayload } from '@blueprint/contract/events';

type Listener = (...args: unknown[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  protected fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

class FakeManager extends Emitter {
  emitForTest(event: string, ...args: unknown[]) {
    this.fire(event, ...args);
  }
}

export class FakeSocket extends Emitter {
  connected = false;
  /** Like socket.io: false once the client gave up (disconnect() called, or refused by the server). */
  active = true;
  disconnectCalls = 0;
  connectCalls = 0;
  readonly io = new FakeManager();

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    const wasConnected = this.connected;
    this.active = false;
    this.connected = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** What the dashboard sent, in order (an acknowledgement callback last, when it asked for one). */
  readonly sent: Array<{ event: string; args: unknown[] }> = [];

  emit(event: string, ...args: unknown[]) {
    this.sent.push({ event, args });
    return this;
  }

  /** The dashboard's messages under `event`: their arguments, without acknowledgement callbacks. */
  sentArgs(event: string): unknown[][] {
    return this.sent
      .filter((message) => message.event === event)
      .map(({ args }) => args.filter((arg) => typeof arg !== 'function'));
  }

  // What the server (the test) does:

  /** Answers every message under `event` that awaits an acknowledgement, with what `answer` makes of its arguments. */
  serverAck(event: string, answer: (...args: unknown[]) => unknown) {
    for (const message of this.sent) {
      const ack = message.args.at(-1);
      if (message.event !== event || typeof ack !== 'function') continue;
      message.args = message.args.slice(0, -1);
      (ack as (payload: unknown) => void)(answer(...message.args));
    }
  }

  serverAccept() {
    this.active = true;
    this.connected = true;
    this.fire('connect');
  }

  /** An event as the API emits it (the contract's event map types the payload). */
  serverEmit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
    this.serverSend(event, payload);
  }

  /** Anything at all under an event's name: what a sender outside the contract might emit. */
  serverSend(event: string, payload: unknown) {
    if (!this.connected) throw new Error('Cannot emit on a socket that is not connected');
    this.fire(event, payload);
  }

  /** The connection drops (the API restarts, the network goes); the client keeps retrying. */
  serverDrop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The handshake is refused, as the API's middleware does for a bad token. */
  serverRefuse(message = 'unauthorized') {
    this.active = false;
    this.connected = false;
    this.fire('connect_error', Object.assign(new Error(message), { data: undefined }));
  }
}

export const sockets: FakeSocket[] = [];

export function io(url: string, options: Record<string, unknown> = {}) {
  const socket = new FakeSocket(url, options);
  sockets.push(socket);
  return socket;
}

/** The socket the dashboard opened last. */
export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('The dashboard opened no socket');
  return socket;
}
