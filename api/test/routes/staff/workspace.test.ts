import { sql } from 'kysely';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { ProgramStat, Registration, TimelinePoint } from '@blueprint/contract/api/registrations';
import { localDay } from '../../../src/lib/time-zone';
import { registration } from '../../helper';
import { expectInvalid, staffSession } from '../../support/staff';

/** A UUIDv7 made at `ms`, as the API's id clock would (the counter keeps ids of one millisecond apart). */
const idAt = (ms: number, counter: number) => {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${counter.toString(16).padStart(3, '0')}-8000-000000000000`;
};

// The staff workspace on registrations: search and filters, follow-up, erasure, the timeline, the audit log.
describe('staff workspace: registrations', () => {
  const staff = staffSession();
  const { get } = staff;
  const patch = (id: string, payload: unknown) => staff.send('PATCH', `/api/internships/${id}`, payload);
  const remove = (id: string) => staff.send('DELETE', `/api/internships/${id}`);
  const post = async (overrides: Parameters<typeof registration>[0] = {}) => {
    const response = await staff.t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: Registration }>().data;
  };
  const names = (response: { json: () => { data: { fullName: string }[] } }) =>
    response.json().data.map((r) => r.fullName);
  const auditRows = async () =>
    (await get('/api/audit-log?limit=500')).json<{ data: { actor: string; action: string; target: string }[] }>().data;

  it('gives every registration the status new and an empty note', async () => {
    const created = await post({ fullName: 'Fresh Face' });
    expect(created).toMatchObject({ status: 'new', note: '' });
    expect((await get(`/api/internships/${created._id}`)).json<Item<Registration>>().data).toMatchObject({
      status: 'new',
      note: '',
    });
  });

  it('changes the status and the note, lists by status, and records who changed what', async () => {
    const one = await post({ fullName: 'Status One' });
    const two = await post({ fullName: 'Status Two' });
    const first = await patch(one._id, { status: 'contacted', note: ' Called on Monday ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Item<Registration>>().data).toEqual({
      ...one,
      status: 'contacted',
      note: 'Called on Monday',
      version: 2,
      duplicates: expect.any(Array) as unknown,
    });
    expect((await patch(two._id, { status: 'enrolled' })).json<Item<Registration>>().data).toMatchObject({
      status: 'enrolled',
      note: '',
    });
    // A note is never cleared or replaced by an empty one: it adds nothing, and changes nothing.
    expect((await patch(one._id, { note: '' })).json<Item<Registration>>().data).toMatchObject({
      status: 'contacted',
      note: 'Called on Monday',
      version: 2,
    });

    expect(names(await get('/api/internships?status=contacted'))).toEqual(['Status One']);
    expect(names(await get('/api/internships?status=enrolled&program=IT'))).toEqual(['Status Two']);
    // The first page (cached) shows the change too.
    expect((await get('/api/internships?limit=2')).json<Page<Registration>>().data.map((r) => r.status)).toEqual([
      'enrolled',
      'contacted',
    ]);

    const rows = await auditRows();
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'status-change', target: one._id, actor: staff.t.config.admin.email }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ action: 'note-change', target: one._id }));
    expect(rows).toContainEqual(expect.objectContaining({ action: 'status-change', target: two._id }));
  });

  it.each([
    ['a bad status', { status: 'called' }, 'status'],
    ['an empty body', {}, 'body'],
    ['a note too long', { note: 'x'.repeat(2001) }, 'note'],
    ['a note with a control character', { note: 'a\u0007b' }, 'note'],
  ])('refuses a change with %s: 400', async (_name, payload, field) => {
    expectInvalid(await patch((await post())._id, payload), field);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const id of ['not-an-id', '1%27%20OR%201=1']) {
      const update = await patch(id, { status: 'new' });
      expect(update.statusCode).toBe(400);
      expect(update.json<ApiErrorBody>().errors).toEqual([{ field: 'id', msg: 'Invalid id' }]);
      expect((await remove(id)).statusCode).toBe(400);
    }
    const unknown = '01890000-0000-7000-8000-000000000000';
    expect((await patch(unknown, { status: 'new' })).json()).toEqual({ message: 'Registration not found' });
    expect((await remove(unknown)).statusCode).toBe(404);
  });

  it.each([
    ['/api/internships?status=called', 'status'],
    ['/api/internships?from=2026-13-01', 'from'],
    ['/api/internships?to=2026-02-30', 'to'],
    ['/api/internships?from=0000-00-00', 'from'],
    ['/api/internships?sort=random', 'sort'],
    ['/api/internships?cursor=zzz', 'cursor'],
    ['/api/internships/export.csv?status=x', 'status'],
    ['/api/internships/export.csv?from=yesterday', 'from'],
    ['/api/internships/timeline?bucket=month', 'bucket'],
  ])('refuses %s with 400', async (url, field) => {
    expectInvalid(await get(url), field);
  });

  // Any two dates the document allows are answered (the fuzzer sends such pairs): a reversed range selects
  // nothing, and a timeline longer than 1,100 days shows its last 1,100, as a limit above 500 is cut to 500.
  it('answers a reversed range with nothing, and cuts a long timeline to its last 1,100 days', async () => {
    const reversed = await get('/api/internships?from=2026-03-01&to=2026-02-01');
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json<Page<Registration>>().data).toEqual([]);
    expect((await get('/api/internships/timeline?from=2026-01-01&to=2025-01-01')).json()).toEqual([]);
    const long = (await get('/api/internships/timeline?from=2020-01-01&to=2026-01-01')).json<TimelinePoint[]>();
    expect(long).toHaveLength(1100);
    expect([long[0]!.date, long.at(-1)!.date]).toEqual(['2022-12-29', '2026-01-01']);
  });

  it('treats an empty filter as no filter', async () => {
    const response = await get('/api/internships?q=&status=&program=&from=&to=&limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<Registration>>().data).toHaveLength(2);
  });

  it('erases a registration everywhere: list, cache, stats, search, CSV, timeline; the email may register again', async () => {
    const email = `erase.me.${process.pid}@example.com`;
    const victim = await post({ fullName: 'Erase Me', email, phone: '9000000042', program: 'Mechanical' });
    const before = (await get('/api/internships/stats')).json<ProgramStat[]>();
    const mechanical = (stats: { _id: string; count: number }[]) => stats.find((s) => s._id === 'Mechanical')!.count;
    const today = localDay(Date.parse(victim.createdAt), staff.t.config.timeZone);
    const timelineToday = async () =>
      (await get(`/api/internships/timeline?from=${today}&to=${today}`)).json<
        { date: string; Mechanical: number }[]
      >()[0]!.Mechanical;
    const onTimeline = await timelineToday();
    // Prime the first-page cache with the row in it.
    expect(names(await get('/api/internships?program=Mechanical'))).toContain('Erase Me');
    expect(names(await get('/api/internships'))).toContain('Erase Me');

    const response = await remove(victim._id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(names(await get('/api/internships?program=Mechanical'))).not.toContain('Erase Me');
    expect(names(await get('/api/internships'))).not.toContain('Erase Me');
    expect(mechanical((await get('/api/internships/stats')).json<ProgramStat[]>())).toBe(mechanical(before) - 1);
    expect(await timelineToday()).toBe(onTimeline - 1);
    expect((await get(`/api/internships/${victim._id}`)).statusCode).toBe(404);
    for (const q of ['Erase Me', email, '9000000042']) {
      expect((await get(`/api/internships?q=${encodeURIComponent(q)}`)).json<Page<Registration>>().data).toEqual([]);
    }
    const csv = (await get('/api/internships/export.csv')).body;
    expect(csv).not.toContain(email);
    expect(csv).not.toContain('Erase Me');
    expect((await remove(victim._id)).statusCode).toBe(404);
    // Nor does the search index keep a copy of the name, the email or the phone.
    if (staff.t.app.database.engine === 'sqlite') {
      const copies = await sql<{
        n: number;
      }>`select count(*) as n from registrations_search where id = ${victim._id} or text like ${'%erase.me%'}`.execute(
        staff.t.app.database.db,
      );
      expect(Number(copies.rows[0]!.n)).toBe(0);
    }

    // The audit log keeps the id and nothing else of the person.
    const rows = await auditRows();
    expect(rows).toContainEqual(expect.objectContaining({ action: 'delete', target: victim._id }));
    expect(JSON.stringify(rows)).not.toMatch(/Erase Me|erase\.me|9000000042/);

    const again = await staff.t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration({ email, fullName: 'Erase Me' }),
    });
    expect(again.statusCode).toBe(201);
    expect(mechanical((await get('/api/internships/stats')).json<ProgramStat[]>())).toBe(mechanical(before) - 1);
  });
});

describe('staff workspace: filters, search and the timeline on known days', () => {
  const staff = staffSession();
  const { get } = staff;

  beforeAll(async () => {
    const day = (date: string, hour = 10) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    const rows: [string, string, string, 'IT' | 'Civil' | 'Mechanical' | 'Other', Date][] = [
      ['Kavya Iyer', 'kavya.iyer@example.com', '9123456780', 'IT', day('2026-01-05')], // Monday
      ['Rohan Das', 'rohan.das@example.com', '9876501234', 'Civil', day('2026-01-05', 23)],
      ['Meera Nair', 'meera@school.example.edu', '9988776655', 'IT', day('2026-01-07')],
      ['Élodie Durand', 'elodie@example.fr', '9000011111', 'Other', day('2026-01-12')], // the next Monday
      ['Arjun Kavyan', 'arjun.k@example.com', '9555512345', 'Mechanical', day('2026-01-20')],
    ];
    // Stored as made on those days: ids carry their creation time, and this process's id clock has moved past
    // them (it never goes back), so the rows are written with ids of their own days.
    await staff.t.app.database.db
      .insertInto('registrations')
      .values(
        rows.map(([fullName, email, phone, program, createdAt], index) => ({
          id: idAt(createdAt.getTime(), index),
          full_name: fullName,
          email,
          phone,
          program,
          course: '',
          qualification: 'B.Tech',
          college: 'RV College of Engineering',
          graduation_year: 2025,
          message: '',
          created_at: createdAt.toISOString(),
          status: 'new',
          note: '',
        })),
      )
      .execute();
  });

  const names = async (url: string) =>
    (await get(url)).json<{ data: { fullName: string }[] }>().data.map((r) => r.fullName);

  it('searches name, email and phone, case-insensitively, for fragments of any length', async () => {
    expect(await names('/api/internships?q=kavya')).toEqual(['Arjun Kavyan', 'Kavya Iyer']);
    expect(await names('/api/internships?q=KAVYA%20I')).toEqual(['Kavya Iyer']);
    expect(await names('/api/internships?q=meera%40school.example.edu')).toEqual(['Meera Nair']);
    expect(await names('/api/internships?q=9876501234')).toEqual(['Rohan Das']);
    expect(await names('/api/internships?q=501')).toEqual(['Rohan Das']);
    expect(await names('/api/internships?q=Da')).toEqual(['Rohan Das']);
    expect(await names('/api/internships?q=%25')).toEqual([]);
    expect(await names('/api/internships?q=%22')).toEqual([]);
    expect(await names('/api/internships?q=nobody')).toEqual([]);
  });

  it('filters by dates (inclusive, the institute’s days: IST), program and status, in either order, and pages filtered results', async () => {
    expect(await names('/api/internships?from=2026-01-05&to=2026-01-07')).toEqual([
      'Meera Nair',
      'Rohan Das',
      'Kavya Iyer',
    ]);
    // Rohan registered at 23:00 UTC on the 5th: 04:30 on the 6th in India, so on the 6th.
    expect(await names('/api/internships?from=2026-01-06')).toEqual([
      'Arjun Kavyan',
      'Élodie Durand',
      'Meera Nair',
      'Rohan Das',
    ]);
    expect(await names('/api/internships?to=2026-01-05&sort=oldest')).toEqual(['Kavya Iyer']);
    expect(await names('/api/internships?program=IT&q=example')).toEqual(['Meera Nair', 'Kavya Iyer']);
    expect(await names('/api/internships?status=contacted')).toEqual([]);

    const first = (await get('/api/internships?sort=oldest&limit=2&q=example')).json<Page<Registration>>();
    expect(first.data.map((r) => r.fullName)).toEqual(['Kavya Iyer', 'Rohan Das']);
    const second = (await get(`/api/internships?sort=oldest&limit=2&q=example&cursor=${first.nextCursor}`)).json<
      Page<Registration>
    >();
    expect(second.data.map((r) => r.fullName)).toEqual(['Meera Nair', 'Élodie Durand']);
    const third = (await get(`/api/internships?sort=oldest&limit=2&q=example&cursor=${second.nextCursor}`)).json<
      Page<Registration>
    >();
    expect(third).toEqual({ data: [expect.objectContaining({ fullName: 'Arjun Kavyan' })], nextCursor: null });
  });

  it('exports exactly the filtered set, and keeps the program file name', async () => {
    const it = await get('/api/internships/export.csv?program=IT&q=example');
    // What it holds and when; the search text itself (personal data) stays out of the name.
    expect(it.headers['content-disposition']).toMatch(
      /^attachment; filename="it_students_search_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    expect(it.body.startsWith('\uFEFFfullName,')).toBe(true);
    const lines = it.body.trim().split('\r\n');
    expect(lines[0]).toBe('fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Kavya Iyer', 'Meera Nair']);
    const newest = await get('/api/internships/export.csv?from=2026-01-12&sort=newest');
    expect(newest.headers['content-disposition']).toMatch(
      /^attachment; filename="all_students_2026-01-12_to_today_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    expect(
      newest.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Arjun Kavyan', 'Élodie Durand']);
  });

  it('counts per day and per week (Mondays), zeros included', async () => {
    const days = (await get('/api/internships/timeline?from=2026-01-04&to=2026-01-07')).json<TimelinePoint[]>();
    expect(days).toEqual([
      { date: '2026-01-04', IT: 0, Civil: 0, Mechanical: 0, Other: 0 },
      { date: '2026-01-05', IT: 1, Civil: 0, Mechanical: 0, Other: 0 },
      // Rohan's 23:00 UTC on the 5th is the 6th in India.
      { date: '2026-01-06', IT: 0, Civil: 1, Mechanical: 0, Other: 0 },
      { date: '2026-01-07', IT: 1, Civil: 0, Mechanical: 0, Other: 0 },
    ]);
    const weeks = (await get('/api/internships/timeline?from=2026-01-01&to=2026-01-31&bucket=week')).json<
      TimelinePoint[]
    >();
    expect(weeks).toEqual([
      { date: '2025-12-29', IT: 0, Civil: 0, Mechanical: 0, Other: 0 },
      { date: '2026-01-05', IT: 2, Civil: 1, Mechanical: 0, Other: 0 },
      { date: '2026-01-12', IT: 0, Civil: 0, Mechanical: 0, Other: 1 },
      { date: '2026-01-19', IT: 0, Civil: 0, Mechanical: 1, Other: 0 },
      { date: '2026-01-26', IT: 0, Civil: 0, Mechanical: 0, Other: 0 },
    ]);
    // By default: the last 30 days, today (in India) included.
    const recent = (await get('/api/internships/timeline')).json<TimelinePoint[]>();
    expect(recent).toHaveLength(30);
    expect(recent.at(-1)!.date).toBe(localDay(Date.now(), 'Asia/Kolkata'));
  });
});
