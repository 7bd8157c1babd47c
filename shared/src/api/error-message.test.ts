import { AxiosError } from 'axios';
import { httpError } from '../testing/http-error';
import { errorStatus, fieldErrors, getErrorMessage, isNetworkError } from './error-message';

describe('getErrorMessage (docs/spec-notes.md#errors)', () => {
  it("joins the server's errors list by msg or message with ', '", () => {
    const error = httpError(400, {
      message: 'Validation failed',
      errors: [{ field: 'email', msg: 'Invalid email format' }, { message: 'Phone number must be 10 digits' }],
    });
    expect(getErrorMessage(error)).toBe('Invalid email format, Phone number must be 10 digits');
  });

  it("says 'Validation failed' when the list gives no text", () => {
    expect(getErrorMessage(httpError(400, { errors: [] }))).toBe('Validation failed');
    expect(getErrorMessage(httpError(400, { errors: [{ field: 'x' }] }))).toBe('Validation failed');
  });

  it("uses the server's message without a list", () => {
    expect(getErrorMessage(httpError(409, { message: 'This email is already registered' }))).toBe(
      'This email is already registered',
    );
  });

  it("then the transport's message", () => {
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Network Error');
  });

  it('then a generic sentence', () => {
    expect(getErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(getErrorMessage(httpError(500, 'oops'))).toBe('Request failed with status code 500');
  });
});

describe('error helpers', () => {
  it('read the status, the field errors and whether the server answered at all', () => {
    const error = httpError(400, { errors: [{ field: 'email', msg: 'Invalid email format' }] });
    expect(errorStatus(error)).toBe(400);
    expect(fieldErrors(error)).toEqual([{ field: 'email', msg: 'Invalid email format' }]);
    expect(isNetworkError(error)).toBe(false);
    expect(isNetworkError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});
