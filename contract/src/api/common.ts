// What every answer of the API is built from: ids, timestamps, the error body, one item and a page of a list.
// zod/mini, as the request schemas in @blueprint/shared/validation: a dashboard that parses answers with these
// loads a few kilobytes, not the whole of zod.
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

/** `{data: T}`: one item. */
export const item = <S extends z.ZodMiniType>(schema: S) => z.object({ data: schema });
export type Item<T> = z.infer<ReturnType<typeof item<z.ZodMiniType<T>>>>;

/** `{data: T[]}`: a whole list. */
export const list = <S extends z.ZodMiniType>(schema: S) => z.object({ data: z.array(schema) });

/** `{data: T[], nextCursor}`: a page of a list, newest first; `nextCursor` is null on the last page. */
export const page = <S extends z.ZodMiniType>(schema: S) => z.object({ data: z.array(schema), nextCursor: z.nullable(id) });
export type Page<T> = z.infer<ReturnType<typeof page<z.ZodMiniType<T>>>>;
