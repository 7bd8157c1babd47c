import type * as z from 'zod/mini';
import { validate } from '@blueprint/shared/validation';
import { validationFailed } from './http-error';
import { unstorableFields } from './text';

/** The shared schema's verdict, or a 400 in docs/contract.md's shape. */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const unstorable = unstorableFields(input);
  if (unstorable.length > 0) throw validationFailed(unstorable);
  const result = validate(schema, input);
  if (!result.success) throw validationFailed(result.errors);
  return result.data;
}
