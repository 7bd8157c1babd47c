// The staff API for the dashboard's tests: routes on method and path over the shared network-boundary fake
// (@blueprint/shared/testing/mock-api), installed on the dashboard's own client.
import type { AxiosAdapter } from 'axios';
import { mockAdapter, type MockHandler, type MockReply, type MockRequest } from '@blueprint/shared/testing/mock-api';
import { dashboardApi } from '../lib/api-client';

/**
 * Answers the fake API could not build, each the error its contract schema gave (fake-server.ts builds every
 * answer through one): setup-tests.ts fails the test that asked.
 */
export const unbuildableAnswers: Error[] = [];

/** The routes of one test; a request nobody answers fails as a network error and is listed in `unhandled`. */
export class MockApi {
  readonly requests: MockRequest[] = [];
  readonly unhandled: string[] = [];
  private routes: Array<{ key: string; pattern: RegExp | null; handler: MockHandler }> = [];

  /** Answers `METHOD /path` (later registrations win); `:name` in the path matches one segment. */
  on(route: string, handler: MockHandler | MockReply): this {
    const pattern = route.includes('/:') ? new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`) : null;
    this.routes.unshift({ key: route, pattern, handler: typeof handler === 'function' ? handler : () => handler });
    return this;
  }

  /** Requests to one route, in order. */
  calls(route: string): MockRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  /**
   * The browser's cookie jar, played in tests: the session a 200 from POST /api/auth/session named in its
   * `set-cookie` header, or else the session the test stored as the marker (which the request was sent
   * under: lib/api-client.ts). A request with credentials
   * carries it to the fake as a bearer token, so fake-server.ts tells its people apart as the API does.
   */
  private cookie: string | undefined;

  private readonly answer = mockAdapter(async (request) => {
    const key = `${request.method} ${request.path}`;
    // A route named exactly wins over a pattern (GET /api/internships/stats over GET /api/internships/:id).
    const route =
      this.routes.find((candidate) => candidate.key === key) ??
      this.routes.find((candidate) => candidate.pattern?.test(key));
    if (!route) {
      this.unhandled.push(key);
      return 'network-error';
    }
    try {
      return await route.handler(request);
    } catch (error) {
      unbuildableAnswers.push(new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`));
      throw error;
    }
  }, this.requests);

  readonly adapter: AxiosAdapter = async (config) => {
    const session = this.cookie ?? (config as { sessionMarker?: string | null }).sessionMarker;
    if (config.withCredentials && session && !config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${session}`);
    const response = await this.answer(config);
    const setCookie: unknown = response.headers['set-cookie'];
    if (config.url === '/api/auth/session' && typeof setCookie === 'string') this.cookie = setCookie;
    return response;
  };
}

/** Installs a fresh fake API for this test (restoreMocks puts the real adapter back afterwards). */
export function mockApi(): MockApi {
  const api = new MockApi();
  jest.replaceProperty(dashboardApi.defaults, 'adapter', api.adapter);
  return api;
}
