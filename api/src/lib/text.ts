import type { FieldError } from '@blueprint/shared/types';

// Text that cannot be stored as given: NUL (PostgreSQL refuses it) and lone UTF-16 surrogates (they would
// come back as U+FFFD, not byte for byte). Checked on the raw body before the schema.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unstorableFields(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body)
    .filter(([, value]) => typeof value === 'string' && UNSTORABLE.test(value))
    .map(([field]) => ({ field, msg: 'Contains characters that cannot be stored' }));
}
