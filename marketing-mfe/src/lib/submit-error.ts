import { errorStatus, fieldErrors, FALLBACK_ERROR, getErrorMessage, isNetworkError } from '@blueprint/shared/api';

export const NETWORK_ERROR = 'We could not reach the server, so nothing was sent. Please check your connection and try again.';
export const TOO_MANY_REQUESTS = 'Too many attempts in a short time. Please wait a minute and try again.';
export const CHECK_FIELDS = 'Please correct the highlighted fields and try again.';

export interface SubmitFailure {
  /** One sentence for the form's alert. */
  message: string;
  /** Server messages for fields the form shows, keyed by field name. */
  fields: Record<string, string>;
}

/**
 * What a form tells the visitor when its request fails (CONTRACT.md: 400 with field errors, 429, any other
 * answer, or none at all). The form keeps what was typed in every case; this only picks the words.
 */
export function describeSubmitError(error: unknown, formFields: readonly string[]): SubmitFailure {
  const status = errorStatus(error);
  if (isNetworkError(error) || (status !== undefined && status >= 500)) return { message: NETWORK_ERROR, fields: {} };
  if (status === 429) return { message: TOO_MANY_REQUESTS, fields: {} };
  if (status === undefined) return { message: FALLBACK_ERROR, fields: {} };
  const fields: Record<string, string> = {};
  for (const { field, msg } of fieldErrors(error)) {
    if (formFields.includes(field) && !fields[field]) fields[field] = msg;
  }
  // Field errors show on their fields; anything the form has no field for is spelled out in the alert.
  const unplaced = fieldErrors(error).filter(({ field }) => !formFields.includes(field));
  if (Object.keys(fields).length > 0 && unplaced.length === 0) return { message: CHECK_FIELDS, fields };
  return { message: getErrorMessage(error), fields };
}
