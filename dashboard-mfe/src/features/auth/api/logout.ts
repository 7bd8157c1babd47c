import { dashboardApi } from '../../../lib/api-client';

/**
 * POST /api/auth/logout: the server revokes the session (HTTP and socket) and clears its cookie. The marker is
 * passed in because the page has already dropped it from storage by the time this is sent.
 */
export async function logout(marker: string): Promise<void> {
  await dashboardApi.post('/api/auth/logout', undefined, { timeout: 5_000, sessionMarker: marker } as object);
}
