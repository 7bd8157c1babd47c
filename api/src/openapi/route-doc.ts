import type * as z from 'zod/v4/core';

// How a route is described for the OpenAPI document (operations.ts holds one per route), with the very
// schemas its handler parses with. See "How to describe a route" in api/README.md.

export interface ResponseDoc {
  description: string;
  /** The body's schema (its output side); none for an empty body. */
  schema?: z.$ZodType;
  /** `application/json` unless said otherwise. */
  contentType?: string;
  /** Headers worth knowing, by name: what each says. */
  headers?: Record<string, string>;
}

export interface RouteDoc {
  summary: string;
  /** Groups operations on the docs page: `public`, `staff`, `service`. */
  tags: string[];
  description?: string;
  /** The JSON body the handler parses (its input side is documented). */
  body?: z.$ZodType;
  /** An object schema: one query parameter per property. */
  query?: z.$ZodType;
  /** An object schema: one path parameter per `:name` in the URL. */
  params?: z.$ZodType;
  /** Every answer the route itself gives. The answers that come from elsewhere are added by the document:
   * 401 on staff routes, 429 where a rate limit applies, 400/413/415 where a body is read, 503 on all. */
  responses: Record<number, ResponseDoc>;
}

/** A JSON answer. */
export const json = (description: string, schema: z.$ZodType): ResponseDoc => ({ description, schema });

/** An answer without a body. */
export const empty = (description: string): ResponseDoc => ({ description });
