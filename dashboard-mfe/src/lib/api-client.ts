// The dashboard's one HTTP client: the shared client sending the API's session cookie (never a token: the
// dashboard holds none), plus the rule that a 401 on a staff call ends the session (expired or revoked)
// instead of showing an error on each screen.
import { createApiClient } from '@blueprint/shared/api';
import { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { expireSession, readToken } from './session';

export const dashboardApi = createApiClient({ withCredentials: true });

/** The session marker a request was sent under: an answer to a request of an older session (before a new
 * sign-in) must not end the new one. */
type WithMarker = InternalAxiosRequestConfig & { sessionMarker?: string | null };

dashboardApi.interceptors.request.use((config: WithMarker) => {
  config.sessionMarker ??= readToken();
  return config;
});

/** Calls whose 401 is about what was typed, not the session. */
const CREDENTIAL_CHECKS = new Set(['/api/auth/password']);

dashboardApi.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401 && !CREDENTIAL_CHECKS.has(error.config?.url ?? '')) {
    const marker = (error.config as WithMarker | undefined)?.sessionMarker;
    if (marker) expireSession(marker);
  }
  throw error;
});
