import { describeFailure, type Failure, type FailureWording } from '@blueprint/shared/api';
import type { ValidationResult } from '@blueprint/contract/api/validate';

/**
 * A staff action's failure in the dashboard's words: what could not be done, then the server's reason
 * ("Could not save: Registration not found"). Field errors a form shows go on its fields (`wording.fields`).
 * A 401 needs no words of its own: the API client ends the session and the sign-in form replaces the view.
 */
export function describeActionFailure(what: string, wording: FailureWording = {}): (error: unknown) => Failure {
  return (error) => {
    const failure = describeFailure(error, wording);
    return { ...failure, message: `${what}: ${failure.message}` };
  };
}

/** The check of an action that sends what it is given (a button's row, a confirmed id): nothing to refuse. */
export const accept = <Data>(data: Data): ValidationResult<Data> => ({ success: true, data });
