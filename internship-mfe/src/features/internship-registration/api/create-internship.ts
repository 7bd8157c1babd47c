import { apiClient } from '@blueprint/shared/api';
import type { Registration, RegistrationData } from '@blueprint/contract/api/registrations';

/** POST /api/internships: the internship form's registration (docs/contract.md). */
export async function createInternship(registration: RegistrationData): Promise<Registration> {
  const response = await apiClient.post<{ data: Registration }>('/api/internships', registration);
  return response.data.data;
}
