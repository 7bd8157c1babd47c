import type { LightMyRequestResponse as Response } from 'fastify';
import type { ApiErrorBody } from '@blueprint/contract/api/common';
import { bearer, buildTestApp, type TestApp } from '../helper';

/** A test app and a logged-in staff session, built before the file's tests and closed after them, with the
 * calls the staff tests make. */
export function staffSession() {
  const session = {
    t: undefined as unknown as TestApp,
    token: '',
    get: (url: string) => session.t.app.inject({ method: 'GET', url, headers: bearer(session.token) }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      session.t.app.inject({
        method,
        url,
        headers: bearer(session.token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
  beforeAll(async () => {
    session.t = await buildTestApp();
    session.token = await session.t.login();
  });
  afterAll(() => session.t.close());
  return session;
}

/** A 400 (or the given status: 422 for a rule of the data) whose first error names `field`. */
export function expectInvalid(response: Response, field: string, status: 400 | 422 = 400) {
  expect(response.statusCode).toBe(status);
  expect(response.json<ApiErrorBody>().errors?.[0]?.field).toBe(field);
}
