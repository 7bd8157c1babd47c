import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ID_PATTERN } from '@blueprint/shared/validation';
import { HttpError } from '../../lib/http-error';
import { parseWith } from '../../lib/parse';

/**
 * A staff route's query string by a shared schema (@blueprint/shared/validation, staff.ts). An empty value
 * means the filter is not set (`?status=&q=` from a form with nothing chosen), so it is dropped first.
 */
export function parseQuery<S extends z.ZodMiniType>(schema: S, request: FastifyRequest): z.output<S> {
  const query = Object.fromEntries(Object.entries(request.query as Record<string, unknown>).filter(([, value]) => value !== ''));
  return parseWith(schema, query);
}

/** The `:id` of a route that changes something: a malformed one is a bad request, not a missing row. */
export function idParam(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!ID_PATTERN.test(id)) throw new HttpError(400, 'Validation failed', [{ field: 'id', msg: 'Invalid id' }]);
  return id;
}
