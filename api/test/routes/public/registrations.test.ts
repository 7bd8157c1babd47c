import { buildTestApp, bearer, registration, type TestApp } from '../../helper';
import type { Item } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';

describe.each(['/api/internships', '/api/register'])('POST %s', (url) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores a registration and answers 201 with it, normalised', async () => {
    const input = registration({
      email: '  Mixed.Case@Example.COM ',
      program: ' information technology ',
      course: undefined,
      message: undefined,
    });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...input, unknownField: 'dropped', isAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<Item<Registration>>();
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      fullName: 'Asha Rao',
      email: 'mixed.case@example.com',
      phone: '9876543210',
      program: 'IT',
      course: '',
      qualification: 'B.Tech',
      college: 'RV College of Engineering',
      graduationYear: 2025,
      message: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      // Every registration carries the staff follow-up (docs/contract.md).
      status: 'new',
      note: '',
      version: 1,
      assignee: null,
      followUpAt: null,
      // A visitor is never told of other people's registrations: duplicates are for staff reads.
      duplicates: [],
    });
    const token = await t.login();
    const stored = await t.app.inject({ method: 'GET', url: `/api/internships/${data._id}`, headers: bearer(token) });
    expect(stored.json()).toEqual({ data: { ...data, duplicates: expect.any(Array) as unknown } });
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const input = registration();
    expect((await t.app.inject({ method: 'POST', url, payload: input })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url, payload: { ...input, email: input.email.toUpperCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This email is already registered' });
  });

  it('answers 400 with the field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: registration({ phone: '12345', graduationYear: 1999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: [
        { field: 'phone', msg: 'Phone number must be 10 digits' },
        { field: 'graduationYear', msg: 'Graduation year must be a year from 2000 to 2030' },
      ],
    });
  });
});

describe('racing registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives exactly one 201 to 20 concurrent posts of one email, across both forms', async () => {
    const input = registration();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: i % 2 ? '/api/internships' : '/api/register',
          payload: { ...input, email: i % 3 ? input.email : input.email.toUpperCase() },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const token = await t.login();
    const stats = await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) });
    expect(stats.json()).toContainEqual({ _id: 'IT', count: 1 });
  });

  it('keeps each of many concurrent distinct registrations, committed in groups', async () => {
    const inputs = Array.from({ length: 300 }, (_, i) =>
      registration({ program: ['IT', 'Civil', 'Mechanical', 'Other'][i % 4] }),
    );
    const responses = await Promise.all(
      inputs.map((payload) => t.app.inject({ method: 'POST', url: '/api/internships', payload })),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const token = await t.login();
    const stats = await t.app.inject({ method: 'GET', url: '/api/internships/stats', headers: bearer(token) });
    expect(stats.json()).toEqual([
      { _id: 'IT', count: 76 },
      { _id: 'Civil', count: 75 },
      { _id: 'Mechanical', count: 75 },
      { _id: 'Other', count: 75 },
    ]);
  });

  it('stores every value of every row of a group in its own column', async () => {
    // Distinct values in every field, in groups of several sizes: a value bound to the wrong column or row
    // would come back in the wrong place.
    const inputs = Array.from({ length: 45 }, (_, i) =>
      registration({
        fullName: `Student ${i}`,
        phone: `98765${String(i).padStart(5, '0')}`,
        program: ['IT', 'Civil', 'Mechanical', 'Other'][i % 4],
        course: `Course ${i}`,
        qualification: `Degree ${i}`,
        college: `College ${i}`,
        graduationYear: 2000 + (i % 31),
        message: `Message ${i}`,
      }),
    );
    const responses = await Promise.all(
      inputs.map((payload) => t.app.inject({ method: 'POST', url: '/api/internships', payload })),
    );
    const token = await t.login();
    for (const [i, response] of responses.entries()) {
      expect(response.statusCode).toBe(201);
      const { data } = response.json<Item<Registration>>();
      expect(data).toMatchObject({ ...inputs[i], email: inputs[i]!.email.toLowerCase() });
      const stored = await t.app.inject({ method: 'GET', url: `/api/internships/${data._id}`, headers: bearer(token) });
      expect(stored.json()).toEqual({ data: { ...data, duplicates: expect.any(Array) as unknown } });
    }
  });
});
