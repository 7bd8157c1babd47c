import { errorStatus, fieldErrors, isNetworkError } from '@blueprint/shared/api';
import { setRuntimeConfig } from '@blueprint/shared/config';
import { mockApi } from '@blueprint/shared/testing/mock-api';
import { sendContactMessage } from './send-contact-message';

const values = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  service: '',
  message: 'Do you teach Revit on weekends?',
};
const stored = { _id: 'c1', ...values, createdAt: '2026-01-05T10:00:00.000Z' };

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));
afterEach(() => setRuntimeConfig(undefined));

describe('sendContactMessage', () => {
  it('posts the values as JSON to /api/contact on the configured API and returns the stored message', async () => {
    const requests = mockApi(() => ({ status: 201, data: { data: stored } }));
    await expect(sendContactMessage(values)).resolves.toEqual(stored);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/contact', baseURL: 'http://api.test', body: values }),
    ]);
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects with the field errors of a 400 answer', async () => {
    mockApi(() => ({
      status: 400,
      data: { message: 'Validation failed', errors: [{ field: 'email', msg: 'Invalid email format' }] },
    }));
    const error = await sendContactMessage(values).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(400);
    expect(fieldErrors(error)).toEqual([{ field: 'email', msg: 'Invalid email format' }]);
  });

  it('rejects as a network error when the server cannot be reached', async () => {
    mockApi(() => 'network-error');
    const error = await sendContactMessage(values).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});
