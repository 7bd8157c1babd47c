// A fake API at the network boundary: the dashboard client's axios adapter answers instead of the network,
// so everything above it (the shared client's token header, the 401 interceptor, the error helpers, the
// components) runs as in production. Routes are matched on method and path; the query is handed over.
import { AxiosHeaders } from 'axios';
import { dashboardApi } from '../lib/api-client';

type Adapter = Extract<NonNullable<typeof dashboardApi.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface MockRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The Authorization header as sent, or undefined. */
  authorization: string | undefined;
  baseURL: string;
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

function axiosError(message: string, code: string, config: RequestConfig, response?: unknown) {
  return Object.assign(new Error(message), { isAxiosError: true, name: 'AxiosError', code, config, request: {}, response });
}

function toRequest(config: RequestConfig): MockRequest {
  const url = new URL(config.url ?? '', config.baseURL || 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  const auth = AxiosHeaders.from(config.headers).get('Authorization');
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    query,
    body: parseBody(config.data),
    authorization: typeof auth === 'string' ? auth : undefined,
    baseURL: config.baseURL ?? '',
    responseType: config.responseType,
  };
}

/** The routes of one test; a request nobody answers fails the test. */
export class MockApi {
  readonly requests: MockRequest[] = [];
  readonly unhandled: string[] = [];
  private routes: Array<{ key: string; handler: MockHandler }> = [];

  /** Answers `METHOD /path` (later registrations win). */
  on(route: string, handler: MockHandler | MockReply): this {
    this.routes.unshift({ key: route, handler: typeof handler === 'function' ? handler : () => handler });
    return this;
  }

  /** Requests to one route, in order. */
  calls(route: string): MockRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  adapter = async (config: RequestConfig) => {
    const request = toRequest(config);
    this.requests.push(request);
    const route = this.routes.find((candidate) => candidate.key === `${request.method} ${request.path}`);
    if (!route) {
      this.unhandled.push(`${request.method} ${request.path}`);
      throw axiosError('Network Error', 'ERR_NETWORK', config);
    }
    const reply = await route.handler(request);
    if (reply === 'network-error') throw axiosError('Network Error', 'ERR_NETWORK', config);
    const data =
      config.responseType === 'blob' && !(reply.data instanceof Blob)
        ? new Blob([typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data ?? '')], {
            type: reply.headers?.['content-type'] ?? 'application/octet-stream',
          })
        : reply.data;
    const response = { status: reply.status, statusText: '', data, headers: new AxiosHeaders(reply.headers), config, request: {} };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (ok) return response;
    throw axiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, response);
  };
}

/** Installs a fresh fake API for this test (restoreMocks puts the real adapter back afterwards). */
export function mockApi(): MockApi {
  const api = new MockApi();
  jest.replaceProperty(dashboardApi.defaults, 'adapter', api.adapter as unknown as Adapter);
  return api;
}

/** A reply the test releases when it wants: to look at the screen while the request is in flight. */
export function deferredReply() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
