import type { FieldError } from '@blueprint/contract/api/common';
import { errorStatus, FALLBACK_ERROR, fieldErrors, getErrorMessage, isNetworkError } from './error-message';

/** What a form tells the visitor about a failed request. The form keeps what was typed in every case. */
export interface Failure {
  /** One sentence for the form's alert. */
  message: string;
  /** A second line, when there is more to say (server errors for fields the form does not show). */
  detail?: string;
  /** Server messages for fields the form shows, keyed by field name. */
  fields: Record<string, string>;
}

/** Words for one answer; `field` also shows the message on that field (a 409 on the email). */
export type FailureWords = string | { message: string; detail?: string; field?: string };

/**
 * A form's own words for the ways a request fails (docs/contract.md: 400 with `{ errors: [{ field, msg }] }`,
 * 409, 413, 429, 5xx, or no answer at all). Anything a form leaves out reads as the server says.
 */
export interface FailureWording {
  /** The fields the form shows: a server's field errors for them go on those fields. */
  fields?: readonly string[];
  /** Words for particular statuses (401, 409, 413, 429...). They come first. */
  status?: Partial<Record<number, FailureWords>>;
  /** No answer at all (offline, refused, timed out). */
  unreachable?: string;
  /** A 5xx answer; by default read like no answer: nothing was saved, try again later. */
  serverError?: string;
  /** A 400 whose field errors show on the form's fields. */
  invalid?: string;
  /** Any other answer; by default the server's own message (getErrorMessage). */
  otherwise?: string;
}

/** A server's error list as the first message per form field; the rest (other fields, repeats) apart. */
export function splitFieldErrors(
  list: FieldError[],
  formFields: readonly string[],
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const { field, msg } of list) {
    if (formFields.includes(field) && !fields[field]) fields[field] = msg;
    else other.push(msg);
  }
  return { fields, other };
}

function words(found: FailureWords): Failure {
  const { message, detail, field } = typeof found === 'string' ? { message: found } : found;
  return { message, ...(detail ? { detail } : {}), fields: field ? { [field]: message } : {} };
}

/**
 * The one reading of a failed request for every form. A failure that is not an HTTP answer (a bug) never
 * shows the program's own message to the visitor.
 */
export function describeFailure(error: unknown, wording: FailureWording = {}): Failure {
  const status = errorStatus(error);
  const special = status === undefined ? undefined : wording.status?.[status];
  if (special) return words(special);
  if (isNetworkError(error)) return { message: wording.unreachable ?? getErrorMessage(error), fields: {} };
  if (status === undefined) return { message: wording.otherwise ?? FALLBACK_ERROR, fields: {} };
  const serverError = wording.serverError ?? wording.unreachable;
  if (status >= 500 && serverError) return { message: serverError, fields: {} };

  // Field errors show on their fields; anything the form has no field for is spelled out below the sentence.
  const { fields, other } = splitFieldErrors(fieldErrors(error), wording.fields ?? []);
  if (wording.invalid && Object.keys(fields).length > 0) {
    return { message: wording.invalid, ...(other.length > 0 ? { detail: other.join(', ') } : {}), fields };
  }
  return { message: wording.otherwise ?? getErrorMessage(error), fields };
}
