import type { FieldError } from '@blueprint/contract/api/common';
import { isStorable } from '@blueprint/contract/api/fields';

// Text that cannot be stored as given: NUL (PostgreSQL refuses it) and lone UTF-16 surrogates (they would
// come back as U+FFFD, not byte for byte). Checked on the raw body before the schema.

export function unstorableFields(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && !isStorable(value))
      errors.push({ field, msg: 'Contains characters that cannot be stored' });
  }
  return errors;
}
