import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ADMIN, buildTestApp, bearer, registration, type TestApp } from '../helper';
import type { Item } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';
import { OpenApiChecker } from '../support/openapi-check';
import { operations, paged, UNKNOWN_ID } from '../support/operations';

// Where an outside fuzzer once found the OpenAPI document and the handlers disagreeing, they agree: what
// the document's own schema allows the handler takes, and what it refuses the handler refuses.

describe('the document and the handlers agree', () => {
  let t: TestApp;
  let token: string;
  let checker: OpenApiChecker;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    document = t.app.swagger() as OpenAPIV3_1.Document;
    checker = new OpenApiChecker(document);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const queryParameter = (path: string, name: string) =>
    ((document.paths![path]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find(
      (parameter) => parameter.name === name,
    )!.schema as {
      pattern?: string;
      enum?: string[];
    };

  it('answers a method a known path does not have with 405 and Allow', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/health' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(put.json()).toEqual({ message: 'Method not allowed' });
    const trace = await t.app.inject({ method: 'TRACE', url: '/api/internships/0190a0b0-0000-7000-8000-000000000000' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
    // An unknown path is still 404.
    expect((await t.app.inject({ method: 'PUT', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('answers QUERY and TRACE on every path with 405 and the path’s methods in Allow, body or not', async () => {
    const paths = Object.entries(document.paths ?? {});
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const [index, [path, item]] of paths.entries()) {
      const url = path.replace(/\{\w+\}/g, UNKNOWN_ID);
      // Each path from an address of its own: one address is limited to 120 such requests a minute.
      const remoteAddress = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const documented = ['get', 'post', 'put', 'patch', 'delete']
        .filter((method) => item?.[method as 'get'])
        .map((method) => method.toUpperCase());
      for (const request of [
        { method: 'QUERY' },
        { method: 'QUERY', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { method: 'QUERY', headers: { 'content-type': 'text/plain' }, payload: 'x' },
        { method: 'TRACE' },
      ]) {
        const response = await t.app.inject({ ...request, url, remoteAddress } as InjectOptions);
        const allow = String(response.headers.allow).split(', ');
        expect([
          path,
          request.method,
          response.statusCode,
          documented.every((method) => allow.includes(method)),
        ]).toEqual([path, request.method, 405, true]);
      }
    }
  });

  it('answers TRACE and QUERY on a known path with 405 before any rate limit, even past it; an unknown path stays limited', async () => {
    const remoteAddress = '10.9.9.9';
    const scan = () => t.app.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress });
    let last = await scan();
    for (let sent = 1; sent <= 120 && last.statusCode === 404; sent += 1) last = await scan();
    expect(last.statusCode).toBe(429);
    for (const method of ['TRACE', 'QUERY'] as const) {
      for (const url of ['/api/health', '/api/internships', '/api/contact']) {
        const response = await t.app.inject({ method, url, remoteAddress });
        expect([method, url, response.statusCode]).toEqual([method, url, 405]);
      }
    }
  });

  it('takes an email and a program exactly as the document’s patterns say', async () => {
    for (const [email, program, allowed] of [
      ['  Asha.Rao+tag@Example.co.IN ', ' information   TECHNOLOGY ', true],
      ["o'brien@example.com", 'civil', true],
      ['.asha@example.com', 'IT', false],
      ['asha..rao@example.com', 'IT', false],
      ["asha'@example.com", 'IT', false],
      ['asha@example.com', 'Arts', false],
      ['asha@example.com', 'İT', false],
    ] as const) {
      const body = registration({ email, program });
      const documented = checker.bodyProblems('POST', '/api/internships', body).length === 0;
      const response = await t.app.inject({ method: 'POST', url: '/api/internships', payload: body });
      expect([email, program, documented, response.statusCode]).toEqual([email, program, allowed, allowed ? 201 : 400]);
    }
  });

  it('refuses a date that does not exist, in the document and in the handler', async () => {
    const from = new RegExp(queryParameter('/api/internships', 'from').pattern!);
    for (const [day, exists] of [
      ['0000-00-00', false],
      ['2026-02-30', false],
      ['2024-02-29', true],
      ['2026-13-01', false],
      ['', true],
    ] as const) {
      expect([day, from.test(day)]).toEqual([day, exists]);
      expect([day, (await get(`/api/internships?from=${day}`)).statusCode]).toEqual([day, exists ? 200 : 400]);
    }
  });

  it('takes an empty limit (the default page) on every list, as the document allows', async () => {
    const lists = operations(document).filter(paged);
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const { path } of lists) {
      expect(new RegExp(queryParameter(path, 'limit').pattern!).test('')).toBe(true);
      expect([path, (await get(`${path}?limit=&cursor=`)).statusCode]).toEqual([path, 200]);
      expect([path, (await get(`${path}?limit=x`)).statusCode]).toEqual([path, 400]);
    }
  });

  it('documents that a change needs a status, a note, an assignee or a follow-up, as the handler does', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).json<{
      data: { _id: string };
    }>().data._id;
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/internships/${id}`, payload, headers: bearer(token) });
    for (const [body, allowed] of [
      [{}, false],
      [{ note: '' }, true],
      [{ status: 'contacted' }, true],
    ] as const) {
      expect([body, checker.bodyProblems('PATCH', '/api/internships/{id}', body).length === 0]).toEqual([
        body,
        allowed,
      ]);
      expect([body, (await patch(body)).statusCode]).toEqual([body, allowed ? 200 : 400]);
    }
    expect((await patch({})).json()).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'body', msg: 'Send a status, a note, an assignee or a follow-up' }],
    });
  });

  it('answers the rules a schema cannot state with the 422 the document lists for them', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).json<{
      data: { _id: string };
    }>().data._id;
    const notStaff = {
      message: 'Assignee must be an active staff member',
      errors: [{ field: 'assigneeId', msg: 'Assignee must be an active staff member' }],
    };
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/internships/${id}`,
      payload: { assigneeId: UNKNOWN_ID },
      headers: bearer(token),
    });
    expect([patch.statusCode, patch.json()]).toEqual([422, notStaff]);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/internships/bulk',
      payload: { ids: [id], assigneeId: UNKNOWN_ID },
      headers: bearer(token),
    });
    expect([bulk.statusCode, bulk.json()]).toEqual([422, notStaff]);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'not the password at all', newPassword: 'a brand new password' },
      headers: bearer(token),
    });
    expect(password.statusCode).toBe(422);
    for (const [path, method] of [
      ['/api/internships/{id}', 'patch'],
      ['/api/internships/bulk', 'post'],
      ['/api/auth/password', 'post'],
    ] as const) {
      expect([path, Object.keys(document.paths![path]![method]!.responses)]).toEqual([
        path,
        expect.arrayContaining(['422']),
      ]);
    }
  });

  it('states in the document that a password must be text that can be stored, as the handler refuses', async () => {
    for (const [password, storable] of [
      ['a password with an emoji \u{1F600}', true],
      ['a password with a NUL \u0000 in it', false],
      ['a password with a lone \uD800 surrogate', false],
    ] as const) {
      const body = { currentPassword: password, newPassword: password };
      expect([password, checker.bodyProblems('POST', '/api/auth/password', body).length === 0]).toEqual([
        password,
        storable,
      ]);
      expect([
        password,
        checker.bodyProblems('POST', '/api/auth/login', { email: ADMIN.email, password }).length === 0,
      ]).toEqual([password, storable]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: body,
        headers: bearer(token),
      });
      expect([password, response.statusCode]).toEqual([password, storable ? 422 : 400]);
    }
  });

  it('lists 413 on every route that reads a body, and answers an oversized body with it', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(40 * 1024) });
    for (const { method, path, url, operation } of operations(document).filter(({ method }) => method !== 'GET')) {
      expect([method, path, '413' in (operation.responses ?? {})]).toEqual([method, path, true]);
      // A published release is a larger body by design: publish.test.ts sends one beyond its own limit.
      if (path === '/api/admin/releases/{remote}/{release}') continue;
      const response = await t.app.inject({
        method,
        url,
        payload: big,
        headers: { ...bearer(token), 'content-type': 'application/json' },
      });
      expect([method, path, response.statusCode]).toEqual([method, path, 413]);
    }
  });

  it('drops __proto__ and constructor keys like any unknown field, never answering valid JSON as invalid', async () => {
    const body = JSON.stringify(registration()).replace(
      '{',
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}, ',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item<Registration>>().data).not.toHaveProperty('isAdmin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
