import type { LoginResponse } from '@blueprint/shared/types';
import type { LoginData } from '@blueprint/shared/validation';
import { dashboardApi } from '../../../lib/api-client';

/** POST /api/auth/login: 200 {token, expiresAt}; 401 'Invalid credentials'; 429 after repeated failures. */
export async function login(credentials: LoginData): Promise<LoginResponse> {
  const { data } = await dashboardApi.post<LoginResponse>('/api/auth/login', credentials);
  if (typeof data?.token !== 'string' || !data.token) throw new Error('The server sent no token');
  return data;
}
