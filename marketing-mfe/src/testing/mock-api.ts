// Mocks the API at the network boundary: the shared axios client's adapter answers instead of the network, so
// everything above it (interceptors, status handling, error helpers, the forms) runs as in production.
import { apiClient } from '@blueprint/shared/api';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface MockRequest {
  method: string;
  url: string;
  baseURL: string;
  body: unknown;
}

/** An HTTP answer, or a request that never reaches a server. */
export type MockReply = { status: number; data?: unknown } | 'network-error';

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function axiosError(message: string, code: string, config: RequestConfig, response?: unknown) {
  // What axios rejects with; isAxiosError() checks the flag.
  return Object.assign(new Error(message), { isAxiosError: true, name: 'AxiosError', code, config, request: {}, response });
}

/**
 * Answers every request of the shared client with `handler` until the test ends (restoreMocks undoes it).
 * Returns the requests seen, in order.
 */
export function mockApi(handler: (request: MockRequest) => MockReply | Promise<MockReply>): MockRequest[] {
  const requests: MockRequest[] = [];
  const adapter = async (config: RequestConfig) => {
    const request: MockRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL ?? '',
      body: parseBody(config.data),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw axiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config, request: {} };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (ok) return response;
    throw axiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, response);
  };
  jest.replaceProperty(apiClient.defaults, 'adapter', adapter as unknown as Adapter);
  return requests;
}

/** A reply the test releases when it wants: to look at the form while the request is in flight. */
export function deferredReply() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
