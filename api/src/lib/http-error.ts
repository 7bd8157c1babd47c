import type { FieldError } from '@blueprint/contract/api/common';

/** An error whose message is meant for the client (docs/contract.md: `{message, errors?}`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const validationFailed = (errors: FieldError[]) => new HttpError(400, 'Validation failed', errors);
