import type { Registration } from '@blueprint/contract/api/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** DELETE /api/internships/:id → 204: erased everywhere, on request of the person (docs/contract.md). */
async function deleteRegistration(id: string): Promise<void> {
  await dashboardApi.delete(`/api/internships/${encodeURIComponent(id)}`);
}

export const deleteRegistrationKey = ['registrations', 'delete'] as const;

/** An erasure: once done, its record goes and the lists and counts are read again. */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteRegistrationKey,
    mutationFn: async (registration: Registration) => {
      await deleteRegistration(registration._id);
      return registration;
    },
    onSuccess: (erased) => {
      queryClient.removeQueries({ queryKey: registrationKeys.one(erased._id), exact: true });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.programCounts, exact: true });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
    },
  });
}
