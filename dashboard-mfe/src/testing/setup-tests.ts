// Runs before each test file of this package (jest.config.cjs).
import { setRuntimeConfig } from '@blueprint/shared/config';
import type * as FakeSocketIo from './fake-socket-io';
import { unbuildableAnswers } from './mock-api';
import { sockets } from './fake-socket-io';

jest.mock('socket.io-client', () => jest.requireActual<typeof FakeSocketIo>('./fake-socket-io'));

export const TEST_API_URL = 'http://api.test';

// jsdom has no layout: the virtual list's scroll box gets the height its 370px maximum gives it in a browser,
// so the rows that would be in view render.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-virtual-list') ? 370 : 0;
  },
});
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-virtual-list') ? 600 : 0;
  },
});

beforeEach(() => {
  setRuntimeConfig({ apiUrl: TEST_API_URL, remotes: {} });
  window.localStorage.clear();
  sockets.length = 0;
});

afterEach(() => {
  setRuntimeConfig(undefined);
  const unbuildable = unbuildableAnswers.splice(0);
  if (unbuildable.length > 0)
    throw new Error(
      `The fake API could not build an answer the contract allows:\n${unbuildable.map((error) => error.message).join('\n')}`,
    );
});
