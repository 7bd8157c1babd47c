import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { mockApi } from '../testing/mock-api';
import { dashboardApi } from './api-client';
import { onSessionExpired } from './session';

describe('dashboardApi', () => {
  it('sends the session cookie and never a token, even with a marker stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'session-until:2030-01-01T00:00:00.000Z');
    const sent: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => (
      sent.push(config),
      { status: 200, statusText: '', data: {}, headers: {}, config }
    );
    jest.replaceProperty(dashboardApi.defaults, 'adapter', adapter);

    await dashboardApi.get('/api/internships/stats');

    expect(sent[0]!.withCredentials).toBe(true);
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('ends the session when the server answers 401', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'tok');
    mockApi().on('GET /api/internships/stats', { status: 401, data: { message: 'Unauthorized' } });
    const expired = jest.fn();
    const stop = onSessionExpired(expired);

    await expect(dashboardApi.get('/api/internships/stats')).rejects.toMatchObject({ response: { status: 401 } });

    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the session alone on other errors and on a 401 without a session (wrong password)', async () => {
    mockApi()
      .on('GET /api/internships/stats', { status: 500, data: { message: 'boom' } })
      .on('POST /api/auth/session', { status: 401, data: { message: 'Invalid credentials' } });
    const expired = jest.fn();
    const stop = onSessionExpired(expired);

    await expect(dashboardApi.post('/api/auth/session', {})).rejects.toMatchObject({ response: { status: 401 } });
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'tok');
    await expect(dashboardApi.get('/api/internships/stats')).rejects.toMatchObject({ response: { status: 500 } });

    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardToken)).toBe('tok');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
