// The forms' side of a request's check (its schema and `validate` are @blueprint/contract's): one field as it
// is typed, and the field errors as one message per field. No zod at run time.
export { byField } from './by-field';
export { validateField } from './validate-field';
