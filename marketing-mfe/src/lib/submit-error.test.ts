import { FALLBACK_ERROR } from '@blueprint/shared/api';
import { CHECK_FIELDS, describeSubmitError, NETWORK_ERROR, TOO_MANY_REQUESTS } from './submit-error';

function httpError(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data, headers: {}, statusText: '', config: {} },
  });
}
const FIELDS = ['name', 'email', 'message'] as const;

describe('describeSubmitError', () => {
  it('says the server could not be reached when no answer came back', () => {
    const error = Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    expect(describeSubmitError(error, FIELDS)).toEqual({ message: NETWORK_ERROR, fields: {} });
  });

  it('treats a server failure like an unreachable server', () => {
    expect(describeSubmitError(httpError(503, { message: 'Service unavailable' }), FIELDS).message).toBe(NETWORK_ERROR);
    expect(describeSubmitError(httpError(500), FIELDS).message).toBe(NETWORK_ERROR);
  });

  it('puts 400 field errors on their fields', () => {
    const error = httpError(400, {
      message: 'Validation failed',
      errors: [
        { field: 'email', msg: 'Invalid email format' },
        { field: 'message', msg: 'Message is required' },
      ],
    });
    expect(describeSubmitError(error, FIELDS)).toEqual({
      message: CHECK_FIELDS,
      fields: { email: 'Invalid email format', message: 'Message is required' },
    });
  });

  it('spells out errors for fields the form does not show', () => {
    const error = httpError(400, {
      message: 'Validation failed',
      errors: [{ field: 'service', msg: 'Service must be text' }],
    });
    expect(describeSubmitError(error, FIELDS)).toEqual({ message: 'Service must be text', fields: {} });
  });

  it('asks the visitor to wait after too many requests', () => {
    expect(describeSubmitError(httpError(429, { message: 'Too many requests' }), FIELDS).message).toBe(
      TOO_MANY_REQUESTS,
    );
  });

  it("shows the server's message for other answers", () => {
    expect(describeSubmitError(httpError(413, { message: 'Request body is too large' }), FIELDS).message).toBe(
      'Request body is too large',
    );
  });

  it('falls back to a generic sentence for an unexpected failure', () => {
    expect(describeSubmitError(new TypeError('x is undefined'), FIELDS).message).toBe(FALLBACK_ERROR);
  });
});
