// The password rule of docs/contract.md "Staff accounts": at least 12 characters. The API is the authority
// and answers 400 on the field; this only says it before a request is sent.
// TODO(accounts): use the shared schema from @blueprint/shared/validation once wip/accounts adds it.
import type { FieldError } from '@blueprint/shared/types';
import { charCount } from '@blueprint/shared/validation';

export const PASSWORD_MIN = 12;

export function passwordErrors(field: string, password: string): FieldError[] {
  return charCount(password) >= PASSWORD_MIN ? [] : [{ field, msg: `Use at least ${PASSWORD_MIN} characters` }];
}
