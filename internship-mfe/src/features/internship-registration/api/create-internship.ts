import { apiClient } from '@blueprint/shared/api';
import type { Registration } from '@blueprint/contract/api/registrations';
import type { RegistrationData } from '@blueprint/shared/validation';

/** POST /api/internships: the internship form's registration (docs/contract.md). */
export async function createInternship(registration: RegistrationData): Promise<Registration> {
  const response = await apiClient.post<{ data: Registration }>('/api/internships', registration);
  return response.data.data;
}
