import type { Registration } from '@blueprint/contract/api/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { registrationDeleted } from './live-registrations-cache';

/** DELETE /api/internships/:id → 204: erased everywhere, on request of the person (docs/contract.md). */
async function deleteRegistration(id: string): Promise<void> {
  await dashboardApi.delete(`/api/internships/${encodeURIComponent(id)}`);
}

/** An erasure: once done, the row leaves every list and the counts (its event then moves nothing twice). */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (registration: Registration) => {
      await deleteRegistration(registration._id);
      return registration;
    },
    onSuccess: (erased) => registrationDeleted(queryClient, erased, erased.status),
  });
}
