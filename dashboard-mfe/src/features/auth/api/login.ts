import { sessionResponse, type SessionResponse } from '@blueprint/contract/api/staff';
import type { LoginData } from '@blueprint/shared/validation';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /api/auth/session: 200 {expiresAt} and the HttpOnly session cookie; 401 'Invalid credentials'; 429
 * after repeated failures. */
export async function login(credentials: LoginData): Promise<SessionResponse> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/session', credentials);
  return readAnswer(sessionResponse, data);
}
