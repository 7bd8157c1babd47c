import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { registrationSchema } from '@blueprint/contract/api/registrations';
import { buildTestApp, bearer, registration, type TestApp } from '../helper';
import { OpenApiChecker } from '../support/openapi-check';
import { needsToken, operations, servedRoutes } from '../support/operations';
import { DOCS_CSP } from '../../src/plugins/external/openapi';

// The OpenAPI document: valid OpenAPI 3.1, complete (every route the API serves, every answer the tests see:
// helper.ts checks each injected answer against it), generated from the routes' schemas, and readable at
// /api/docs.

const VALIDATOR = path.join(__dirname, '../support/validate-openapi.mjs');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1 by the specification’s own schema', () => {
    const result = JSON.parse(
      execFileSync(process.execPath, [VALIDATOR], { input: JSON.stringify(document) }).toString(),
    ) as unknown;
    expect(result).toEqual({ valid: true, version: '3.1', errors: [] });
  });

  it('describes every route the API serves, each with a summary, a tag and its answers, busy (503) included', () => {
    const documented = operations(document);
    expect(documented.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(servedRoutes(t.app).sort());
    expect(documented.length).toBeGreaterThan(20);
    for (const { method, path, operation } of documented) {
      const name = `${method} ${path}`;
      expect([name, Boolean(operation.summary), operation.tags?.length]).toEqual([name, true, 1]);
      if (name !== 'GET /api/health')
        expect([name, Object.keys(operation.responses ?? {})]).toEqual([name, expect.arrayContaining(['503'])]);
    }
  });

  it('has answer schemas that compile, with every reference resolved', () => {
    expect(() => new OpenApiChecker(document).compileAll()).not.toThrow();
  });

  it('describes a request with the schema the route validates it with', () => {
    const body = (document.paths!['/api/internships']!.post!.requestBody as OpenAPIV3_1.RequestBodyObject).content[
      'application/json'
    ]!.schema;
    const { $schema: _dialect, ...expected } = z.toJSONSchema(registrationSchema, {
      io: 'input',
      unrepresentable: 'any',
    });
    expect(body).toEqual(expected);
    expect(body).toMatchObject({
      properties: {
        fullName: {
          minLength: 2,
          maxLength: 100,
          not: { pattern: expect.stringContaining('\u202A-\u202E') as unknown },
        },
      },
    });
  });

  it('allows in its request schemas what the API takes, and refuses the characters the API refuses', () => {
    const checker = new OpenApiChecker(document);
    expect(checker.bodyProblems('POST', '/api/internships', registration())).toEqual([]);
    expect(
      checker.bodyProblems('POST', '/api/contact', {
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'line one\r\nline two',
      }),
    ).toEqual([]);
    expect(checker.bodyProblems('POST', '/api/internships', registration({ fullName: 'Asha\u202ERao' }))).toEqual([
      expect.stringContaining('/fullName must NOT be valid'),
    ]);
    expect(
      checker.bodyProblems('POST', '/api/contact', { name: 'Ravi', email: 'ravi@example.com', message: 'beep\u0007' }),
    ).toEqual([expect.stringContaining('/message must NOT be valid')]);
  });

  it('marks exactly the routes that need a token, and they answer 401 without one', async () => {
    const staff = operations(document).filter(needsToken);
    // The docs page's staff, deploy and page-servers sections hold exactly the routes that need a token.
    const tokenTags = (tags: string[] = []) =>
      tags.includes('staff') || tags.includes('deploy') || tags.includes('page-servers');
    for (const entry of operations(document))
      expect([entry.method, entry.path, tokenTags(entry.operation.tags)]).toEqual([
        entry.method,
        entry.path,
        needsToken(entry),
      ]);
    expect(staff.length).toBeGreaterThanOrEqual(10);
    for (const { method, path, url, operation } of staff) {
      const response = await t.app.inject({ method, url });
      expect([method, path, response.statusCode]).toEqual([method, path, 401]);
      expect(operation.responses).toHaveProperty('401');
    }
    // A public route is not marked, and answers without a token.
    expect(document.paths!['/api/health']!.get!.security).toBeUndefined();
  });

  it('is shown for developers at /api/docs by swagger-ui, from this origin only, under its own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    // Every script is a file of this origin: no inline script, nothing from a CDN.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\/[\w.-]+\.js"/);
      expect(inline?.trim()).toBe('');
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    // Other routes keep helmet's policy, untouched by the docs page's.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['content-security-policy']).not.toBe(DOCS_CSP);
  });

  it('sends no policy that allows inline code, on the docs page or elsewhere', async () => {
    for (const url of ['/api/docs/', '/api/health', '/api/openapi.json', '/api/no-such-route']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(policy).toEqual(expect.stringContaining("style-src 'self'"));
      expect(policy).not.toContain("'unsafe-inline'");
    }
  });
});

describe('checking answers against the document', () => {
  let t: TestApp;
  let checker: OpenApiChecker;
  beforeAll(async () => {
    t = await buildTestApp();
    checker = new OpenApiChecker(t.app.swagger() as OpenAPIV3_1.Document);
  });
  afterAll(() => t.close());

  const answer = (statusCode: number, body: unknown, url = '/api/internships/stats', method = 'GET') => ({
    method,
    url,
    statusCode,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(body),
  });

  it('passes what the API really answers', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) });
    expect(checker.problems(answer(response.statusCode, response.json()))).toEqual([]);
  });

  it('finds an undeclared status, a wrong body, a wrong content type and an unknown operation', () => {
    expect(checker.problems(answer(418, { message: 'teapot' }))).toEqual([
      expect.stringContaining('does not declare 418'),
    ]);
    expect(checker.problems(answer(200, [{ _id: 'IT', count: 'many' }]))).toEqual([
      expect.stringContaining('/0/count must be integer'),
    ]);
    expect(checker.problems({ ...answer(200, []), contentType: 'text/plain' })).toEqual([
      expect.stringContaining('content type text/plain'),
    ]);
    expect(checker.problems(answer(200, {}, '/api/internships/stats', 'PUT'))).toEqual([
      expect.stringContaining('no operation'),
    ]);
    expect(checker.problems(answer(201, { data: { _id: 'x' } }, '/api/contact', 'POST')).length).toBeGreaterThan(0);
  });

  it('fails the test whose answer breaks the document', async () => {
    // helper.ts wraps inject: an answer the document does not declare throws.
    delete (t.app.swagger() as OpenAPIV3_1.Document).paths!['/api/health']!.get!.responses['200'];
    await expect(t.app.inject({ method: 'GET', url: '/api/health' })).rejects.toThrow(
      'The answer breaks the OpenAPI document',
    );
  });
});
