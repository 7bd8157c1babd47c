import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  PROGRAMS,
  STAFF_ROLES,
  REGISTRATION_STATUSES,
  type ActivityEntry,
  type ApiErrorBody,
  type BulkResult,
  type StaffRef,
  type AuditEntry,
  type CurrentStaff,
  type StaffUser,
  type ContactMessage,
  type ContactMessageStats,
  type LoginResponse,
  type NewsletterSubscriber,
  type ProgramStat,
  type Registration,
  type RegistrationDeleted,
  type StatusCount,
  type TimelinePoint,
} from '@blueprint/shared/types';
import { ID_PATTERN } from '@blueprint/shared/validation';

// What the API answers, as schemas the routes declare (`schema.response`); requests are the shared schemas
// from @blueprint/shared/validation. Each is checked against its TypeScript type in @blueprint/shared/types
// (`satisfies`), and the API tests check every answer against the document, so neither can drift.
// A schema given an `id` becomes a component of the document, referred to by that name.

function component<S extends z.ZodType>(id: string, schema: S): S {
  z.globalRegistry.add(schema, { id });
  return schema;
}

const id = z.string().regex(ID_PATTERN);
const timestamp = z.iso.datetime({ offset: true });

/** A staff member as a record names them (`_id` is empty for the registration form's `created` entry). */
export const staffRef = component('StaffRef', z.object({ _id: z.string(), name: z.string() }) satisfies z.ZodType<StaffRef>);

export const fieldError = component('FieldError', z.object({ field: z.string(), msg: z.string() }));

export const errorBody = component(
  'Error',
  z.object({ message: z.string(), errors: z.array(fieldError).optional() }) satisfies z.ZodType<ApiErrorBody>,
);

export const registration = component(
  'Registration',
  z.object({
    _id: id,
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    program: z.enum(PROGRAMS),
    course: z.string(),
    qualification: z.string(),
    college: z.string(),
    graduationYear: z.int(),
    message: z.string(),
    createdAt: timestamp,
    status: z.enum(REGISTRATION_STATUSES),
    note: z.string(),
    version: z.int().min(1),
    assignee: staffRef.nullable(),
    followUpAt: timestamp.nullable(),
    duplicates: z.array(id),
  }) satisfies z.ZodType<Registration>,
);

/** 412: the registration changed since the version the client sent; `data` is how it is now. */
export const registrationConflict = component(
  'RegistrationConflict',
  z.object({ message: z.string(), data: registration }).meta({ description: 'The registration changed since that version: the message says who changed it and when; data is the current registration' }),
);

const at = { _id: id, at: timestamp, actor: staffRef };
export const activityEntry = component(
  'ActivityEntry',
  z.discriminatedUnion('kind', [
    z.object({ ...at, kind: z.literal('created') }),
    z.object({ ...at, kind: z.literal('status'), from: z.enum(REGISTRATION_STATUSES), to: z.enum(REGISTRATION_STATUSES) }),
    z.object({ ...at, kind: z.literal('note'), text: z.string() }),
    z.object({ ...at, kind: z.literal('assigned'), to: staffRef.nullable() }),
    z.object({ ...at, kind: z.literal('follow-up'), followUpAt: timestamp.nullable() }),
  ]) satisfies z.ZodType<ActivityEntry>,
);

export const bulkResult = component('BulkResult', z.object({ updated: z.int().min(0) }) satisfies z.ZodType<BulkResult>);

export const registrationDeleted = component(
  'RegistrationDeleted',
  z.object({ _id: id, program: z.enum(PROGRAMS) }) satisfies z.ZodType<RegistrationDeleted>,
);

export const contactMessage = component(
  'ContactMessage',
  z.object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    service: z.string(),
    message: z.string(),
    createdAt: timestamp,
    handled: z.boolean(),
  }) satisfies z.ZodType<ContactMessage>,
);

export const contactMessageStats = component(
  'ContactMessageStats',
  z.object({ total: z.int().min(0), unread: z.int().min(0) }) satisfies z.ZodType<ContactMessageStats>,
);

export const newsletterSubscriber = component(
  'NewsletterSubscriber',
  z.object({ _id: id, email: z.string(), createdAt: timestamp }) satisfies z.ZodType<NewsletterSubscriber>,
);

export const auditEntry = component(
  'AuditEntry',
  z.object({
    _id: id,
    at: timestamp,
    actor: z.string().meta({ description: 'The account’s email as it was; `unknown` for a failed login on no account' }),
    actorId: id.nullable().meta({ description: 'Who did it (a staff id); null for a failed login on no account and for entries from before accounts' }),
    actorName: z.string().meta({ description: 'Their name when they did it' }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.string().meta({ description: 'What was acted on: an id, or the kind of export' }),
    targetName: z
      .string()
      .nullable()
      .meta({ description: 'The registration’s name while it exists, `erased registration` after; a staff member’s name; else null' }),
    changes: z
      .object({ before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) })
      .nullable()
      .meta({ description: 'Before → after of a change (the fields that changed), else null' }),
  }) satisfies z.ZodType<AuditEntry>,
);

export const staffUser = component(
  'StaffUser',
  z.object({
    _id: id,
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    createdAt: timestamp,
    lastLoginAt: timestamp.nullable(),
  }) satisfies z.ZodType<StaffUser>,
);

export const currentStaff = component(
  'CurrentStaff',
  z.object({
    _id: id,
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    timeZone: z.string().meta({ description: 'The institute’s time zone (TIME_ZONE, an IANA name): its days are every day boundary' }),
  }) satisfies z.ZodType<CurrentStaff>,
);

export const programStats = component(
  'ProgramStats',
  z.array(z.object({ _id: z.enum(PROGRAMS), count: z.int().min(0) }) satisfies z.ZodType<ProgramStat>),
);

export const statusCounts = component(
  'StatusCounts',
  z.array(z.object({ _id: z.enum(REGISTRATION_STATUSES), count: z.int().min(0) }) satisfies z.ZodType<StatusCount>),
);

export const timeline = component(
  'Timeline',
  z.array(
    z.object({
      date: z.iso.date(),
      IT: z.int().min(0),
      Civil: z.int().min(0),
      Mechanical: z.int().min(0),
      Other: z.int().min(0),
    }) satisfies z.ZodType<TimelinePoint>,
  ),
);

export const loginResponse = component(
  'LoginResponse',
  z.object({ token: z.string(), expiresAt: timestamp }) satisfies z.ZodType<LoginResponse>,
);

/** `{data: T}`: one item. */
export const item = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** `{data: T[], nextCursor}`: a page of a list, newest first; `nextCursor` is null on the last page. */
export const page = <S extends z.ZodType>(schema: S) => z.object({ data: z.array(schema), nextCursor: id.nullable() });

/** `:id` in a staff URL: a malformed one is a bad request (400), an unknown one not found (404). */
export const idParams = z.object({ id: z.string({ error: 'Invalid id' }).regex(ID_PATTERN, 'Invalid id') });

/** An error answer (`{message, errors?}`), saying when it is given. */
export const problem = (description: string) => errorBody.meta({ description });

/** An answer with no body (204). */
export const noContent = (description: string) => z.null().meta({ description });

/** A CSV attachment. */
export const csv = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/**
 * The error answers a route can give besides its own: every route may find the database busy or stalled
 * (503); a route that reads a query, a path parameter or a body may refuse it (400); a body may be too large
 * or not JSON (413, 415); a staff route needs a token (401), an admin route an admin's (403); a rate-limited
 * one may say 429.
 */
export function errorAnswers({ reads = false, body = false, staff = false, admin = false, limited = false } = {}) {
  return {
    ...(reads || body ? { 400: problem('Validation failed (`errors` lists each field and what is wrong with it), or the body is not valid JSON') } : {}),
    ...(staff || admin ? { 401: problem('No valid staff token') } : {}),
    ...(admin ? { 403: problem('Only an admin may do this (the account’s role is `staff`)') } : {}),
    ...(body ? { 413: problem('The body is larger than 16 KiB'), 415: problem('The body is not JSON') } : {}),
    ...(limited ? { 429: problem('Too many requests from this address; try again later') } : {}),
    503: problem('The service is busy or its database did not answer in time; try again later (see Retry-After)'),
  };
}

/** A staff route: grouped under `staff` in the document, and needs the bearer token from login. */
export const staffOnly = { tags: ['staff'], security: [{ staffToken: [] }] };

