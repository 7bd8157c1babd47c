import axios, { type AxiosInstance } from 'axios';
import { getApiUrl } from '../config/runtime-config';
import { STORAGE_KEYS } from '../constants';

export interface ApiClientOptions {
  /** Local-storage key of the bearer token to attach, when one is stored. */
  tokenKey?: string;
  /** Send the API's cookies with every call (a session the API keeps in an HttpOnly cookie). */
  withCredentials?: boolean;
  /** A request that hangs is reported as a failure instead of spinning forever. */
  timeoutMs?: number;
}

function readToken(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** One axios client per token (or cookie session): the base URL is read at request time from the run-time config. */
export function createApiClient({
  tokenKey,
  withCredentials = false,
  timeoutMs = 15_000,
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({ timeout: timeoutMs, withCredentials, headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    config.baseURL = getApiUrl();
    const token = tokenKey === undefined ? null : readToken(tokenKey);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return client;
}

/** The main-site client: attaches the bearer token stored under `token` (docs/spec-notes.md#roles). */
export const apiClient = createApiClient({ tokenKey: STORAGE_KEYS.token });
