import { errorStatus } from '@blueprint/shared/api';
import { setRuntimeConfig } from '@blueprint/shared/config';
import { mockApi } from '@blueprint/shared/testing/mock-api';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));
afterEach(() => setRuntimeConfig(undefined));

describe('subscribeToNewsletter', () => {
  it('posts the address to /api/newsletter and reports a new subscription on 201', async () => {
    const requests = mockApi(() => ({ status: 201, data: { data: { email: 'asha@example.com' } } }));
    await expect(subscribeToNewsletter({ email: 'asha@example.com' })).resolves.toEqual({ alreadySubscribed: false });
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/newsletter',
        baseURL: 'http://api.test',
        body: { email: 'asha@example.com' },
      }),
    ]);
  });

  it('reports an address that was already subscribed on 200', async () => {
    mockApi(() => ({ status: 200, data: { data: { email: 'asha@example.com' } } }));
    await expect(subscribeToNewsletter({ email: 'asha@example.com' })).resolves.toEqual({ alreadySubscribed: true });
  });

  it('rejects on 429', async () => {
    mockApi(() => ({ status: 429, data: { message: 'Too many requests' } }));
    expect(errorStatus(await subscribeToNewsletter({ email: 'asha@example.com' }).catch((e: unknown) => e))).toBe(429);
  });
});
