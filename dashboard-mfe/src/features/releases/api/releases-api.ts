// A remote's releases and what an admin does with them (docs/contract.md "Releases in the workspace",
// docs/decisions/2026-12-07-canary-and-preview.md): GET /api/releases/:remote, and POST …/rollback (which ends a
// running canary, else rolls back), …/promote and …/preview, the deploy token's routes for an admin's session.
import { deployed, previewLink, releaseList, type ReleaseList } from '@blueprint/contract/api/releases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** The remotes a release can be made of, in the order the view lists them. */
export const REMOTES = ['marketing', 'catalog', 'internship', 'dashboard'] as const;
export type Remote = (typeof REMOTES)[number];

export type { ReleaseList };
export type Release = ReleaseList['releases'][number];
export type DeployLogEntry = ReleaseList['log'][number];
export type Canary = NonNullable<ReleaseList['canary']>;
export type Traffic = ReleaseList['live']['traffic'];

const releasesKey = (remote: Remote) => ['releases', remote] as const;

/** While a canary runs its counts move and it may stop itself: the list is read again this often. */
export const CANARY_REFRESH_MS = 15_000;

async function getReleases(remote: Remote): Promise<ReleaseList> {
  const { data } = await dashboardApi.get<unknown>(`/api/releases/${remote}`);
  return readAnswer(releaseList, data);
}

/**
 * One remote's list. A deploy from a terminal sends no event: read again each time the view is shown, and every
 * CANARY_REFRESH_MS while a canary runs.
 */
export const releasesQuery = (remote: Remote) =>
  queryOptions({
    queryKey: releasesKey(remote),
    queryFn: () => getReleases(remote),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.canary ? CANARY_REFRESH_MS : false),
    meta: { what: `the releases of ${remote}` },
  });

async function rollBack(remote: Remote) {
  const { data } = await dashboardApi.post<unknown>(`/api/releases/${remote}/rollback`);
  return readAnswer(deployed, data);
}

/** A Stop whose canary has ended meanwhile (by itself, or from a terminal): nothing was sent. */
export class CanaryEndedError extends Error {}

/**
 * Ends the canary the admin saw. The rollback route rolls the stable release back when no canary runs, so the
 * list is read first: a canary that has ended meanwhile is no reason for a rollback.
 */
async function stopCanary({ remote, canary }: { remote: Remote; canary: string }) {
  const current = await getReleases(remote);
  if (current.canary?.release !== canary) throw new CanaryEndedError(`The canary ${canary} has ended already.`);
  return rollBack(remote);
}

async function promote(remote: Remote) {
  const { data } = await dashboardApi.post<unknown>(`/api/releases/${remote}/promote`);
  return readAnswer(deployed, data);
}

async function preview({ remote, release }: { remote: Remote; release: string }) {
  const { data } = await dashboardApi.post<unknown>(`/api/releases/${remote}/preview`, { release });
  return readAnswer(previewLink, data);
}

/** A change of what is live (a rollback, a canary's end, a promote); its remote's list is read again once made. */
function useLiveChange(mutationKey: readonly string[], change: (remote: Remote) => ReturnType<typeof rollBack>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: change,
    onSuccess: (_answer, remote) => queryClient.invalidateQueries({ queryKey: releasesKey(remote) }),
  });
}

/** The previously live release made live again, or a running canary ended (the stable release stays). */
export const rollbackKey = ['releases', 'rollback'] as const;
export const useRollback = () => useLiveChange(rollbackKey, rollBack);

/** The running canary ended; its remote's list is read again either way (it may have ended by itself). */
export const stopCanaryKey = ['releases', 'stop-canary'] as const;
export function useStopCanary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stopCanaryKey,
    mutationFn: stopCanary,
    onSettled: (_answer, _error, { remote }) => queryClient.invalidateQueries({ queryKey: releasesKey(remote) }),
  });
}

/** The running canary made the stable release, for every visitor. */
export const promoteKey = ['releases', 'promote'] as const;
export const usePromote = () => useLiveChange(promoteKey, promote);

/** A link that shows a release to this browser alone; nothing live changes, so nothing is read again. */
export const previewKey = ['releases', 'preview'] as const;
export const usePreview = () => useMutation({ mutationKey: previewKey, mutationFn: preview });
