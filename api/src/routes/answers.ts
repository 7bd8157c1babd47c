import { z } from 'zod';
import * as zm from 'zod/mini';
import { errorBody } from '@blueprint/contract/api/common';
import { ID_PATTERN } from '@blueprint/contract/api/values';

// How the routes declare their answers (`schema.response`): the answers' schemas are @blueprint/contract's, each
// beside its request's in `api/<resource>`. The OpenAPI document is generated from them, and the API tests check
// every answer against that document, so an answer that leaves its schema fails a test.

/** An answer's schema, with what the document says about it. */
export const answer = <S extends zm.ZodMiniType>(schema: S, description: string): S =>
  schema.check(zm.meta({ description }));

/** `:id` in a staff URL: a malformed one is a bad request (400), an unknown one not found (404). */
export const idParams = z.object({ id: z.string({ error: 'Invalid id' }).regex(ID_PATTERN, 'Invalid id') });

/** An error answer (`{message, errors?}`), saying when it is given. */
export const problem = (description: string) => answer(errorBody, description);

/** An answer with no body (204). */
export const noContent = (description: string) => z.null().meta({ description });

/** A CSV attachment. */
export const csv = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/**
 * The error answers a route can give besides its own: every route may find the database busy or stalled
 * (503); a route that reads a query, a path parameter or a body may refuse it (400); a body may be too large
 * or not JSON (413, 415), and every method but GET may carry one, whether the route reads it or not (so such
 * a route says `body: true`); a staff route needs a token (401), an admin route an admin's (403); a rate-limited
 * one may say 429.
 */
export function errorAnswers({ reads = false, body = false, staff = false, admin = false, limited = false } = {}) {
  return {
    ...(reads || body
      ? {
          400: problem(
            'Validation failed (`errors` lists each field and what is wrong with it), or the body is not valid JSON',
          ),
        }
      : {}),
    ...(staff || admin ? { 401: problem('No valid staff token') } : {}),
    ...(admin
      ? {
          403: problem(
            'Only an admin may do this (the account’s role is `staff`), or (STAFF_MFA=required) this admin must add a second factor first',
          ),
        }
      : staff
        ? { 403: problem('STAFF_MFA=required: this admin must add a second factor before anything else') }
        : {}),
    ...(body ? { 413: problem('The body is larger than 16 KiB'), 415: problem('The body is not JSON') } : {}),
    ...(limited ? { 429: problem('Too many requests from this address; try again later') } : {}),
    503: problem('The service is busy or its database did not answer in time; try again later (see Retry-After)'),
  };
}

/** A staff route: grouped under `staff` in the document, and needs the bearer token from login. */
export const staffOnly = { tags: ['staff'], security: [{ staffToken: [] }] };
