import type { FieldError } from '@blueprint/contract/api/common';

/** A list of field errors as one message per field (the first of each), as a form shows them. */
export function byField(errors: readonly FieldError[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, msg } of errors) messages[field] ??= msg;
  return messages;
}
