import { REGISTRATION_STATUSES, type AuditEntry, type ContactMessage, type NewsletterSubscriber, type Program, type Registration } from '@blueprint/shared/types';
import type { FollowUpStatus } from '../features/registrations/api/follow-up-status';
import type { MockRequest } from '@blueprint/shared/testing/mock-api';
import { mockApi, type MockApi } from './mock-api';
import { stats } from './students';

type Row = Omit<Registration, 'status' | 'note'> & { status?: FollowUpStatus; note?: string };

export type FakeMessage = ContactMessage;

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
export function fakeStaffApi(initial: Row[], { token = 'staff-token' } = {}) {
  const api: MockApi = mockApi();
  const db = {
    registrations: [...initial],
    messages: [] as FakeMessage[],
    subscribers: [] as NewsletterSubscriber[],
    audit: [] as AuditEntry[],
  };
  const authorized = (authorization: string | undefined) => authorization === `Bearer ${token}`;
  const unauthorized = { status: 401, data: { message: 'Unauthorized' } };
  const idOf = (request: MockRequest) => decodeURIComponent(request.path.split('/').at(-1) ?? '');

  const filtered = (query: Record<string, string>) => {
    const q = (query.q ?? '').trim().toLowerCase();
    return db.registrations.filter(
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
    return page(filtered(request.query), request, request.query.sort === 'oldest');
  });

  api.on('GET /api/internships/export.csv', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const rows = filtered(request.query).map((row) => [row.fullName, row.email, row.phone, row.program].join(','));
    return { status: 200, data: [CSV_HEADER, ...rows].join('\r\n') + '\r\n', headers: { 'content-type': 'text/csv' } };
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
    return { status: 200, data: { data: { status: 'new', note: '', ...row } } };
  });

  api.on('PATCH /api/internships/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized;
    const row = db.registrations.find((candidate) => candidate._id === idOf(request));
    if (!row) return { status: 404, data: { message: 'Registration not found' } };
    Object.assign(row, request.body as object);
    return { status: 200, data: { data: { status: 'new', note: '', ...row } } };
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
  api.on('GET /api/audit-log', (request) => (authorized(request.authorization) ? page(db.audit, request) : unauthorized));

  return { api, db };
}
