import { dashboardApi } from '../../../lib/api-client';

/**
 * POST /api/auth/logout: the server revokes the token (HTTP and socket). The token is passed in because the
 * page has already dropped it from storage by the time this is sent.
 */
export async function logout(token: string): Promise<void> {
  await dashboardApi.post('/api/auth/logout', undefined, {
    headers: { Authorization: `Bearer ${token}` },
    timeout: 5_000,
  });
}
