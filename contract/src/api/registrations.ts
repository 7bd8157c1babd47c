// The answers about registrations: the record itself, its history, the counts, the timeline.
import * as z from 'zod/mini';
import { component, count, id, timestamp } from './common.ts';
import { staffRef } from './staff.ts';
import { PROGRAMS, REGISTRATION_STATUSES, normalizeProgram, type Program } from './values.ts';

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
export const registrationAsRead = z.pipe(z.transform(withContractNames), z.extend(registration, { program: programAsRead }));

/** 412: the registration changed since the version the client sent; `data` is how it is now. */
export const registrationConflict = component(
  'RegistrationConflict',
  z
    .object({ message: z.string(), data: registration })
    .check(z.meta({ description: 'The registration changed since that version: the message says who changed it and when; data is the current registration' })),
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
