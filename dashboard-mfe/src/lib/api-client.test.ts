import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { mockApi } from '../testing/mock-api';
import { dashboardApi } from './api-client';
import { onSessionExpired } from './session';

describe('dashboardApi', () => {
  it('sends the stored token and ends the session when the server answers 401', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'tok');
    const api = mockApi().on('GET /api/internships/stats', { status: 401, data: { message: 'Unauthorized' } });
    const expired = jest.fn();
    const stop = onSessionExpired(expired);

    await expect(dashboardApi.get('/api/internships/stats')).rejects.toMatchObject({ response: { status: 401 } });

    expect(api.requests[0]!.authorization).toBe('Bearer tok');
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the session alone on other errors and on a 401 without a token (wrong password)', async () => {
    mockApi()
      .on('GET /api/internships/stats', { status: 500, data: { message: 'boom' } })
      .on('POST /api/auth/login', { status: 401, data: { message: 'Invalid credentials' } });
    const expired = jest.fn();
    const stop = onSessionExpired(expired);

    await expect(dashboardApi.post('/api/auth/login', {})).rejects.toMatchObject({ response: { status: 401 } });
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'tok');
    await expect(dashboardApi.get('/api/internships/stats')).rejects.toMatchObject({ response: { status: 500 } });

    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBe('tok');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
