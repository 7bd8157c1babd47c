// Mocks the API at the network boundary: the shared axios client's adapter (its transport) answers instead of
// the network, so everything above it (the token interceptor, status handling, the error helpers, the forms)
// runs as in production.
import { apiClient } from '@blueprint/shared/api';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface MockRequest {
  method: string;
  url: string;
  baseURL: string;
  headers: Record<string, string>;
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

/** What axios rejects with (isAxiosError() reads the flag); axios itself is the shared package's dependency. */
function axiosError(message: string, code: string, config: RequestConfig, response?: unknown) {
  return Object.assign(new Error(message), { isAxiosError: true, name: 'AxiosError', code, config, request: {}, response });
}

function plainHeaders(config: RequestConfig): Record<string, string> {
  const headers = config.headers as unknown as { toJSON?: () => Record<string, unknown> } | undefined;
  const json = headers?.toJSON ? headers.toJSON() : ((headers ?? {}) as Record<string, unknown>);
  return Object.fromEntries(Object.entries(json).map(([name, value]) => [name.toLowerCase(), String(value)]));
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
      headers: plainHeaders(config),
      body: parseBody(config.data),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw axiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config, request: {} };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (ok) return response;
    const code = reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw axiosError(`Request failed with status code ${reply.status}`, code, config, response);
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

/** The Registration the API answers 201 with, for a request body. */
export function createdReply(body: unknown): MockReply {
  const input = (body ?? {}) as Record<string, unknown>;
  return {
    status: 201,
    data: { data: { _id: 'r1', ...input, email: String(input.email ?? '').toLowerCase(), createdAt: '2026-01-01T00:00:00.000Z' } },
  };
}
