// A request checked as the API checks it, with its refusal as the API words one (`errors` of the error body):
// the forms check before they send, with and without JavaScript. No zod at run time: the schema brings it.
import type * as z from 'zod/mini';
import type { FieldError } from './common.ts';

/** zod issues as the API's `errors` list: the first problem of each field (`body` for the request as a whole). */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, msg: issue.message });
  }
  return errors;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: toFieldErrors(result.error) };
}
