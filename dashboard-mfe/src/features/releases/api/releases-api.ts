// A remote's releases and a rollback, for admins (docs/contract.md "Releases in the workspace"):
// GET /api/releases/:remote and POST /api/releases/:remote/rollback, the deploy token's list and rollback for an
// admin's session.
import { deployed, releaseList, type ReleaseList } from '@blueprint/contract/api/releases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** The remotes a release can be made of, in the order the view lists them. */
export const REMOTES = ['marketing', 'catalog', 'internship', 'dashboard'] as const;
export type Remote = (typeof REMOTES)[number];

export type { ReleaseList };
export type Release = ReleaseList['releases'][number];
export type DeployLogEntry = ReleaseList['log'][number];

const releasesKey = (remote: Remote) => ['releases', remote] as const;

async function getReleases(remote: Remote): Promise<ReleaseList> {
  const { data } = await dashboardApi.get<unknown>(`/api/releases/${remote}`);
  return readAnswer(releaseList, data);
}

/** One remote's list. A deploy from a terminal sends no event: read again each time the view is shown. */
export const releasesQuery = (remote: Remote) =>
  queryOptions({
    queryKey: releasesKey(remote),
    queryFn: () => getReleases(remote),
    staleTime: 0,
    meta: { what: `the releases of ${remote}` },
  });

async function rollBack(remote: Remote) {
  const { data } = await dashboardApi.post<unknown>(`/api/releases/${remote}/rollback`);
  return readAnswer(deployed, data);
}

/** The previously live release of a remote made live again; its list is read again once it is. */
export const rollbackKey = ['releases', 'rollback'] as const;

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: rollbackKey,
    mutationFn: rollBack,
    onSuccess: (_answer, remote) => queryClient.invalidateQueries({ queryKey: releasesKey(remote) }),
  });
}
