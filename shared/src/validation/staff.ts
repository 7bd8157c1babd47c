// The staff routes' query strings and bodies (docs/contract.md "HTTP API"): the API validates with these and
// the dashboard can check a filter before it sends it. Query values arrive as strings; the API drops empty
// ones (`?status=` means no status filter) before it parses.
import * as z from 'zod/mini';
import { REGISTRATION_STATUSES } from '../types';
import { charCount, visibleText } from './fields';
import { programField } from './registration';

/** A UUIDv7 as the API writes it: every `_id`, and so every cursor. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const MAX_PAGE = 500;
export const DEFAULT_PAGE = 50;
export const NOTE_MAX = 500;
const LIMIT_ERROR = 'Limit must be a whole number from 1';

/** `?limit=&cursor=` for every list: 50 by default, a limit above MAX_PAGE is clamped. */
export const pageQuery = z.object({
  limit: z.pipe(
    z.optional(z.string({ error: LIMIT_ERROR }).check(z.regex(/^0*[1-9]\d{0,8}$/, LIMIT_ERROR))),
    z.transform((limit) => (limit === undefined ? DEFAULT_PAGE : Math.min(Number(limit), MAX_PAGE))),
  ),
  cursor: z.optional(z.string({ error: 'Invalid cursor' }).check(z.regex(ID_PATTERN, 'Invalid cursor'))),
});

export const programQuery = z.object({ program: z.optional(programField) });

const STATUS_ERROR = `Status must be one of ${REGISTRATION_STATUSES.join(', ')}`;
export const statusField = z.enum(REGISTRATION_STATUSES, { error: STATUS_ERROR });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, `YYYY-MM-DD` (UTC), that exists: 2026-02-30 does not. */
export function dateField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return z.string({ error: message }).check(
    z.regex(DATE, message),
    z.refine((value) => {
      const match = DATE.exec(value);
      if (!match) return false;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.toISOString().slice(0, 10) === value;
    }, message),
  );
}

/** `from` ≤ `to` when both are given (both inclusive). */
const orderedRange = z.refine<{ from?: string; to?: string }>((range) => !range.from || !range.to || range.from <= range.to, {
  message: 'To must not be before from',
  path: ['to'],
});

const rangeShape = { from: z.optional(dateField('From')), to: z.optional(dateField('To')) };

/** The list's filters, shared by `GET /api/internships` and its CSV export. */
export const registrationFilterQuery = z
  .object({
    q: z.optional(
      z
        .string({ error: 'Search must be text' })
        .check(z.trim(), visibleText('Search'), z.refine((value) => charCount(value) <= 100, 'Search must be at most 100 characters')),
    ),
    ...programQuery.shape,
    status: z.optional(statusField),
    ...rangeShape,
    sort: z._default(z.enum(['newest', 'oldest'], { error: 'Sort must be newest or oldest' }), 'newest'),
  })
  .check(orderedRange);
export type RegistrationFilter = z.output<typeof registrationFilterQuery>;

export const registrationListQuery = z.extend(registrationFilterQuery, pageQuery.shape).check(orderedRange);
export type RegistrationListQuery = z.output<typeof registrationListQuery>;

/** `PATCH /api/internships/:id`: a status, a note, or both. */
export const registrationUpdateSchema = z
  .object({
    status: z.optional(statusField),
    note: z.optional(
      z
        .string({ error: 'Note must be text' })
        .check(
          z.trim(),
          visibleText('Note', { multiline: true }),
          z.refine((value) => charCount(value) <= NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
        ),
    ),
  })
  .check(z.refine((body) => body.status !== undefined || body.note !== undefined, 'Send a status or a note'));
export type RegistrationUpdate = z.output<typeof registrationUpdateSchema>;

/** `GET /api/internships/timeline`: the last 30 days by day unless told otherwise. */
export const timelineQuery = z
  .object({ ...rangeShape, bucket: z._default(z.enum(['day', 'week'], { error: 'Bucket must be day or week' }), 'day') })
  .check(orderedRange);
export type TimelineQuery = z.output<typeof timelineQuery>;

const HANDLED_ERROR = 'Handled must be true or false';

export const contactMessageListQuery = z.extend(pageQuery, {
  q: registrationFilterQuery.shape.q,
  handled: z.pipe(z.optional(z.enum(['true', 'false'], { error: HANDLED_ERROR })), z.transform((value) => (value === undefined ? undefined : value === 'true'))),
});

/** `PATCH /api/contact-messages/:id`. */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean({ error: HANDLED_ERROR }) });
