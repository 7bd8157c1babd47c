import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../helper';

/**
 * One app listening on a free loopback port for the tests of a describe block, and the sockets its tests
 * open (`track`), closed after each test. Read `t` and `url` inside tests (they are set in beforeAll).
 */
export function useListeningApp(): { readonly t: TestApp; readonly url: string; track: (socket: Socket) => Socket } {
  const state = {} as { t: TestApp; url: string };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    state.t = await buildTestApp();
    await state.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.url = `http://127.0.0.1:${(state.t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => state.t.close());
  return {
    get t() {
      return state.t;
    },
    get url() {
      return state.url;
    },
    track: (socket) => (sockets.push(socket), socket),
  };
}
