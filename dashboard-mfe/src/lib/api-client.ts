// The dashboard's one HTTP client: the shared client with the staff token, plus the rule that a 401 on a
// staff call ends the session (expired or revoked token) instead of showing an error on each screen.
import { createApiClient } from '@blueprint/shared/api';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { isAxiosError } from 'axios';
import { expireSession } from './session';

export const dashboardApi = createApiClient({ tokenKey: STORAGE_KEYS.dashboardToken });

function bearerToken(header: unknown): string | null {
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * Calls whose 401 is about what was typed, not the session: a wrong current password when changing one
 * (the contract does not say which status that is; a 401 there must not sign the person out mid-form).
 */
const CREDENTIAL_CHECKS = new Set(['/api/auth/password']);

dashboardApi.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401 && !CREDENTIAL_CHECKS.has(error.config?.url ?? '')) {
    const token = bearerToken(error.config?.headers?.get('Authorization'));
    if (token) expireSession(token);
  }
  throw error;
});
