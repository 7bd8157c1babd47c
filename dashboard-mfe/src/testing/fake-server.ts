import { REGISTRATION_STATUSES, type AuditEntry, type ContactMessage, type NewsletterSubscriber, type Program, type Registration } from '@blueprint/shared/types';
import type { FollowUpStatus } from '../features/registrations/api/follow-up-status';
import type { MockRequest } from '@blueprint/shared/testing/mock-api';
import { mockApi, type MockApi } from './mock-api';
import { stats } from './students';

type Row = Omit<Registration, 'status' | 'note' | 'version' | 'assignee' | 'followUpAt' | 'duplicates'> & {
  status?: FollowUpStatus;
  note?: string;
  version?: number;
  assignee?: { _id: string; name: string } | null;
  followUpAt?: string | null;
  duplicates?: string[];
};

/** A staff account of the fake API, and the token it signs in with. */
export interface FakeStaffUser {
  _id: string;
  email: string;
  name: string;
  role: 'admin' | 'staff';
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  password?: string;
}

export interface FakeActivity {
  _id: string;
  at: string;
  actor: { _id: string; name: string } | null;
  kind: string;
  [detail: string]: unknown;
}

/** The signed-in admin of every fake API (the token the tests sign in with). */
export const FAKE_ADMIN: FakeStaffUser = {
  _id: 'u-admin',
  email: 'admin@blueprint.local',
  name: 'Asha Admin',
  role: 'admin',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

export type FakeMessage = ContactMessage;

/** The API's note limit (docs/contract.md "Registrations as a team"); the dashboard reads its own from the shared schema. */
const NOTE_LIMIT = 2000;

const CSV_HEADER = 'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message';

/** Newest first (the last added is the newest), from the cursor on, at most `limit`. */
function page<T extends { _id: string }>(rows: T[], request: MockRequest, oldestFirst = false) {
  const limit = Number(request.query.limit ?? 50);
  let ordered = oldestFirst ? [...rows] : [...rows].reverse();
  const { cursor } = request.query;
  if (cursor) ordered = ordered.slice(ordered.findIndex((row) => row._id === cursor) + 1);
  const data = ordered.slice(0, limit);
  return { status: 200, data: { data, nextCursor: ordered.length > limit ? (data.at(-1)?._id ?? null) : null } };
}

/**
 * The staff API over an in-memory set of registrations, contact messages, subscribers and audit entries,
 * answering as docs/contract.md says: stats per program and per follow-up status, lists newest first with cursor pagination and the
 * list's filters, follow-up changes, erasure, the timeline, CSV exports, 401 without the expected token.
 */
export function fakeStaffApi(initial: Row[], { token = 'staff-token', timeZone = 'Asia/Kolkata' } = {}) {
  const api: MockApi = mockApi();
  const db = {
    registrations: [...initial],
    messages: [] as FakeMessage[],
    subscribers: [] as NewsletterSubscriber[],
    audit: [] as AuditEntry[],
    staff: [{ ...FAKE_ADMIN }] as FakeStaffUser[],
    /** Token → staff id: `token` is the admin's; a test signs others in with `signIn`. */
    sessions: new Map<string, string>([[token, FAKE_ADMIN._id]]),
    activity: new Map<string, FakeActivity[]>(),
  };
  const userOf = (authorization: string | undefined) => {
    const id = authorization?.startsWith('Bearer ') ? db.sessions.get(authorization.slice('Bearer '.length)) : undefined;
    const user = db.staff.find((candidate) => candidate._id === id);
    return user?.active ? user : undefined;
  };
  const authorized = (authorization: string | undefined) => userOf(authorization) !== undefined;
  const unauthorized = { status: 401, data: { message: 'Unauthorized' } };
  const forbidden = { status: 403, data: { message: 'Forbidden' } };
  const stored = (row: Row) => ({ status: 'new', note: '', version: 1, assignee: null, followUpAt: null, duplicates: [], ...row });
  let activitySequence = 0;
  const record = (id: string, actor: FakeStaffUser | undefined, entry: Record<string, unknown>) => {
    activitySequence += 1;
    const entries = db.activity.get(id) ?? [];
    entries.unshift({ _id: `a${activitySequence}`, at: new Date(Date.UTC(2026, 10, 24, 13, 40, activitySequence)).toISOString(), actor: actor ? { _id: actor._id, name: actor.name } : null, kind: 'note', ...entry });
    db.activity.set(id, entries);
  };
  const idOf = (request: MockRequest) => decodeURIComponent(request.path.split('/').at(-1) ?? '');

  const filtered = (query: Record<string, string>, me?: FakeStaffUser) => {
    const q = (query.q ?? '').trim().toLowerCase();
    const assignee = query.assignee === 'me' ? me?._id : query.assignee;
    return db.registrations.filter(
      (row) =>
        (!query.assignee || (assignee === 'none' ? !row.assignee : row.assignee?._id === assignee)) &&
        // The fake's "overdue": a follow-up date before now (the real API counts days in TIME_ZONE).
        (!query.due || (row.followUpAt != null && (query.due !== 'overdue' || row.followUpAt < new Date().toISOString()))),
    ).filter(
      (row) =>
        (!query.program || row.program === query.program) &&
        (!query.status || (row.status ?? 'new') === query.status) &&
        (!query.from || row.createdAt.slice(0, 10) >= query.from) &&
        (!query.to || row.createdAt.slice(0, 10) <= query.to) &&
        (!q || [row.fullName, row.email, row.phone].some((value) => value.toLowerCase().includes(q))),
    );
  };

  api.on('GET /api/internships/stats', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const counts: Partial<Record<Program, number>> = {};
    for (const { program } of db.registrations) counts[program] = (counts[program] ?? 0) + 1;
    return { status: 200, data: stats(counts) };
  });

  api.on('GET /api/internships/status-counts', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    return { status: 200, data: REGISTRATION_STATUSES.map((status) => ({ _id: status, count: db.registrations.filter((row) => (row.status ?? 'new') === status).length })) };
  });

  api.on('GET /api/internships', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const rows = filtered(request.query, userOf(request.authorization));
    if (request.query.sort === 'followUp') {
      // Soonest first (page() reverses): rows without a date last.
      const ordered = [...rows].sort((a, b) => (b.followUpAt ?? '9999').localeCompare(a.followUpAt ?? '9999'));
      return page(ordered, request);
    }
    return page(rows, request, request.query.sort === 'oldest');
  });

  api.on('POST /api/internships/bulk', (request) => {
    const actor = userOf(request.authorization);
    if (!actor) return unauthorized;
    const { ids, status, assigneeId } = request.body as { ids: string[]; status?: FollowUpStatus; assigneeId?: string | null };
    let updated = 0;
    for (const row of db.registrations.filter((candidate) => ids.includes(candidate._id))) {
      if (status !== undefined) {
        record(row._id, actor, { kind: 'status', from: row.status ?? 'new', to: status });
        row.status = status;
      }
      if (assigneeId !== undefined) {
        const person = db.staff.find((candidate) => candidate._id === assigneeId);
        row.assignee = person ? { _id: person._id, name: person.name } : null;
        record(row._id, actor, { kind: 'assigned', to: row.assignee });
      }
      row.version = (row.version ?? 1) + 1;
      updated += 1;
    }
    return { status: 200, data: { updated } };
  });

  api.on('GET /api/internships/export.csv', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const rows = filtered(request.query, userOf(request.authorization)).map((row) => [row.fullName, row.email, row.phone, row.program].join(','));
    const workspace = request.query.fields === 'workspace';
    return {
      status: 200,
      data: '\uFEFF' + [workspace ? `${CSV_HEADER},status,note,assignee,followUpAt` : CSV_HEADER, ...rows].join('\r\n') + '\r\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="${workspace ? 'registrations-workspace-2026-11-25.csv' : 'registrations.csv'}"`,
      },
    };
  });

  api.on('GET /api/internships/timeline', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const days = new Map<string, Record<Program, number>>();
    for (const row of filtered({ from: request.query.from ?? '', to: request.query.to ?? '' })) {
      const day = row.createdAt.slice(0, 10);
      const counts = days.get(day) ?? { IT: 0, Civil: 0, Mechanical: 0, Other: 0 };
      counts[row.program] += 1;
      days.set(day, counts);
    }
    return { status: 200, data: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, counts]) => ({ date, ...counts })) };
  });

  api.on('GET /api/internships/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const row = db.registrations.find((candidate) => candidate._id === idOf(request));
    if (!row) return { status: 404, data: { message: 'Registration not found' } };
    return { status: 200, data: { data: stored(row) }, headers: { etag: `"${stored(row).version}"` } };
  });

  api.on('GET /api/internships/:id/activity', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const id = decodeURIComponent(request.path.split('/').at(-2) ?? '');
    if (!db.registrations.some((row) => row._id === id)) return { status: 404, data: { message: 'Registration not found' } };
    return { status: 200, data: { data: db.activity.get(id) ?? [] } };
  });

  // As the contract says: applied only to the version in If-Match (412 with the record otherwise), each
  // change an activity entry, a note added (never replacing one), the version one more.
  api.on('PATCH /api/internships/:id', (request) => {
    const actor = userOf(request.authorization);
    if (!actor) return unauthorized;
    const row = db.registrations.find((candidate) => candidate._id === idOf(request));
    if (!row) return { status: 404, data: { message: 'Registration not found' } };
    const current = stored(row);
    const ifMatch = request.headers['if-match'];
    if (ifMatch !== undefined && ifMatch !== `"${current.version}"`) {
      const last = db.activity.get(row._id)?.[0];
      return { status: 412, data: { message: `${last?.actor?.name ?? 'Someone'} changed this registration at ${last?.at ?? 'an earlier time'}.`, data: current } };
    }
    const body = request.body as { status?: FollowUpStatus; note?: string; assigneeId?: string | null; followUpAt?: string | null };
    if (body.note !== undefined && body.note.length > NOTE_LIMIT) {
      return { status: 400, data: { message: 'Validation failed', errors: [{ field: 'note', msg: `Note must be at most ${NOTE_LIMIT} characters` }] } };
    }
    if (body.status !== undefined && body.status !== current.status) {
      record(row._id, actor, { kind: 'status', from: current.status, to: body.status });
      row.status = body.status;
    }
    if (body.note) {
      record(row._id, actor, { kind: 'note', text: body.note });
      row.note = body.note;
    }
    if (body.assigneeId !== undefined) {
      const person = db.staff.find((candidate) => candidate._id === body.assigneeId);
      row.assignee = person ? { _id: person._id, name: person.name } : null;
      record(row._id, actor, { kind: 'assigned', to: row.assignee });
    }
    if (body.followUpAt !== undefined) {
      row.followUpAt = body.followUpAt;
      record(row._id, actor, { kind: 'follow-up', followUpAt: body.followUpAt });
    }
    row.version = current.version + 1;
    return { status: 200, data: { data: stored(row) } };
  });

  api.on('GET /api/auth/me', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized;
    return { status: 200, data: { data: { _id: user._id, email: user.email, name: user.name, role: user.role, timeZone } } };
  });

  api.on('POST /api/auth/password', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized;
    const { currentPassword, newPassword } = request.body as { currentPassword: string; newPassword: string };
    if ((user.password ?? 'current-password-1') !== currentPassword) return { status: 401, data: { message: 'Invalid credentials' } };
    if (newPassword.length < 12) return { status: 400, data: { message: 'Validation failed', errors: [{ field: 'newPassword', msg: 'Password must be at least 12 characters' }] } };
    user.password = newPassword;
    return { status: 204 };
  });

  const publicUser = ({ password: _password, ...user }: FakeStaffUser) => user;

  api.on('GET /api/staff', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized;
    if (user.role !== 'admin') return forbidden;
    return { status: 200, data: { data: db.staff.map(publicUser) } };
  });

  api.on('POST /api/staff', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized;
    if (user.role !== 'admin') return forbidden;
    const body = request.body as { email: string; name: string; role: 'admin' | 'staff'; password: string };
    if (db.staff.some((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase())) return { status: 409, data: { message: 'This email already has an account' } };
    const created: FakeStaffUser = { _id: `u${db.staff.length + 1}`, email: body.email.toLowerCase(), name: body.name, role: body.role, active: true, createdAt: '2026-11-24T10:00:00.000Z', lastLoginAt: null, password: body.password };
    db.staff.push(created);
    return { status: 201, data: { data: publicUser(created) } };
  });

  api.on('PATCH /api/staff/:id', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized;
    if (user.role !== 'admin') return forbidden;
    const target = db.staff.find((candidate) => candidate._id === idOf(request));
    if (!target) return { status: 404, data: { message: 'Staff member not found' } };
    const change = request.body as Partial<FakeStaffUser>;
    const otherAdmins = db.staff.filter((candidate) => candidate._id !== target._id && candidate.role === 'admin' && candidate.active).length;
    const losesAdmin = target.role === 'admin' && target.active && (change.active === false || change.role === 'staff');
    if (losesAdmin && otherAdmins === 0) return { status: 409, data: { message: 'The last active admin cannot be removed' } };
    Object.assign(target, change);
    return { status: 200, data: { data: publicUser(target) } };
  });

  api.on('DELETE /api/internships/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const index = db.registrations.findIndex((candidate) => candidate._id === idOf(request));
    if (index < 0) return { status: 404, data: { message: 'Registration not found' } };
    db.registrations.splice(index, 1);
    return { status: 204 };
  });

  api.on('GET /api/contact-messages', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const q = (request.query.q ?? '').toLowerCase();
    const { handled } = request.query;
    const rows = db.messages.filter(
      (message) =>
        (!handled || String(message.handled) === handled) &&
        (!q || [message.name, message.email, message.message].some((value) => value.toLowerCase().includes(q))),
    );
    return page(rows, request);
  });

  api.on('GET /api/contact-messages/stats', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    return { status: 200, data: { total: db.messages.length, unread: db.messages.filter((message) => !message.handled).length } };
  });

  api.on('PATCH /api/contact-messages/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const message = db.messages.find((candidate) => candidate._id === idOf(request));
    if (!message) return { status: 404, data: { message: 'Message not found' } };
    message.handled = (request.body as { handled: boolean }).handled;
    return { status: 200, data: { data: { ...message } } };
  });

  api.on('GET /api/newsletter-subscribers', (request) => (authorized(request.authorization) ? page(db.subscribers, request) : unauthorized));
  api.on('GET /api/newsletter-subscribers/export.csv', (request) =>
    authorized(request.authorization)
      ? { status: 200, data: ['email,createdAt', ...db.subscribers.map((row) => `${row.email},${row.createdAt}`)].join('\r\n'), headers: { 'content-type': 'text/csv' } }
      : unauthorized,
  );
  api.on('GET /api/audit-log', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const { actor, action, from, to } = request.query;
    const rows = db.audit.filter(
      (entry) => (!actor || entry.actorId === actor) && (!action || entry.action === action) && (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to),
    );
    return page(rows, request);
  });

  /** Signs another staff member in under `token`. */
  const signIn = (user: Partial<FakeStaffUser> & { _id: string; name: string }, sessionToken: string) => {
    const account: FakeStaffUser = { email: `${user._id}@blueprint.local`, role: 'staff', active: true, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, ...user };
    db.staff.push(account);
    db.sessions.set(sessionToken, account._id);
    return account;
  };

  return { api, db, signIn, record };
}
