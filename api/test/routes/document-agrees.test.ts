import type { OpenAPIV3_1 } from 'openapi-types';
import { buildTestApp, bearer, registration, type TestApp } from '../helper';
import type { Item } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';
import { OpenApiChecker } from '../support/openapi-check';
import { operations, paged } from '../support/operations';

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
    ((document.paths![path]!.get!.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).find((parameter) => parameter.name === name)!.schema as {
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

  it('takes an email and a program exactly as the document’s patterns say', async () => {
    for (const [email, program, allowed] of [
      ['  Asha.Rao+tag@Example.co.IN ', ' information   TECHNOLOGY ', true],
      ['o\'brien@example.com', 'civil', true],
      ['.asha@example.com', 'IT', false],
      ['asha..rao@example.com', 'IT', false],
      ['asha\'@example.com', 'IT', false],
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
    const id = (await t.app.inject({ method: 'POST', url: '/api/internships', payload: registration() })).json<{ data: { _id: string } }>().data._id;
    const patch = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/internships/${id}`, payload, headers: bearer(token) });
    for (const [body, allowed] of [
      [{}, false],
      [{ note: '' }, true],
      [{ status: 'contacted' }, true],
    ] as const) {
      expect([body, checker.bodyProblems('PATCH', '/api/internships/{id}', body).length === 0]).toEqual([body, allowed]);
      expect([body, (await patch(body)).statusCode]).toEqual([body, allowed ? 200 : 400]);
    }
    expect((await patch({})).json()).toEqual({ message: 'Validation failed', errors: [{ field: 'body', msg: 'Send a status, a note, an assignee or a follow-up' }] });
  });

  it('drops __proto__ and constructor keys like any unknown field, never answering valid JSON as invalid', async () => {
    const body = JSON.stringify(registration()).replace('{', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}, ');
    const response = await t.app.inject({ method: 'POST', url: '/api/internships', payload: body, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item<Registration>>().data).not.toHaveProperty('isAdmin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
