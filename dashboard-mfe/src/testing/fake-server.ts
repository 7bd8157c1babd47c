// The staff API for the dashboard's tests, in memory. Every answer is built through the contract's schema of
// that answer (@blueprint/contract, the one the API declares), so the fake cannot answer what the API could
// not: an answer its schema refuses fails the test that asked (mock-api.ts).
import { errorBody, item, list, page, type StaffRef } from '@blueprint/contract/api/common';
import {
  contactMessage,
  contactMessageStats,
  newsletterSubscriber,
  type ContactMessage,
  type NewsletterSubscriber,
} from '@blueprint/contract/api/inbox';
import {
  activityEntry,
  bulkResult,
  programStats,
  registration as registrationAnswer,
  registrationConflict,
  statusCounts,
  timeline,
  type ActivityEntry,
  type Registration,
} from '@blueprint/contract/api/registrations';
import { deployed, previewBody, previewLink, releaseList, type ReleaseList } from '@blueprint/contract/api/releases';
import { auditEntry, currentStaff, staffUser, type AuditEntry, type StaffUser } from '@blueprint/contract/api/staff';
import { PROGRAMS, REGISTRATION_STATUSES, type AuditAction, type Program } from '@blueprint/contract/api/values';
import type { MockRequest } from '@blueprint/shared/testing/mock-api';
import type { FollowUpStatus } from '../features/registrations/api/follow-up-status';
import { mockApi, type MockApi } from './mock-api';
import { fakeId, stats } from './students';

/** A staff account of the fake API, and the password it signs in with (never in an answer). */
export type FakeStaffUser = StaffUser & { password?: string };

/** The signed-in admin of every fake API (the token the tests sign in with). */
export const FAKE_ADMIN: FakeStaffUser = {
  _id: fakeId('admin'),
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

/** An answer, built through the schema the API declares for it. */
function answer(
  schema: { parse(data: unknown): unknown },
  data: unknown,
  status = 200,
): { status: number; data: unknown } {
  return { status, data: schema.parse(data) };
}

const problem = (status: number, message: string, errors?: { field: string; msg: string }[]) =>
  answer(errorBody, { message, ...(errors ? { errors } : {}) }, status);

/** Newest first (the last added is the newest), from the cursor on, at most `limit`. */
function pageOf<T extends { _id: string }>(rows: T[], request: MockRequest, oldestFirst = false) {
  const limit = Number(request.query.limit ?? 50);
  let ordered = oldestFirst ? [...rows] : [...rows].reverse();
  const { cursor } = request.query;
  if (cursor) ordered = ordered.slice(ordered.findIndex((row) => row._id === cursor) + 1);
  const data = ordered.slice(0, limit);
  return { data, nextCursor: ordered.length > limit ? (data.at(-1)?._id ?? null) : null };
}

const registrationPage = page(registrationAnswer);
const oneRegistration = item(registrationAnswer);

/** The API's defaults for a canary's automatic stop (CANARY_MIN_ERRORS, CANARY_ERROR_RATIO, CANARY_WINDOW_MS). */
export const FAKE_AUTO_STOP = { minErrors: 10, ratio: 5, windowMs: 600_000 };

/** A remote nothing was ever deployed to. */
const noReleases = (remote: string): ReleaseList => ({
  remote,
  live: { release: 'base', previous: null, by: null, at: null, errors: 0, share: 100, traffic: null },
  canary: null,
  autoStop: FAKE_AUTO_STOP,
  releases: [],
  log: [],
});

/** Who a public form's registration names as its author in the history. */
const REGISTRATION_FORM: StaffRef = { _id: '', name: 'Registration form' };

/**
 * The staff API over an in-memory set of registrations, contact messages, subscribers and audit entries,
 * answering as docs/contract.md says: stats per program and per follow-up status, lists newest first with cursor pagination and the
 * list's filters, follow-up changes, erasure, the timeline, CSV exports, 401 without the expected token.
 */
export function fakeStaffApi(initial: Registration[], { token = 'staff-token', timeZone = 'Asia/Kolkata' } = {}) {
  const api: MockApi = mockApi();
  const db = {
    // Its own copies: what a test or the dashboard holds is never the stored row itself.
    registrations: initial.map((row) => ({ ...row })),
    messages: [] as FakeMessage[],
    subscribers: [] as NewsletterSubscriber[],
    audit: [] as AuditEntry[],
    staff: [{ ...FAKE_ADMIN }] as FakeStaffUser[],
    /** Token → staff id: `token` is the admin's; a test signs others in with `signIn`. */
    sessions: new Map<string, string>([[token, FAKE_ADMIN._id]]),
    activity: new Map<string, ActivityEntry[]>(),
    /** Each remote's releases as GET /api/releases/:remote answers them (none deployed: `base` live); null: deploys are not set up. */
    releases: new Map<string, ReleaseList>(
      ['marketing', 'catalog', 'internship', 'dashboard'].map((remote) => [remote, noReleases(remote)]),
    ) as Map<string, ReleaseList> | null,
  };
  const userOf = (authorization: string | undefined) => {
    const id = authorization?.startsWith('Bearer ')
      ? db.sessions.get(authorization.slice('Bearer '.length))
      : undefined;
    const user = db.staff.find((candidate) => candidate._id === id);
    return user?.active ? user : undefined;
  };
  const authorized = (authorization: string | undefined) => userOf(authorization) !== undefined;
  const unauthorized = () => problem(401, 'Unauthorized');
  const forbidden = () => problem(403, 'Forbidden');
  let activitySequence = 0;
  /** One more entry in a registration's history, by `actor` (the registration form when none). */
  const record = (id: string, actor: FakeStaffUser | undefined, entry: Record<string, unknown>) => {
    activitySequence += 1;
    const entries = db.activity.get(id) ?? [];
    const at = new Date(Date.UTC(2026, 10, 24, 13, 40, activitySequence)).toISOString();
    entries.unshift(
      activityEntry.parse({
        _id: fakeId(`activity ${activitySequence}`),
        at,
        actor: actor ? { _id: actor._id, name: actor.name } : REGISTRATION_FORM,
        kind: 'note',
        ...entry,
      }),
    );
    db.activity.set(id, entries);
  };
  const idOf = (request: MockRequest) => decodeURIComponent(request.path.split('/').at(-1) ?? '');
  const staffRefOf = (id: string | null | undefined): StaffRef | null => {
    const person = db.staff.find((candidate) => candidate._id === id);
    return person ? { _id: person._id, name: person.name } : null;
  };

  const filtered = (query: Record<string, string>, me?: FakeStaffUser) => {
    const q = (query.q ?? '').trim().toLowerCase();
    const assignee = query.assignee === 'me' ? me?._id : query.assignee;
    return db.registrations.filter(
      (row) =>
        (!query.assignee || (assignee === 'none' ? !row.assignee : row.assignee?._id === assignee)) &&
        // The fake's "overdue": a follow-up date before now (the real API counts days in TIME_ZONE).
        (!query.due ||
          (row.followUpAt !== null && (query.due !== 'overdue' || row.followUpAt < new Date().toISOString()))) &&
        (!query.program || row.program === query.program) &&
        (!query.status || row.status === query.status) &&
        (!query.from || row.createdAt.slice(0, 10) >= query.from) &&
        (!query.to || row.createdAt.slice(0, 10) <= query.to) &&
        (!q || [row.fullName, row.email, row.phone].some((value) => value.toLowerCase().includes(q))),
    );
  };

  api.on('GET /api/internships/stats', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const counts: Partial<Record<Program, number>> = {};
    for (const { program } of db.registrations) counts[program] = (counts[program] ?? 0) + 1;
    return answer(programStats, stats(counts));
  });

  api.on('GET /api/internships/status-counts', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    return answer(
      statusCounts,
      REGISTRATION_STATUSES.map((status) => ({
        _id: status,
        count: db.registrations.filter((row) => row.status === status).length,
      })),
    );
  });

  api.on('GET /api/internships', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const rows = filtered(request.query, userOf(request.authorization));
    if (request.query.sort === 'followUp') {
      // Soonest first (pageOf reverses): rows without a date last.
      const ordered = [...rows].sort((a, b) => (b.followUpAt ?? '9999').localeCompare(a.followUpAt ?? '9999'));
      return answer(registrationPage, pageOf(ordered, request));
    }
    return answer(registrationPage, pageOf(rows, request, request.query.sort === 'oldest'));
  });

  api.on('POST /api/internships/bulk', (request) => {
    const actor = userOf(request.authorization);
    if (!actor) return unauthorized();
    const { ids, status, assigneeId } = request.body as {
      ids: string[];
      status?: FollowUpStatus;
      assigneeId?: string | null;
    };
    let updated = 0;
    for (const row of db.registrations.filter((candidate) => ids.includes(candidate._id))) {
      if (status !== undefined) {
        record(row._id, actor, { kind: 'status', from: row.status, to: status });
        row.status = status;
      }
      if (assigneeId !== undefined) {
        row.assignee = staffRefOf(assigneeId);
        record(row._id, actor, { kind: 'assigned', to: row.assignee });
      }
      row.version += 1;
      updated += 1;
    }
    return answer(bulkResult, { updated });
  });

  api.on('GET /api/internships/export.csv', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const rows = filtered(request.query, userOf(request.authorization)).map((row) =>
      [row.fullName, row.email, row.phone, row.program].join(','),
    );
    const workspace = request.query.fields === 'workspace';
    return {
      status: 200,
      data:
        '\uFEFF' +
        [workspace ? `${CSV_HEADER},status,note,assignee,followUpAt` : CSV_HEADER, ...rows].join('\r\n') +
        '\r\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="${workspace ? 'registrations-workspace-2026-11-25.csv' : 'registrations.csv'}"`,
      },
    };
  });

  api.on('GET /api/internships/timeline', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const days = new Map<string, Record<Program, number>>();
    for (const row of filtered({ from: request.query.from ?? '', to: request.query.to ?? '' })) {
      const day = row.createdAt.slice(0, 10);
      const counts =
        days.get(day) ?? (Object.fromEntries(PROGRAMS.map((program) => [program, 0])) as Record<Program, number>);
      counts[row.program] += 1;
      days.set(day, counts);
    }
    return answer(
      timeline,
      [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, counts]) => ({ date, ...counts })),
    );
  });

  api.on('GET /api/internships/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const row = db.registrations.find((candidate) => candidate._id === idOf(request));
    if (!row) return problem(404, 'Registration not found');
    return { ...answer(oneRegistration, { data: row }), headers: { etag: `"${row.version}"` } };
  });

  api.on('GET /api/internships/:id/activity', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const id = decodeURIComponent(request.path.split('/').at(-2) ?? '');
    if (!db.registrations.some((row) => row._id === id)) return problem(404, 'Registration not found');
    return answer(list(activityEntry), { data: db.activity.get(id) ?? [] });
  });

  // As the contract says: applied only to the version in If-Match (412 with the record otherwise), each
  // change an activity entry, a note added (never replacing one), the version one more.
  api.on('PATCH /api/internships/:id', (request) => {
    const actor = userOf(request.authorization);
    if (!actor) return unauthorized();
    const row = db.registrations.find((candidate) => candidate._id === idOf(request));
    if (!row) return problem(404, 'Registration not found');
    const ifMatch = request.headers['if-match'];
    if (ifMatch !== undefined && ifMatch !== `"${row.version}"`) {
      const last = db.activity.get(row._id)?.[0];
      return answer(
        registrationConflict,
        {
          message: `${last?.actor.name ?? 'Someone'} changed this registration at ${last?.at ?? 'an earlier time'}.`,
          data: row,
        },
        412,
      );
    }
    const body = request.body as {
      status?: FollowUpStatus;
      note?: string;
      assigneeId?: string | null;
      followUpAt?: string | null;
    };
    if (body.note !== undefined && body.note.length > NOTE_LIMIT) {
      return problem(400, 'Validation failed', [
        { field: 'note', msg: `Note must be at most ${NOTE_LIMIT} characters` },
      ]);
    }
    if (body.status !== undefined && body.status !== row.status) {
      record(row._id, actor, { kind: 'status', from: row.status, to: body.status });
      row.status = body.status;
    }
    if (body.note) {
      record(row._id, actor, { kind: 'note', text: body.note });
      row.note = body.note;
    }
    if (body.assigneeId !== undefined) {
      row.assignee = staffRefOf(body.assigneeId);
      record(row._id, actor, { kind: 'assigned', to: row.assignee });
    }
    if (body.followUpAt !== undefined) {
      row.followUpAt = body.followUpAt;
      record(row._id, actor, { kind: 'follow-up', followUpAt: body.followUpAt });
    }
    row.version += 1;
    return answer(oneRegistration, { data: row });
  });

  api.on('GET /api/auth/me', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized();
    return answer(item(currentStaff), { data: { ...user, timeZone } });
  });

  api.on('POST /api/auth/password', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized();
    const { currentPassword, newPassword } = request.body as { currentPassword: string; newPassword: string };
    if ((user.password ?? 'current-password-1') !== currentPassword) {
      return problem(422, 'The current password is not right', [
        { field: 'currentPassword', msg: 'The current password is not right' },
      ]);
    }
    if (newPassword.length < 12)
      return problem(400, 'Validation failed', [
        { field: 'newPassword', msg: 'Password must be at least 12 characters' },
      ]);
    user.password = newPassword;
    return { status: 204 };
  });

  api.on('GET /api/staff', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized();
    if (user.role !== 'admin') return forbidden();
    return answer(list(staffUser), { data: db.staff });
  });

  api.on('POST /api/staff', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized();
    if (user.role !== 'admin') return forbidden();
    const body = request.body as { email: string; name: string; role: 'admin' | 'staff'; password: string };
    if (db.staff.some((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase()))
      return problem(409, 'This email already has an account');
    const created: FakeStaffUser = {
      _id: fakeId(`staff ${db.staff.length + 1}`),
      email: body.email.toLowerCase(),
      name: body.name,
      role: body.role,
      active: true,
      createdAt: '2026-11-24T10:00:00.000Z',
      lastLoginAt: null,
      password: body.password,
    };
    db.staff.push(created);
    return answer(item(staffUser), { data: created }, 201);
  });

  api.on('PATCH /api/staff/:id', (request) => {
    const user = userOf(request.authorization);
    if (!user) return unauthorized();
    if (user.role !== 'admin') return forbidden();
    const target = db.staff.find((candidate) => candidate._id === idOf(request));
    if (!target) return problem(404, 'Staff member not found');
    const change = request.body as Partial<FakeStaffUser>;
    const otherAdmins = db.staff.filter(
      (candidate) => candidate._id !== target._id && candidate.role === 'admin' && candidate.active,
    ).length;
    const losesAdmin = target.role === 'admin' && target.active && (change.active === false || change.role === 'staff');
    if (losesAdmin && otherAdmins === 0) return problem(409, 'The last active admin cannot be removed');
    Object.assign(target, change);
    return answer(item(staffUser), { data: target });
  });

  api.on('DELETE /api/internships/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const index = db.registrations.findIndex((candidate) => candidate._id === idOf(request));
    if (index < 0) return problem(404, 'Registration not found');
    db.registrations.splice(index, 1);
    return { status: 204 };
  });

  api.on('GET /api/contact-messages', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const q = (request.query.q ?? '').toLowerCase();
    const { handled } = request.query;
    const rows = db.messages.filter(
      (message) =>
        (!handled || String(message.handled) === handled) &&
        (!q || [message.name, message.email, message.message].some((value) => value.toLowerCase().includes(q))),
    );
    return answer(page(contactMessage), pageOf(rows, request));
  });

  api.on('GET /api/contact-messages/stats', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    return answer(contactMessageStats, {
      total: db.messages.length,
      unread: db.messages.filter((message) => !message.handled).length,
    });
  });

  api.on('PATCH /api/contact-messages/:id', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const message = db.messages.find((candidate) => candidate._id === idOf(request));
    if (!message) return problem(404, 'Message not found');
    message.handled = (request.body as { handled: boolean }).handled;
    return answer(item(contactMessage), { data: message });
  });

  api.on('GET /api/newsletter-subscribers', (request) =>
    authorized(request.authorization)
      ? answer(page(newsletterSubscriber), pageOf(db.subscribers, request))
      : unauthorized(),
  );
  api.on('GET /api/newsletter-subscribers/export.csv', (request) =>
    authorized(request.authorization)
      ? {
          status: 200,
          data: ['email,createdAt', ...db.subscribers.map((row) => `${row.email},${row.createdAt}`)].join('\r\n'),
          headers: { 'content-type': 'text/csv' },
        }
      : unauthorized(),
  );
  api.on('GET /api/audit-log', (request) => {
    if (!authorized(request.authorization)) return unauthorized();
    const { actor, action, from, to } = request.query;
    const rows = db.audit.filter(
      (entry) =>
        (!actor || entry.actorId === actor) &&
        (!action || entry.action === action) &&
        (!from || entry.at.slice(0, 10) >= from) &&
        (!to || entry.at.slice(0, 10) <= to),
    );
    return answer(page(auditEntry), pageOf(rows, request));
  });

  // Releases (admins only): the list, a rollback (which ends a running canary instead), a promote and a preview
  // link, as the API answers and audits them.
  const releasesOf = (request: MockRequest) => {
    const user = userOf(request.authorization);
    if (!user) return { failure: unauthorized() };
    if (user.role !== 'admin') return { failure: forbidden() };
    const remote = request.path.split('/')[3] ?? '';
    const found = db.releases?.get(remote);
    if (!found) return { failure: problem(404, db.releases ? 'Not found' : 'Deploys are not set up on this API') };
    return { user, remote, found };
  };
  const auditRelease = (user: FakeStaffUser, action: AuditAction, remote: string, changes: unknown) =>
    db.audit.push(
      auditEntry.parse({
        _id: fakeId(`audit ${db.audit.length + 1}`),
        at: new Date().toISOString(),
        actor: user.email,
        actorId: user._id,
        actorName: user.name,
        action,
        target: remote,
        targetName: remote,
        changes,
      }),
    );
  const errorsOf = (found: ReleaseList, release: string) =>
    found.releases.find((row) => row.release === release)?.errors ?? 0;
  api.on('GET /api/releases/:remote', (request) => {
    const { failure, found } = releasesOf(request);
    return failure ?? answer(releaseList, found);
  });
  api.on('POST /api/releases/:remote/rollback', (request) => {
    const { failure, user, remote, found } = releasesOf(request);
    if (failure) return failure;
    const at = new Date().toISOString();
    if (found.canary) {
      const { release: stable } = found.live;
      db.releases!.set(remote, {
        ...found,
        live: { ...found.live, share: 100 },
        canary: null,
        log: [
          { action: 'canary-stop', from: found.canary.release, to: stable, by: user.name, at, reason: null },
          ...found.log,
        ],
      });
      auditRelease(user, 'canary-stopped', remote, {
        before: { canary: found.canary.release },
        after: { canary: null },
      });
      return answer(deployed, { remote, live: stable, from: found.canary.release, canary: null });
    }
    const { release: from, previous: to } = found.live;
    if (!to) return problem(409, `${remote} has no previous release to roll back to`);
    db.releases!.set(remote, {
      ...found,
      live: { release: to, previous: from, by: user.name, at, errors: errorsOf(found, to), share: 100, traffic: null },
      releases: found.releases.map((row) => ({ ...row, live: row.release === to })),
      log: [{ action: 'rollback', from, to, by: user.name, at, reason: null }, ...found.log],
    });
    auditRelease(user, 'release-rolled-back', remote, { before: { release: from }, after: { release: to } });
    return answer(deployed, { remote, live: to, from, canary: null });
  });
  api.on('POST /api/releases/:remote/promote', (request) => {
    const { failure, user, remote, found } = releasesOf(request);
    if (failure) return failure;
    if (!found.canary) return problem(409, `${remote} has no canary to promote`);
    const { release: from } = found.live;
    const { release: to, traffic } = found.canary;
    const at = new Date().toISOString();
    db.releases!.set(remote, {
      ...found,
      live: { release: to, previous: from, by: user.name, at, errors: errorsOf(found, to), share: 100, traffic },
      canary: null,
      releases: found.releases.map((row) => ({ ...row, live: row.release === to })),
      log: [{ action: 'promote', from, to, by: user.name, at, reason: null }, ...found.log],
    });
    auditRelease(user, 'release-promoted', remote, { before: { release: from }, after: { release: to } });
    return answer(deployed, { remote, live: to, from, canary: null });
  });
  api.on('POST /api/releases/:remote/preview', (request) => {
    const { failure, user, remote, found } = releasesOf(request);
    if (failure) return failure;
    const body = previewBody.safeParse(request.body);
    if (!body.success) return problem(400, 'Validation failed', [{ field: 'release', msg: 'is not a release id' }]);
    const { release } = body.data;
    if (!found.releases.some((row) => row.release === release))
      return problem(404, `${remote} has no release ${release}`);
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    auditRelease(user, 'release-previewed', remote, { before: {}, after: { release, expiresAt } });
    return answer(previewLink, { remote, release, path: `/_preview?token=${remote}.${release}.fake`, expiresAt });
  });

  /** Signs another staff member in under `token`. */
  const signIn = (user: Partial<FakeStaffUser> & { _id: string; name: string }, sessionToken: string) => {
    const account: FakeStaffUser = {
      email: `${user.name.toLowerCase().replace(/\W+/g, '.')}@blueprint.local`,
      role: 'staff',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
      ...user,
    };
    db.staff.push(account);
    db.sessions.set(sessionToken, account._id);
    return account;
  };

  return { api, db, signIn, record };
}
