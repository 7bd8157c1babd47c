// A form's check of one field as the visitor types or leaves it, with the request's own schema
// (@blueprint/contract/api/*): no zod at run time, the schema brings it.
import type * as z from 'zod/mini';

/** One field's message, or undefined when it is valid: for checks on blur and as the visitor types. */
export function validateField<S extends z.ZodMiniObject>(schema: S, field: keyof S['shape'] & string, value: unknown) {
  const fieldSchema = schema.shape[field] as z.ZodMiniType;
  const result = fieldSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
