import { buildTestApp, bearer, registration, type TestApp } from '../../helper';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { Registration } from '@blueprint/contract/api/registrations';

describe('staff registration routes', () => {
  let t: TestApp;
  let token: string;
  const created: { _id: string; program: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    // Sequential so the creation order is known.
    for (let i = 0; i < 7; i++) {
      const program = ['IT', 'Civil', 'IT', 'Mechanical', 'IT', 'Civil', 'IT'][i];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/internships',
        payload: registration({ program, fullName: `Student ${i}` }),
      });
      created.push(response.json<Item<Registration>>().data);
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('counts every program, zeros included', async () => {
    const response = await get('/api/internships/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: 'IT', count: 4 },
      { _id: 'Civil', count: 2 },
      { _id: 'Mechanical', count: 1 },
      { _id: 'Other', count: 0 },
    ]);
  });

  it('lists newest first and pages by cursor without gaps or repeats', async () => {
    const first = await get('/api/internships?limit=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<Page<Registration>>();
    expect(page1.data.map((r) => r.fullName)).toEqual(['Student 6', 'Student 5', 'Student 4']);
    expect(page1.nextCursor).toBe(page1.data[2]!._id);
    const page2 = (await get(`/api/internships?limit=3&cursor=${page1.nextCursor}`)).json<Page<Registration>>();
    const page3 = (await get(`/api/internships?limit=3&cursor=${page2.nextCursor}`)).json<Page<Registration>>();
    expect(page3.nextCursor).toBeNull();
    const ids = [...page1.data, ...page2.data, ...page3.data].map((r) => r._id);
    expect(ids).toEqual(created.map((r) => r._id).reverse());
  });

  it('filters by program, case-insensitively', async () => {
    const response = await get('/api/internships?program=civil');
    expect(response.json<Page<Registration>>().data.map((r) => r.fullName)).toEqual(['Student 5', 'Student 1']);
    const it = await get('/api/internships?program=information%20technology&limit=2');
    expect(it.json<Page<Registration>>().data).toHaveLength(2);
    expect(it.json<Page<Registration>>().nextCursor).not.toBeNull();
  });

  it.each([
    ['/api/internships?program=Astronomy', 'program'],
    ['/api/internships?limit=0', 'limit'],
    ['/api/internships?limit=abc', 'limit'],
    ['/api/internships?cursor=1%27%20OR%201=1', 'cursor'],
  ])('refuses %s with 400', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().errors?.[0]?.field).toBe(field);
  });

  it('returns one registration, and 404 for an unknown or malformed id', async () => {
    const one = await get(`/api/internships/${created[3]!._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Item<Registration>>().data).toMatchObject({ _id: created[3]!._id, program: 'Mechanical' });
    const unknown = await get('/api/internships/01890000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Registration not found' });
    expect((await get('/api/internships/not-an-id')).statusCode).toBe(404);
  });

  it('marks staff answers no-store', async () => {
    expect((await get('/api/internships/stats')).headers['cache-control']).toBe('no-store');
  });
});

describe('CSV export', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('streams one program with RFC 4180 quoting and formulas defused', async () => {
    const tricky = registration({
      fullName: '=cmd|"/c calc"!A1',
      college: 'College, "Main" Campus',
      course: '+91 course',
      qualification: '@B.Tech',
      message: 'line one\r\nline two, "quoted"',
    });
    await t.app.inject({ method: 'POST', url: '/api/internships', payload: tricky });
    await t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration({ program: 'Civil', fullName: 'Civil Student' }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration({ fullName: 'Plain Name', message: '-5 minus', course: '' }),
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/internships/export.csv?program=IT',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="it_students.csv"');
    const lines = response.body.split('\r\n');
    // UTF-8 with a byte-order mark, then the spec's ten columns exactly.
    expect(lines[0]).toBe(
      '\uFEFFfullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message',
    );
    expect(response.body).not.toContain('Civil Student');
    expect(lines[1]).toMatch(
      /^"'=cmd\|""\/c calc""!A1",asha\.rao\.[\d.]+@example\.com,9876543210,IT,'\+91 course,'@B\.Tech,"College, ""Main"" Campus",2025,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30,"line one$/,
    );
    expect(lines[2]).toBe('line two, ""quoted"""');
    expect(lines[3]).toMatch(/^Plain Name,.*,'-5 minus$/);
    expect(lines[4]).toBe('');
  });

  it('names the file after the program and exports everything without one', async () => {
    const civil = await t.app.inject({
      method: 'GET',
      url: '/api/internships/export.csv?program=civil',
      headers: bearer(token),
    });
    expect(civil.headers['content-disposition']).toBe('attachment; filename="civil_students.csv"');
    expect(civil.body.trim().split('\r\n')).toHaveLength(2);
    const all = await t.app.inject({ method: 'GET', url: '/api/internships/export.csv', headers: bearer(token) });
    // Anything but the spec's per-program export says what it holds and when (the institute's time).
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="all_students_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    expect(all.body.trim().split('\r\n').length).toBeGreaterThanOrEqual(4);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/internships/export.csv?program=xyz',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages through more rows than one query reads', async () => {
    const many = Array.from({ length: 2100 }, () => registration({ program: 'Other' }));
    await t.app.repos.registrations.createMany(
      many.map((input) => ({
        data: { ...input, program: 'Other', course: input.course ?? '', message: input.message ?? '' } as never,
      })),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/internships/export.csv?program=Other',
      headers: bearer(token),
    });
    expect(response.body.trim().split('\r\n')).toHaveLength(2101);
  });
});

describe('the first page', () => {
  it('shows a registration made after it was last read, from this or another form', async () => {
    const t = await buildTestApp();
    try {
      const token = await t.login();
      const page = async (query = '') =>
        (await t.app.inject({ method: 'GET', url: `/api/internships${query}`, headers: bearer(token) })).json<
          Page<Registration>
        >();
      expect((await page()).data).toEqual([]);
      expect((await page('?program=Civil')).data).toEqual([]);
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ program: 'Civil', fullName: 'First Civil' }),
      });
      expect((await page()).data.map((r) => r.fullName)).toEqual(['First Civil']);
      expect((await page('?program=IT')).data).toEqual([]);
      await t.app.inject({
        method: 'POST',
        url: '/api/internships',
        payload: registration({ program: 'Civil', fullName: 'Second Civil' }),
      });
      expect((await page('?program=Civil')).data.map((r) => r.fullName)).toEqual(['Second Civil', 'First Civil']);
      expect((await page('?limit=1')).data.map((r) => r.fullName)).toEqual(['Second Civil']);
    } finally {
      await t.close();
    }
  });
});
