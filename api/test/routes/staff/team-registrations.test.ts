import type { ActivityEntry } from '@blueprint/contract/api/registrations';
import type { StaffRef } from '@blueprint/contract/api/common';
import { bearer, buildTestApp, registration, type TestApp } from '../../helper';
import type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
import type { Registration, TimelinePoint } from '@blueprint/contract/api/registrations';
import { expectInvalid, staffSession } from '../../support/staff';

/** A UUIDv7 made at `ms` (as the API's id clock would). */
const idAt = (ms: number, counter: number) => {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${counter.toString(16).padStart(3, '0')}-8000-000000000000`;
};

// docs/contract.md "A workspace for a team": versions and If-Match, the activity history, assignment,
// follow-up, bulk changes, duplicates, the institute's day and the workspace CSV.
describe('registrations as a team', () => {
  const staff = staffSession();
  const { get } = staff;
  const patch = (id: string, payload: unknown, ifMatch?: string) =>
    staff.t.app.inject({
      method: 'PATCH',
      url: `/api/internships/${id}`,
      headers: { ...bearer(staff.token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });
  const post = async (overrides: Parameters<typeof registration>[0] = {}) => {
    const response = await staff.t.app.inject({
      method: 'POST',
      url: '/api/internships',
      payload: registration(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Item<Registration>>().data;
  };
  const activity = async (id: string) =>
    (await get(`/api/internships/${id}/activity`)).json<Item<ActivityEntry[]>>().data;
  // Two people: the admin the session logs in as, and Ravi, a staff member the admin adds.
  let admin: StaffRef;
  const ravi = { token: '', ref: undefined as unknown as StaffRef };
  const me = () => admin;
  const adminId = () => admin._id;

  beforeAll(async () => {
    const who = (await get('/api/auth/me')).json<Item<{ _id: string; name: string }>>().data;
    admin = { _id: who._id, name: who.name };
    const email = `ravi.team.${process.pid}@blueprint.test`;
    const password = 'ravi-calls-students-daily';
    const added = await staff.send('POST', '/api/staff', { email, name: 'Ravi Kumar', role: 'staff', password });
    expect(added.statusCode).toBe(201);
    ravi.ref = { _id: added.json<Item<{ _id: string }>>().data._id, name: 'Ravi Kumar' };
    ravi.token = (
      await staff.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    ).json<{ token: string }>().token;
  });
  const patchAs = (token: string, id: string, payload: unknown, ifMatch?: string) =>
    staff.t.app.inject({
      method: 'PATCH',
      url: `/api/internships/${id}`,
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });
  let phone = 7000000000;
  const uniquePhone = () => String((phone += 1));

  it('sends the version as an ETag and refuses a change to a stale version with 412, the current record and who changed it', async () => {
    const created = await post({ phone: uniquePhone() });
    const read = await get(`/api/internships/${created._id}`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json<Item<Registration>>().data.version).toBe(1);

    // Ravi saves first, from version 1.
    const first = await patchAs(ravi.token, created._id, { status: 'contacted', note: 'Called 7:10pm' }, '"1"');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.json<Item<Registration>>().data).toMatchObject({
      status: 'contacted',
      note: 'Called 7:10pm',
      version: 2,
    });

    // The admin's dialog still shows version 1: refused, nothing overwritten, and told who changed it.
    const second = await patch(created._id, { status: 'not-interested', note: 'Number busy' }, '"1"');
    expect(second.statusCode).toBe(412);
    const body = second.json<ApiErrorBody & Item<Registration>>();
    expect(body.data).toMatchObject({ _id: created._id, status: 'contacted', note: 'Called 7:10pm', version: 2 });
    expect(body.message).toContain('changed by Ravi Kumar at ');
    // In the institute's time as a person reads it: no ISO timestamp, no version number.
    expect(body.message).toMatch(/at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m;/);
    expect(body.message).not.toMatch(/\d{4}-\d\d-\d\dT|version/);
    expect((await get(`/api/internships/${created._id}`)).json<Item<Registration>>().data).toMatchObject({
      status: 'contacted',
      version: 2,
    });

    // Reapplied on the version it now knows, it goes through; without If-Match it applies as it stands.
    expect((await patch(created._id, { note: 'Number busy' }, '"2"')).json<Item<Registration>>().data).toMatchObject({
      note: 'Number busy',
      version: 3,
    });
    expect((await patch(created._id, { status: 'enrolled' })).json<Item<Registration>>().data).toMatchObject({
      status: 'enrolled',
      version: 4,
    });
    expect((await patch(created._id, { status: 'new' }, 'W/"4"')).statusCode).toBe(200);
    expect((await patch(created._id, { status: 'contacted' }, '"garbage"')).statusCode).toBe(412);
  });

  it('keeps every note with its author, newest first, ending with the creation; a note never replaces one', async () => {
    const created = await post({ phone: uniquePhone() });
    await patchAs(ravi.token, created._id, { note: 'First call: no answer' });
    await patch(created._id, { status: 'contacted', note: 'Second call: interested in Java' });
    const entries = await activity(created._id);
    expect(entries.map((entry) => entry.kind)).toEqual(['note', 'status', 'note', 'created']);
    expect(entries[0]).toMatchObject({ kind: 'note', text: 'Second call: interested in Java', actor: me() });
    expect(entries[1]).toMatchObject({ kind: 'status', from: 'new', to: 'contacted', actor: me() });
    expect(entries[2]).toMatchObject({ kind: 'note', text: 'First call: no answer', actor: ravi.ref });
    expect(entries[3]).toEqual({
      _id: created._id,
      at: created.createdAt,
      kind: 'created',
      actor: { _id: '', name: 'Registration form' },
    });
    // The registration shows the latest note; the first is still in the history.
    expect((await get(`/api/internships/${created._id}`)).json<Item<Registration>>().data.note).toBe(
      'Second call: interested in Java',
    );
    expect((await get('/api/internships/01a20fe5-9b9c-7000-a311-e9dadc87aa83/activity')).statusCode).toBe(404);
  });

  it('takes a note of 2000 characters whole, and refuses 2001 naming the limit', async () => {
    const created = await post({ phone: uniquePhone() });
    const long = 'Called and talked through the programme. '.repeat(60).slice(0, 2000);
    expect((await patch(created._id, { note: long })).json<Item<Registration>>().data.note).toBe(long);
    const refused = await patch(created._id, { note: `${long}x` });
    expectInvalid(refused, 'note');
    expect(refused.json<ApiErrorBody>().errors).toEqual([
      { field: 'note', msg: 'Note must be at most 2000 characters' },
    ]);
    expect((await activity(created._id)).filter((entry) => entry.kind === 'note')).toHaveLength(1);
  });

  it('assigns, lists assignee=me and none, and refuses someone who is not staff', async () => {
    const mine = await post({ fullName: 'Assigned Tome', phone: uniquePhone() });
    const assigned = await patch(mine._id, { assigneeId: adminId() });
    expect(assigned.json<Item<Registration>>().data.assignee).toEqual(me());
    expect((await activity(mine._id))[0]).toMatchObject({ kind: 'assigned', to: me() });
    const names = async (url: string) => (await get(url)).json<Page<Registration>>().data.map((r) => r.fullName);
    expect(await names('/api/internships?assignee=me')).toContain('Assigned Tome');
    expect(await names(`/api/internships?assignee=${adminId()}`)).toContain('Assigned Tome');
    expect(await names('/api/internships?assignee=none')).not.toContain('Assigned Tome');
    expectInvalid(await patch(mine._id, { assigneeId: '01a20fe5-9b9c-7000-a311-e9dadc87aa83' }), 'assigneeId', 422);
    // Assigned to Ravi: in his `me`, not the admin's.
    await patch(mine._id, { assigneeId: ravi.ref._id });
    const asRavi = await staff.t.app.inject({
      method: 'GET',
      url: '/api/internships?assignee=me',
      headers: bearer(ravi.token),
    });
    expect(asRavi.json<Page<Registration>>().data.map((r) => [r.fullName, r.assignee])).toEqual([
      ['Assigned Tome', ravi.ref],
    ]);
    expect(await names('/api/internships?assignee=me')).not.toContain('Assigned Tome');
    expectInvalid(await get('/api/internships?assignee=someone'), 'assignee');
    // Unassigned again: the history says so.
    expect((await patch(mine._id, { assigneeId: null })).json<Item<Registration>>().data.assignee).toBeNull();
    expect((await activity(mine._id)).slice(0, 3).map((entry) => (entry as { to: StaffRef | null }).to)).toEqual([
      null,
      ravi.ref,
      me(),
    ]);
    expect(await names('/api/internships?assignee=none')).toContain('Assigned Tome');
  });

  it('sets follow-ups and lists due=overdue, today and week, soonest first with sort=followUp', async () => {
    const hour = 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const late = await post({ fullName: 'Overdue Olga', phone: uniquePhone() });
    const soon = await post({ fullName: 'Next Week Neha', phone: uniquePhone() });
    const undated = await post({ fullName: 'Undated Uma', phone: uniquePhone() });
    // Three days ago: overdue, and before this week (today and the six days after it).
    await patch(late._id, { followUpAt: iso(Date.now() - 72 * hour), assigneeId: adminId() });
    // An offset other than UTC is stored as the same instant, in UTC.
    const inThreeDays = new Date(Date.now() + 72 * hour);
    const changed = await patch(soon._id, {
      followUpAt: inThreeDays.toISOString().replace('Z', '+00:00'),
      assigneeId: adminId(),
    });
    expect(changed.json<Item<Registration>>().data.followUpAt).toBe(inThreeDays.toISOString());
    expect((await activity(soon._id)).map((entry) => entry.kind).sort()).toEqual(['assigned', 'created', 'follow-up']);

    const names = async (url: string) => (await get(url)).json<Page<Registration>>().data.map((r) => r.fullName);
    expect(await names('/api/internships?assignee=me&due=overdue')).toEqual(['Overdue Olga']);
    expect(await names('/api/internships?due=week')).toEqual(['Next Week Neha']);
    expect(await names('/api/internships?due=today')).toEqual([]);
    const byFollowUp = await names('/api/internships?sort=followUp&limit=500');
    expect(byFollowUp.slice(0, 2)).toEqual(['Overdue Olga', 'Next Week Neha']);
    expect(byFollowUp).toContain('Undated Uma');
    // Paged: the cursor carries on in the same order.
    const first = (await get('/api/internships?sort=followUp&limit=1')).json<Page<Registration>>();
    const second = (await get(`/api/internships?sort=followUp&limit=1&cursor=${first.nextCursor}`)).json<
      Page<Registration>
    >();
    expect([first.data[0]!.fullName, second.data[0]!.fullName]).toEqual(['Overdue Olga', 'Next Week Neha']);
    expect(undated.followUpAt).toBeNull();
    expectInvalid(await patch(undated._id, { followUpAt: 'tomorrow' }), 'followUpAt');
  });

  it('changes status and assignee of many rows at once, each with its activity entry', async () => {
    const rows = await Promise.all([1, 2, 3].map((n) => post({ fullName: `Bulk ${n}`, phone: uniquePhone() })));
    await patch(rows[0]!._id, { status: 'enrolled' });
    const bulk = (body: unknown) => staff.send('POST', '/api/internships/bulk', body);
    const answer = await bulk({ ids: rows.map((r) => r._id), status: 'enrolled', assigneeId: adminId() });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ updated: 3 });
    for (const row of rows) {
      const now = (await get(`/api/internships/${row._id}`)).json<Item<Registration>>().data;
      expect(now).toMatchObject({ status: 'enrolled', assignee: me() });
      const kinds = (await activity(row._id)).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'assigned')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'status')).toHaveLength(1);
    }
    // Already so: nothing changes, nothing counted.
    expect((await bulk({ ids: [rows[1]!._id], status: 'enrolled' })).json()).toEqual({ updated: 0 });
    expectInvalid(await bulk({ ids: [], status: 'new' }), 'ids');
    expectInvalid(await bulk({ ids: Array.from({ length: 501 }, () => rows[0]!._id), status: 'new' }), 'ids');
    expect((await bulk({ ids: [rows[0]!._id] })).statusCode).toBe(400);
  });

  it('marks registrations sharing a phone as duplicates of each other', async () => {
    const shared = uniquePhone();
    const one = await post({ fullName: 'Twin One', phone: shared });
    const two = await post({ fullName: 'Twin Two', phone: shared });
    const alone = await post({ fullName: 'Single', phone: uniquePhone() });
    const read = async (id: string) => (await get(`/api/internships/${id}`)).json<Item<Registration>>().data.duplicates;
    expect(await read(one._id)).toEqual([two._id]);
    expect(await read(two._id)).toEqual([one._id]);
    expect(await read(alone._id)).toEqual([]);
    const listed = (await get('/api/internships?q=Twin')).json<Page<Registration>>().data;
    expect(listed.map((r) => [r.fullName, r.duplicates])).toEqual([
      ['Twin Two', [one._id]],
      ['Twin One', [two._id]],
    ]);
  });

  it('exports the workspace columns after the spec’s ten, with a byte-order mark; the program export keeps exactly ten', async () => {
    const row = await post({ fullName: 'Zoë Sharma', program: 'Civil', phone: uniquePhone() });
    await patch(row._id, {
      status: 'contacted',
      note: 'Rang, "call back"',
      assigneeId: adminId(),
      followUpAt: '2030-01-01T04:30:00.000Z',
    });
    const spec = await get('/api/internships/export.csv?program=Civil');
    expect(spec.headers['content-disposition']).toBe('attachment; filename="civil_students.csv"');
    const specBytes = spec.rawPayload;
    expect([...specBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const specLines = spec.body.slice(1).split('\r\n');
    expect(specLines[0]).toBe(
      'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message',
    );
    expect(specLines.find((line) => line.startsWith('Zoë Sharma'))!.split(',')).toHaveLength(10);

    const workspace = await get('/api/internships/export.csv?program=Civil&fields=workspace');
    expect(workspace.headers['content-disposition']).toMatch(
      /^attachment; filename="civil_students_workspace_\d{4}-\d\d-\d\d_\d{4}\.csv"$/,
    );
    expect(workspace.body.startsWith('\uFEFF')).toBe(true);
    const lines = workspace.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message,status,note,assignee,followUpAt',
    );
    expect(lines.find((line) => line.startsWith('Zoë Sharma'))).toMatch(
      new RegExp(`,contacted,"Rang, ""call back""",${admin.name},2030-01-01T10:00:00\\+05:30$`),
    );
    expectInvalid(await get('/api/internships/export.csv?fields=everything'), 'fields');
  });

  it('erases a registration’s history with it', async () => {
    const row = await post({ phone: uniquePhone() });
    await patch(row._id, { note: 'Personal detail' });
    expect((await staff.send('DELETE', `/api/internships/${row._id}`)).statusCode).toBe(204);
    const left = await staff.t.app.database.db
      .selectFrom('registration_activity')
      .select('id')
      .where('registration_id', '=', row._id)
      .execute();
    expect(left).toEqual([]);
  });
});

// TIME_ZONE: every day boundary is the institute's. A registration made at 00:21 in Bengaluru (18:51 UTC the
// day before) falls on its IST day in the filters, the timeline and the CSV; JSON stays UTC.
describe('the institute’s day (TIME_ZONE)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const insertAt = async (app: TestApp, createdAt: string, fullName: string) => {
    await app.app.database.db
      .insertInto('registrations')
      .values({
        id: idAt(Date.parse(createdAt), 1),
        full_name: fullName,
        email: `${fullName.toLowerCase().replace(/\W/g, '.')}@example.com`,
        phone: '9811111111',
        program: 'IT',
        course: '',
        qualification: 'B.Tech',
        college: 'RV College of Engineering',
        graduation_year: 2025,
        message: '',
        created_at: createdAt,
        status: 'new',
        note: '',
      })
      .execute();
  };

  it('puts a registration at 00:21 IST on that IST day: filters, timeline, CSV', async () => {
    t = await buildTestApp();
    expect(t.config.timeZone).toBe('Asia/Kolkata');
    await insertAt(t, '2026-11-24T18:51:00.000Z', 'Night Owl');
    const token = await t.login();
    const get = (url: string) => t!.app.inject({ method: 'GET', url, headers: bearer(token) });
    const names = async (url: string) => (await get(url)).json<Page<Registration>>().data.map((r) => r.fullName);
    expect(await names('/api/internships?from=2026-11-25&to=2026-11-25')).toEqual(['Night Owl']);
    expect(await names('/api/internships?from=2026-11-24&to=2026-11-24')).toEqual([]);
    const days = (await get('/api/internships/timeline?from=2026-11-24&to=2026-11-25')).json<TimelinePoint[]>();
    expect(days.map((d) => [d.date, d.IT])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 1],
    ]);
    const csv = await get('/api/internships/export.csv?from=2026-11-25&to=2026-11-25');
    expect(csv.body).toContain(',2026-11-25T00:21:00+05:30,');
    // JSON keeps the UTC instant.
    expect((await get('/api/internships?from=2026-11-25')).json<Page<Registration>>().data[0]!.createdAt).toBe(
      '2026-11-24T18:51:00.000Z',
    );
  });

  it('recounts the days when TIME_ZONE changes, and keeps UTC days with TIME_ZONE=UTC', async () => {
    t = await buildTestApp({ timeZone: 'UTC' });
    await insertAt(t, '2026-11-24T18:51:00.000Z', 'Night Owl');
    const token = await t.login();
    const timeline = async (app: TestApp) =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/internships/timeline?from=2026-11-24&to=2026-11-25',
          headers: bearer(token),
        })
      )
        .json<TimelinePoint[]>()
        .map((d) => [d.date, d.IT]);
    expect(await timeline(t)).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 0],
    ]);
    // The same database, counted again by India's days.
    expect(await t.app.repos.registrations.useTimeZone('Asia/Kolkata')).toBe(true);
    expect(await t.app.repos.registrations.useTimeZone('Asia/Kolkata')).toBe(false);
    expect(await timeline(t)).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 1],
    ]);
  });
});
