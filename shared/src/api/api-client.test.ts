import type { InternalAxiosRequestConfig } from 'axios';
import { setRuntimeConfig } from '../config/runtime-config';
import { createApiClient } from './api-client';

/** Captures what would go on the wire, at the adapter (the network boundary). */
function capture(client: ReturnType<typeof createApiClient>) {
  const sent: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
});

describe('createApiClient', () => {
  it('sends to the API origin of the run-time config, read at request time', async () => {
    const client = createApiClient({ tokenKey: 'token' });
    const sent = capture(client);
    await client.get('/api/health');
    setRuntimeConfig({ apiUrl: 'http://moved.test', remotes: {} });
    await client.get('/api/health');
    expect(sent.map((config) => config.baseURL)).toEqual(['http://api.test', 'http://moved.test']);
  });

  it('attaches the bearer token stored under its key, and nothing when none is stored', async () => {
    const client = createApiClient({ tokenKey: 'token' });
    const sent = capture(client);
    await client.post('/api/register', {});
    localStorage.setItem('token', 'abc');
    await client.post('/api/register', {});
    expect(sent[0]?.headers.get('Authorization')).toBeUndefined();
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('keeps clients with different keys apart', async () => {
    localStorage.setItem('dashboardToken', 'staff');
    const client = createApiClient({ tokenKey: 'token' });
    const sent = capture(client);
    await client.get('/x');
    expect(sent[0]?.headers.get('Authorization')).toBeUndefined();
  });
});
