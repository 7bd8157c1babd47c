// A fake API at the network boundary, for the apps' tests: an axios client's adapter (its transport) answers
// instead of the network, so everything above it (the token interceptor, status handling, the error helpers,
// the components) runs as in production.
import { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/api-client';

export interface MockRequest {
  method: string;
  /** As the client was called, e.g. '/api/internships?program=IT'. */
  url: string;
  /** Path without the query. */
  path: string;
  /** Query string and params together. */
  query: Record<string, string>;
  baseURL: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The Authorization header as sent, or undefined. */
  authorization: string | undefined;
  body: unknown;
  responseType: string | undefined;
}

/** An HTTP answer, or a request that never reaches a server. */
export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';
export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** What axios rejects with (isAxiosError() reads the flag). */
function axiosError(message: string, code: string, config: InternalAxiosRequestConfig, response?: unknown) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    name: 'AxiosError',
    code,
    config,
    request: {},
    response,
  });
}

export function toMockRequest(config: InternalAxiosRequestConfig): MockRequest {
  const url = new URL(config.url ?? '', config.baseURL || 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const headers = Object.fromEntries(
    Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
      name.toLowerCase(),
      String(value),
    ]),
  );
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    path: url.pathname,
    query,
    baseURL: config.baseURL ?? '',
    headers,
    authorization: headers.authorization,
    body: parseBody(config.data),
    responseType: config.responseType,
  };
}

/** An adapter that records each request and answers it with `handler`, as axios would. */
export function mockAdapter(handler: MockHandler, requests: MockRequest[] = []): AxiosAdapter {
  return async (config) => {
    const request = toMockRequest(config);
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw axiosError('Network Error', 'ERR_NETWORK', config);
    const data =
      config.responseType === 'blob' && !(reply.data instanceof Blob)
        ? new Blob([typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data ?? '')], {
            type: reply.headers?.['content-type'] ?? 'application/octet-stream',
          })
        : reply.data;
    const response = {
      status: reply.status,
      statusText: '',
      data,
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (ok) return response;
    const code = reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw axiosError(`Request failed with status code ${reply.status}`, code, config, response);
  };
}

/**
 * Answers every request of `client` (the main-site client by default) with `handler` until the test ends
 * (jest's restoreMocks puts the real adapter back). Returns the requests seen, in order.
 */
export function mockApi(handler: MockHandler, { client = apiClient }: { client?: AxiosInstance } = {}): MockRequest[] {
  const requests: MockRequest[] = [];
  jest.replaceProperty(client.defaults, 'adapter', mockAdapter(handler, requests));
  return requests;
}

/** A reply the test releases when it wants: to look at the screen while the request is in flight. */
export function deferredReply() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
