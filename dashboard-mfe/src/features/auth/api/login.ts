import { loginResponse, type LoginResponse } from '@blueprint/contract/api/staff';
import type { LoginData } from '@blueprint/shared/validation';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /api/auth/login: 200 {token, expiresAt}; 401 'Invalid credentials'; 429 after repeated failures. */
export async function login(credentials: LoginData): Promise<LoginResponse> {
  const { data } = await dashboardApi.post<unknown>('/api/auth/login', credentials);
  return readAnswer(loginResponse, data);
}
