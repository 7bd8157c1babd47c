import { io as connect, type Socket } from 'socket.io-client';
import { MAX_CONNECTIONS_PER_ADDRESS } from '../../src/plugins/app/realtime';
import { bearer } from '../helper';
import { useListeningApp } from '../support/listening-app';

function open(url: string, token: string): Socket {
  return connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const disconnected = (socket: Socket, withinMs: number) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('realtime limits', () => {
  const listening = useListeningApp();
  const { track } = listening;
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['1 MB', 1024 * 1024],
    ['100 KB', 100 * 1024],
  ])('closes a connection that sends a %s message', async (_size, bytes) => {
    const socket = track(open(listening.url, await listening.t.login()));
    await connected(socket);
    const closed = disconnected(socket, 3000);
    socket.emit('message', 'x'.repeat(bytes));
    expect(await closed).toBe('transport close');
  });

  it('keeps a small message', async () => {
    const socket = track(open(listening.url, await listening.t.login()));
    await connected(socket);
    socket.emit('message', 'x'.repeat(1000));
    await expect(disconnected(socket, 500)).rejects.toThrow('still connected');
  });

  it('does not keep a socket whose session was logged out while its handshake was being checked', async () => {
    const token = await listening.t.login();
    const verify = listening.t.app.auth.verify.bind(listening.t.app.auth);
    jest.spyOn(listening.t.app.auth, 'verify').mockImplementationOnce(async (candidate) => {
      const session = await verify(candidate);
      // The logout lands after the handshake's check and before the socket joins its session's room.
      expect(
        (await listening.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
      ).toBe(204);
      return session;
    });
    const socket = track(open(listening.url, token));
    const closed = disconnected(socket, 3000);
    await connected(socket);
    expect(await closed).toBe('io server disconnect');
  });

  it(`refuses more than ${MAX_CONNECTIONS_PER_ADDRESS} connections from one address`, async () => {
    const token = await listening.t.login();
    const open20 = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => track(open(listening.url, token)));
    await Promise.all(open20.map(connected));
    await expect(connected(track(open(listening.url, token)))).rejects.toThrow();
    // One leaves: there is room again.
    const closing = open20[0]!;
    closing.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(connected(track(open(listening.url, token)))).resolves.toBeUndefined();
  });
});
