// What every answer and request of the API is built from: ids, timestamps, the error body, one item and a page
// of a list; a query's values (`?limit=&cursor=`, dates, enums). zod/mini: a form or a dashboard that checks
// with these loads only the checks it uses, not the whole of zod.
import * as z from 'zod/mini';
import { ID_PATTERN } from './values.ts';

/**
 * Names `schema` in zod's global registry: the API's OpenAPI document, generated from the routes' schemas,
 * holds it once as the component `id` and refers to it by that name.
 */
export function component<S extends z.ZodMiniType>(id: string, schema: S): S {
  z.globalRegistry.add(schema, { id });
  return schema;
}

/** An id as the API writes it (a UUIDv7). */
export const id = z.string().check(z.regex(ID_PATTERN));

/** An instant, ISO 8601 with its offset (the API writes UTC). */
export const timestamp = z.iso.datetime({ offset: true });

/** A count: a whole number, never negative. */
export const count = z.int().check(z.minimum(0));

export const fieldError = component('FieldError', z.object({ field: z.string(), msg: z.string() }));
export type FieldError = z.infer<typeof fieldError>;

/** Every error answer: `{message, errors?}`, `errors` naming each field a request got wrong. */
export const errorBody = component('Error', z.object({ message: z.string(), errors: z.optional(z.array(fieldError)) }));
export type ApiErrorBody = z.infer<typeof errorBody>;

/** A staff member as another record names them (`_id` is empty for the registration form's `created` entry). */
export const staffRef = component('StaffRef', z.object({ _id: z.string(), name: z.string() }));
export type StaffRef = z.infer<typeof staffRef>;

/** `{data: T}`: one item. */
export const item = <S extends z.ZodMiniType>(schema: S) => z.object({ data: schema });
export type Item<T> = z.infer<ReturnType<typeof item<z.ZodMiniType<T>>>>;

/** `{data: T[]}`: a whole list. */
export const list = <S extends z.ZodMiniType>(schema: S) => z.object({ data: z.array(schema) });

/** `{data: T[], nextCursor}`: a page of a list, newest first; `nextCursor` is null on the last page. */
export const page = <S extends z.ZodMiniType>(schema: S) =>
  z.object({ data: z.array(schema), nextCursor: z.nullable(id) });
export type Page<T> = z.infer<ReturnType<typeof page<z.ZodMiniType<T>>>>;

export const MAX_PAGE = 500;
export const DEFAULT_PAGE = 50;
const LIMIT_ERROR = 'Limit must be a whole number from 1';

// Query values arrive as strings; an empty one (`?status=` from a form with nothing chosen) means the filter
// is not set, and each schema says so itself, so the OpenAPI document made from them allows exactly what the
// API takes.

/** An empty query value is the same as none. */
export const unset = <T>(value: T | ''): T | undefined => (value === '' ? undefined : value);

/** An optional query value where empty means not set: absent and empty both come out undefined. */
export const emptyIsUnset = <S extends z.ZodMiniType<string>>(schema: S) =>
  z.optional(
    z.pipe(
      schema,
      z.transform((value: z.output<S>) => unset(value)),
    ),
  );

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

/**
 * A calendar day, `YYYY-MM-DD` (UTC), that exists (2026-02-30 does not), or empty (not set). zod's ISO date
 * rule, a pattern that knows month lengths and leap years, is the whole check, so the document carries it.
 */
export function dateField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return emptyIsUnset(z.string({ error: message }).check(z.regex(orEmpty(z.core.regexes.date), message)));
}

/** An enum of a query: one of the values, or empty (not set). */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  emptyIsUnset(z.enum(['', ...values] as unknown as T, { error }));
