// The staff routes' query strings and bodies (docs/contract.md "HTTP API"): the API validates with these and
// the dashboard can check a filter before it sends it. Query values arrive as strings; an empty one
// (`?status=` from a form with nothing chosen) means the filter is not set, and each schema says so itself,
// so the OpenAPI document made from them allows exactly what the API takes.
import * as z from 'zod/mini';
import { ID_PATTERN, REGISTRATION_STATUSES, normalizeProgram } from '@blueprint/contract/api/values';
import { charCount, documentedVisibleText } from './fields';
import { PROGRAM_ERROR, PROGRAM_PATTERN } from './registration';


export const MAX_PAGE = 500;
export const DEFAULT_PAGE = 50;
/** A note is never cut: a longer one is refused (400), and the dashboard shows the limit as it is typed. */
export const NOTE_MAX = 2000;
const LIMIT_ERROR = 'Limit must be a whole number from 1';

/** An empty query value is the same as none. */
export const unset = <T>(value: T | ''): T | undefined => (value === '' ? undefined : value);

/** An optional query value where empty means not set: absent and empty both come out undefined. */
export const emptyIsUnset = <S extends z.ZodMiniType<string>>(schema: S) =>
  z.optional(z.pipe(schema, z.transform((value: z.output<S>) => unset(value))));

/** A `^…$` pattern that also matches the empty string. */
export const orEmpty = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`);

/** `?limit=&cursor=` for every list: 50 by default (also when empty), a limit above MAX_PAGE is clamped. */
export const pageQuery = z.object({
  limit: z.pipe(
    z.optional(z.string({ error: LIMIT_ERROR }).check(z.regex(/^(?:0*[1-9]\d{0,8})?$/, LIMIT_ERROR))),
    z.transform((limit) => (limit ? Math.min(Number(limit), MAX_PAGE) : DEFAULT_PAGE)),
  ),
  cursor: emptyIsUnset(z.string({ error: 'Invalid cursor' }).check(z.regex(orEmpty(ID_PATTERN), 'Invalid cursor'))),
});

/** `?program=`: a program in any of the form's spellings, or empty (every program). */
export const programQuery = z.object({
  program: z.optional(
    z.pipe(
      z.string({ error: PROGRAM_ERROR }).check(z.regex(orEmpty(PROGRAM_PATTERN), PROGRAM_ERROR)),
      z.transform((value) => (value ? normalizeProgram(value) : undefined)),
    ),
  ),
});

const STATUS_ERROR = `Status must be one of ${REGISTRATION_STATUSES.join(', ')}`;
export const statusField = z.enum(REGISTRATION_STATUSES, { error: STATUS_ERROR });

/**
 * A calendar day, `YYYY-MM-DD` (UTC), that exists (2026-02-30 does not), or empty (not set). zod's ISO date
 * rule, a pattern that knows month lengths and leap years, is the whole check, so the document carries it.
 */
export function dateField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return emptyIsUnset(z.string({ error: message }).check(z.regex(orEmpty(z.core.regexes.date), message)));
}

// Both ends inclusive. A range whose `to` is before its `from` holds no day: it selects nothing (an empty
// page, an empty timeline) rather than being refused, so any two dates the document allows are answered.
const rangeShape = { from: dateField('From'), to: dateField('To') };

/** An enum of a query: one of the values, or empty (not set). */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  emptyIsUnset(z.enum(['', ...values] as unknown as T, { error }));

const sortField = (fallback: 'newest' | 'oldest') =>
  z.pipe(queryEnum(['newest', 'oldest', 'followUp'], 'Sort must be newest, oldest or followUp'), z.transform((sort) => sort ?? fallback));

const ASSIGNEE_PATTERN = new RegExp(`^(?:me|none|${ID_PATTERN.source.slice(1, -1)})$`);
const ASSIGNEE_ERROR = 'Assignee must be me, none or a staff id';

/** The list's filters, shared by `GET /api/internships` and its CSV export. */
const filterShape = {
  q: emptyIsUnset(
    z
      .string({ error: 'Search must be text' })
      .check(
        ...documentedVisibleText('Search', { trimmed: true }),
        z.refine((value) => charCount(value) <= 100, 'Search must be at most 100 characters'),
        z.trim(),
        z.meta({ maxLength: 100 }),
      ),
  ),
  ...programQuery.shape,
  status: queryEnum(REGISTRATION_STATUSES, STATUS_ERROR),
  ...rangeShape,
  /** `me` (the caller), `none` (nobody), or a staff member's id. */
  assignee: emptyIsUnset(z.string({ error: ASSIGNEE_ERROR }).check(z.regex(orEmpty(ASSIGNEE_PATTERN), ASSIGNEE_ERROR))),
  /** By follow-up date, in the institute's time zone: before now, during today, or from today to six days on. */
  due: queryEnum(['overdue', 'today', 'week'], 'Due must be overdue, today or week'),
};

export const registrationFilterQuery = z.object({ ...filterShape, sort: sortField('newest') });
export type RegistrationFilter = z.output<typeof registrationFilterQuery>;

export const registrationListQuery = z.object({ ...filterShape, sort: sortField('newest'), ...pageQuery.shape });
export type RegistrationListQuery = z.output<typeof registrationListQuery>;

/** `GET /api/internships/export.csv`: the list's filters, oldest first unless sorted (as the export always was). */
export const registrationExportQuery = z.object({
  ...filterShape,
  sort: sortField('oldest'),
  /** `workspace` appends `status,note,assignee,followUpAt` after the spec's ten columns. */
  fields: queryEnum(['workspace'], 'Fields must be workspace'),
});

const STAFF_ID_ERROR = 'Assignee id must be a staff id or null';
const FOLLOW_UP_ERROR = 'Follow-up must be a date and time (ISO 8601) or null';
/** A staff member's id, or null for nobody. */
const assigneeIdField = z.nullable(z.string({ error: STAFF_ID_ERROR }).check(z.regex(ID_PATTERN, STAFF_ID_ERROR)));

/** `PATCH /api/internships/:id`: any of a status, a note (added to the history), an assignee, a follow-up. */
export const registrationUpdateSchema = z
  .object({
    status: z.optional(statusField),
    assigneeId: z.optional(assigneeIdField),
    followUpAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: FOLLOW_UP_ERROR }))),
    note: z.optional(
      z
        .string({ error: 'Note must be text' })
        .check(
          ...documentedVisibleText('Note', { multiline: true, trimmed: true }),
          z.refine((value) => charCount(value) <= NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
          z.trim(),
          z.meta({ maxLength: NOTE_MAX }),
        ),
    ),
  })
  .check(
    z.refine(
      (body) => body.status !== undefined || body.note !== undefined || body.assigneeId !== undefined || body.followUpAt !== undefined,
      'Send a status, a note, an assignee or a follow-up',
    ),
    // The same rule in the OpenAPI document's terms, as far as a fuzzer reads them: `{}` is refused there too
    // (`anyOf` of `required` lists would also refuse `{other: 1}`, but Specmatic then sends no object at all).
    z.meta({ minProperties: 1 }),
  );
export type RegistrationUpdate = z.output<typeof registrationUpdateSchema>;

export const BULK_MAX = 500;

/** `POST /api/internships/bulk`: one status and/or assignee for 1-500 registrations. */
export const registrationBulkSchema = z
  .object({
    ids: z.array(z.string({ error: 'Invalid id' }).check(z.regex(ID_PATTERN, 'Invalid id'))).check(
      z.minLength(1, 'Send at least one id'),
      z.maxLength(BULK_MAX, `Send at most ${BULK_MAX} ids`),
    ),
    status: z.optional(statusField),
    assigneeId: z.optional(assigneeIdField),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.assigneeId !== undefined, 'Send a status or an assignee'),
    z.meta({ minProperties: 2 }),
  );
export type RegistrationBulk = z.output<typeof registrationBulkSchema>;

/** `GET /api/internships/timeline`: the last 30 days by day unless told otherwise. */
export const timelineQuery = z
  .object({ ...rangeShape, bucket: z.pipe(queryEnum(['day', 'week'], 'Bucket must be day or week'), z.transform((bucket) => bucket ?? 'day')) })
  ;
export type TimelineQuery = z.output<typeof timelineQuery>;

const HANDLED_ERROR = 'Handled must be true or false';

export const contactMessageListQuery = z.extend(pageQuery, {
  q: registrationFilterQuery.shape.q,
  handled: z.pipe(queryEnum(['true', 'false'], HANDLED_ERROR), z.transform((value) => (value === undefined ? undefined : value === 'true'))),
});

/** `PATCH /api/contact-messages/:id`. */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean({ error: HANDLED_ERROR }) });
