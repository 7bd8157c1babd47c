import { describeFailure, type Failure } from '@blueprint/shared/api';

export const NETWORK_ERROR =
  'We could not reach the server, so nothing was sent. Please check your connection and try again.';
export const TOO_MANY_REQUESTS = 'Too many attempts in a short time. Please wait a minute and try again.';
export const CHECK_FIELDS = 'Please correct the highlighted fields and try again.';

/** The marketing forms' words for the shared failure reading; `formFields` are the fields the form shows. */
export function describeSubmitError(error: unknown, formFields: readonly string[]): Failure {
  return describeFailure(error, {
    fields: formFields,
    unreachable: NETWORK_ERROR,
    status: { 429: TOO_MANY_REQUESTS },
    invalid: CHECK_FIELDS,
  });
}
