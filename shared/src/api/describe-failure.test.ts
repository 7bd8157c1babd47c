import { httpError, networkError } from '../testing/http-error';
import { describeFailure, splitFieldErrors } from './describe-failure';
import { FALLBACK_ERROR } from './error-message';

describe('splitFieldErrors', () => {
  it('keeps the first message of each form field and returns the others apart', () => {
    expect(
      splitFieldErrors(
        [
          { field: 'email', msg: 'first' },
          { field: 'email', msg: 'second' },
          { field: 'body', msg: 'not json' },
        ],
        ['email'],
      ),
    ).toEqual({ fields: { email: 'first' }, other: ['second', 'not json'] });
  });
});

describe('describeFailure', () => {
  const wording = {
    fields: ['email', 'message'],
    status: { 409: { message: 'Already registered', field: 'email' }, 429: 'Please wait' },
    unreachable: 'Could not reach the server',
    invalid: 'Please correct the highlighted fields',
  };

  it("puts a 400's field errors on their fields and spells out the rest below the sentence", () => {
    const error = httpError(400, {
      message: 'Validation failed',
      errors: [
        { field: 'email', msg: 'Invalid email format' },
        { field: 'service', msg: 'Service must be text' },
      ],
    });
    expect(describeFailure(error, wording)).toEqual({
      message: 'Please correct the highlighted fields',
      detail: 'Service must be text',
      fields: { email: 'Invalid email format' },
    });
  });

  it("says the server's joined messages when none is for a field the form shows", () => {
    const error = httpError(400, { errors: [{ field: 'service', msg: 'Service must be text' }] });
    expect(describeFailure(error, wording)).toEqual({ message: 'Service must be text', fields: {} });
  });

  it("uses the form's words for a status, on a field when it names one", () => {
    expect(describeFailure(httpError(409, { message: 'dup' }), wording)).toEqual({
      message: 'Already registered',
      fields: { email: 'Already registered' },
    });
    expect(describeFailure(httpError(429, { message: 'Too many requests' }), wording)).toEqual({
      message: 'Please wait',
      fields: {},
    });
  });

  it('reads no answer and a 5xx alike, unless the form words a server error apart', () => {
    expect(describeFailure(networkError(), wording).message).toBe('Could not reach the server');
    expect(describeFailure(httpError(503, 'Service Unavailable'), wording).message).toBe('Could not reach the server');
    const signIn = { unreachable: 'Offline', serverError: 'Unavailable', otherwise: 'Unavailable' };
    expect(describeFailure(httpError(500), signIn).message).toBe('Unavailable');
    expect(describeFailure(networkError(), signIn).message).toBe('Offline');
  });

  it('says what the server said when the form has no words for it', () => {
    expect(describeFailure(httpError(413, { message: 'Request body is too large' })).message).toBe(
      'Request body is too large',
    );
    expect(describeFailure(networkError()).message).toBe('Network Error');
    expect(describeFailure(httpError(502, '<html>')).message).toBe('Request failed with status code 502');
  });

  it("never shows a program error's own message", () => {
    expect(describeFailure(new TypeError('x is undefined'), wording)).toEqual({ message: FALLBACK_ERROR, fields: {} });
  });
});
