// Registrations: the form's request (docs/contract.md), the staff's queries and changes, and the answers (the
// record itself, its history, the counts, the timeline). The API validates requests with these and both
// registration forms check fields with them as the visitor types.
import * as z from 'zod/mini';
import {
  component,
  count,
  dateField,
  emptyIsUnset,
  id,
  orEmpty,
  pageQuery,
  queryEnum,
  staffRef,
  timestamp,
} from './common.ts';
import {
  charCount,
  documentedVisibleText,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  searchText,
} from './fields.ts';
import {
  ID_PATTERN,
  PROGRAMS,
  PROGRAM_SPELLINGS,
  REGISTRATION_STATUSES,
  normalizeProgram,
  type Program,
} from './values.ts';

export const GRADUATION_YEAR = { min: 2000, max: 2030 } as const;

export const PROGRAM_ERROR = `Program must be one of ${PROGRAMS.join(', ')}`;

// The spellings normalizeProgram takes, as one pattern (any case, any spaces around and between words), so
// that the OpenAPI document says exactly which values the API takes. JSON Schema patterns have no flags:
// each letter is spelled as its two cases.
const anyCase = (word: string) =>
  [...word].map((ch) => (ch === ' ' ? '\\s+' : `[${ch.toLowerCase()}${ch.toUpperCase()}]`)).join('');
export const PROGRAM_PATTERN = new RegExp(`^\\s*(?:${Object.keys(PROGRAM_SPELLINGS).map(anyCase).join('|')})\\s*$`);

export const programField = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Program is required' : PROGRAM_ERROR) })
    .check(
      z.regex(PROGRAM_PATTERN, PROGRAM_ERROR),
      z.meta({ description: `One of ${PROGRAMS.join(', ')}, in any case; "information technology" means IT` }),
    ),
  z.transform((value: string) => normalizeProgram(value)!),
);

const YEAR_ERROR = `Graduation year must be a year from ${GRADUATION_YEAR.min} to ${GRADUATION_YEAR.max}`;

export const graduationYearField = z
  .int({ error: (issue) => (issue.input === undefined ? 'Graduation year is required' : YEAR_ERROR) })
  .check(z.minimum(GRADUATION_YEAR.min, YEAR_ERROR), z.maximum(GRADUATION_YEAR.max, YEAR_ERROR));

/** `POST /api/internships`: a registration. Unknown fields are dropped (zod objects strip them). */
export const registrationSchema = z.object({
  fullName: requiredText('Full name', 2, 100),
  email: emailField,
  phone: phoneField,
  program: programField,
  course: optionalText('Course', 100),
  qualification: requiredText('Qualification', 1, 100),
  college: requiredText('College/University', 1, 200),
  graduationYear: graduationYearField,
  message: optionalText('Message', 2000, { multiline: true }),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
export type RegistrationField = keyof RegistrationData;

/** A note is never cut: a longer one is refused (400), and the dashboard shows the limit as it is typed. */
export const NOTE_MAX = 2000;
export const BULK_MAX = 500;

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

// Both ends inclusive. A range whose `to` is before its `from` holds no day: it selects nothing (an empty
// page, an empty timeline) rather than being refused, so any two dates the document allows are answered.
const rangeShape = { from: dateField('From'), to: dateField('To') };

const sortField = (fallback: 'newest' | 'oldest') =>
  z.pipe(
    queryEnum(['newest', 'oldest', 'followUp'], 'Sort must be newest, oldest or followUp'),
    z.transform((sort) => sort ?? fallback),
  );

const ASSIGNEE_PATTERN = new RegExp(`^(?:me|none|${ID_PATTERN.source.slice(1, -1)})$`);
const ASSIGNEE_ERROR = 'Assignee must be me, none or a staff id';

/** The list's filters, shared by `GET /api/internships` and its CSV export. */
const filterShape = {
  q: searchText,
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

/** `GET /api/internships`: the filters and a page. */
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
      z.string({ error: 'Note must be text' }).check(
        ...documentedVisibleText('Note', { multiline: true, trimmed: true }),
        z.refine((value) => charCount(value) <= NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
        z.trim(),
        z.meta({ maxLength: NOTE_MAX }),
      ),
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.status !== undefined ||
        body.note !== undefined ||
        body.assigneeId !== undefined ||
        body.followUpAt !== undefined,
      'Send a status, a note, an assignee or a follow-up',
    ),
    // The same rule in the OpenAPI document's terms, as far as a fuzzer reads them: `{}` is refused there too
    // (`anyOf` of `required` lists would also refuse `{other: 1}`, but Specmatic then sends no object at all).
    z.meta({ minProperties: 1 }),
  );
export type RegistrationUpdate = z.output<typeof registrationUpdateSchema>;

/** `POST /api/internships/bulk`: one status and/or assignee for 1-500 registrations. */
export const registrationBulkSchema = z
  .object({
    ids: z
      .array(z.string({ error: 'Invalid id' }).check(z.regex(ID_PATTERN, 'Invalid id')))
      .check(z.minLength(1, 'Send at least one id'), z.maxLength(BULK_MAX, `Send at most ${BULK_MAX} ids`)),
    status: z.optional(statusField),
    assigneeId: z.optional(assigneeIdField),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.assigneeId !== undefined, 'Send a status or an assignee'),
    z.meta({ minProperties: 2 }),
  );
export type RegistrationBulk = z.output<typeof registrationBulkSchema>;

/** `GET /api/internships/timeline`: the last 30 days by day unless told otherwise. */
export const timelineQuery = z.object({
  ...rangeShape,
  bucket: z.pipe(
    queryEnum(['day', 'week'], 'Bucket must be day or week'),
    z.transform((bucket) => bucket ?? 'day'),
  ),
});
export type TimelineQuery = z.output<typeof timelineQuery>;

const program = z.enum(PROGRAMS);
const status = z.enum(REGISTRATION_STATUSES);

export const registration = component(
  'Registration',
  z.object({
    _id: id,
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    program,
    course: z.string(),
    qualification: z.string(),
    college: z.string(),
    graduationYear: z.int(),
    message: z.string(),
    createdAt: timestamp,
    /** `new` until staff change it. */
    status,
    /** The latest staff note, `""` when none (every note stays in the activity history). */
    note: z.string(),
    /** +1 on every change: `ETag`/`If-Match` on `PATCH /api/internships/:id`. */
    version: z.int().check(z.minimum(1)),
    /** The staff member working it, or null. */
    assignee: z.nullable(staffRef),
    /** When to call back next (UTC ISO 8601), or null. */
    followUpAt: z.nullable(timestamp),
    /** The ids of other registrations with the same phone. */
    duplicates: z.array(id),
  }),
);
export type Registration = z.infer<typeof registration>;

/** A program as the spec's dashboard reads one: any of the forms' spellings ('information technology' is IT). */
const programAsRead = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? (normalizeProgram(value) ?? value) : value)),
  program,
);

const FIELD_NAMES = new Map(Object.keys(registration.shape).map((name) => [name.toLowerCase(), name]));

/** A record's fields under the contract's names: a name in another letter case (`FullName`) and `name` for
 * `fullName` are taken when the contract's own name is absent. */
function withContractNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = Object.entries(value as Record<string, unknown>);
  const named: Record<string, unknown> = {};
  for (const [key, field] of fields) if (FIELD_NAMES.get(key.toLowerCase()) === key) named[key] = field;
  for (const [key, field] of fields) {
    const name = FIELD_NAMES.get(key.toLowerCase()) ?? (key.toLowerCase() === 'name' ? 'fullName' : undefined);
    if (name && !(name in named)) named[name] = field;
  }
  return named;
}

/**
 * A registration as a dashboard reads it, from a list, the live channel or a save's answer: the contract's
 * `registration`, also under the spellings the spec's dashboard tolerates (field names in any letter case, a
 * `name` for the full name, a program in any of the forms' spellings). Every field is still required.
 */
export const registrationAsRead = z.pipe(
  z.transform(withContractNames),
  z.extend(registration, { program: programAsRead }),
);

/** 412: the registration changed since the version the client sent; `data` is how it is now. */
export const registrationConflict = component(
  'RegistrationConflict',
  z.object({ message: z.string(), data: registration }).check(
    z.meta({
      description:
        'The registration changed since that version: the message says who changed it and when; data is the current registration',
    }),
  ),
);
export type RegistrationConflict = z.infer<typeof registrationConflict>;

const at = { _id: id, at: timestamp, actor: staffRef };

/** One entry of `GET /api/internships/:id/activity`, newest first. `created` has no actor of its own (the
 * visitor registered): its actor is `{_id: "", name: "Registration form"}`. */
export const activityEntry = component(
  'ActivityEntry',
  z.discriminatedUnion('kind', [
    z.object({ ...at, kind: z.literal('created') }),
    z.object({ ...at, kind: z.literal('status'), from: status, to: status }),
    z.object({ ...at, kind: z.literal('note'), text: z.string() }),
    z.object({ ...at, kind: z.literal('assigned'), to: z.nullable(staffRef) }),
    z.object({ ...at, kind: z.literal('follow-up'), followUpAt: z.nullable(timestamp) }),
  ]),
);
export type ActivityEntry = z.infer<typeof activityEntry>;

/** `POST /api/internships/bulk`: how many registrations changed. */
export const bulkResult = component('BulkResult', z.object({ updated: count }));
export type BulkResult = z.infer<typeof bulkResult>;

/** `registrationDeleted`: enough for a dashboard to drop the row and its count. */
export const registrationDeleted = component('RegistrationDeleted', z.object({ _id: id, program }));
export type RegistrationDeleted = z.infer<typeof registrationDeleted>;

/** `GET /api/internships/stats`: one count per program, all four, zeros included. */
export const programStats = component('ProgramStats', z.array(z.object({ _id: program, count })));
export type ProgramStat = z.infer<typeof programStats>[number];

/** The stats as the spec's dashboard reads them: an entry's `_id` in any of the forms' spellings. */
export const programStatsAsRead = z.array(z.object({ _id: programAsRead, count }));

/** `GET /api/internships/status-counts`: how many registrations are in each follow-up status. */
export const statusCounts = component('StatusCounts', z.array(z.object({ _id: status, count })));
export type StatusCount = z.infer<typeof statusCounts>[number];

const perProgram = Object.fromEntries(PROGRAMS.map((name) => [name, count])) as { [P in Program]: typeof count };

/** `GET /api/internships/timeline`: one point per day (or per week, dated by its Monday), UTC. */
export const timeline = component('Timeline', z.array(z.object({ date: z.iso.date(), ...perProgram })));
export type TimelinePoint = z.infer<typeof timeline>[number];
