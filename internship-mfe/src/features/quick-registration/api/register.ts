import { apiClient } from '@blueprint/shared/api';
import type { Registration, RegistrationData } from '@blueprint/contract/api/registrations';

/** POST /api/register: the main-site registration, with the visitor's bearer token when one is stored. */
export async function register(registration: RegistrationData): Promise<Registration> {
  const response = await apiClient.post<{ data: Registration }>('/api/register', registration);
  return response.data.data;
}
