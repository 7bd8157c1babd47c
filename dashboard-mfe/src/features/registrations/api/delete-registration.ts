import { dashboardApi } from '../../../lib/api-client';

/** DELETE /api/internships/:id → 204: erased everywhere, on request of the person (docs/contract.md). */
export async function deleteRegistration(id: string): Promise<void> {
  await dashboardApi.delete(`/api/internships/${encodeURIComponent(id)}`);
}
