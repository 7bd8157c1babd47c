// What a deploy, a rollback and the releases list do, once for both ways in: the deploy token's routes
// (routes/admin/releases.ts: the commands and CI) and an admin's staff session (routes/staff/releases.ts: the
// workspace's Releases view). Each route decides who may ask; this decides what happens
// (docs/decisions/2026-11-27-releases.md).
import type { FastifyInstance } from 'fastify';
import { releaseRemote, type PublishBody, type ReleaseList } from '@blueprint/contract/api/releases';
import { gateRelease } from '@blueprint/contract/release-gate';
import { BASE_RELEASE, type DeployLogEntry } from '@blueprint/contract/releases';
import { HttpError } from '../lib/http-error';
import { errorCountsByRelease } from './error-counts';
import { readLiveShell } from './live-shell';
import { checkPublished } from './publish-check';

export const DEPLOYS_NOT_SET_UP = 'Deploys are not set up on this API';
export const NO_SUCH_REMOTE = 'No such remote: it is marketing, catalog, internship or dashboard';

/**
 * A route's `{remote}` that is not one of the four names no resource of this API: 404, as the document says,
 * before the schema's check would call it a bad request (a preValidation hook).
 */
export function knownRemote(request: { params: unknown }): void {
  if (!releaseRemote.safeParse((request.params as { remote?: unknown }).remote).success)
    throw new HttpError(404, NO_SUCH_REMOTE);
}

export interface ReleaseService {
  /** A remote's releases newest first, the live one, who made it live and when, and its deploy log. */
  list(remote: string): Promise<ReleaseList>;
  /**
   * Checks a published release and stores it: `stored` false when it was there with the same files; 400 or 413
   * when a check fails (nothing stored), 409 when the id is taken by other files.
   */
  publish(
    remote: string,
    release: string,
    body: PublishBody,
  ): Promise<{ remote: string; release: string; files: number; bytes: number; stored: boolean }>;
  /**
   * Makes `release` live after the gate: 404 when there is no such release, 409 when it cannot run beside the
   * live shell or another deploy of the remote is under way.
   */
  deploy(remote: string, release: string, by: string): Promise<DeployLogEntry>;
  /** Makes the previously live release live again, after the same gate: 409 when there is none. */
  rollback(remote: string, by: string): Promise<DeployLogEntry>;
}

/** The deploys of this API; undefined when they are not set up (no deploy token). */
export function createReleaseService(app: FastifyInstance): ReleaseService | undefined {
  const settings = app.config.deploy;
  if (!settings) return undefined;
  const { shellUrls } = settings;
  const { store } = app.releases;

  /** Refuses (409) a release that cannot run beside the live shell, naming each reason. */
  async function gate(remote: string, release: string): Promise<void> {
    if (release === BASE_RELEASE) return;
    const manifest = await store.manifest(remote, release);
    if (!manifest) throw new HttpError(404, `${remote} has no release ${release}`);
    let shell;
    try {
      shell = await readLiveShell(shellUrls);
    } catch (error) {
      throw new HttpError(
        503,
        `The live shell's build cannot be read, so the release cannot be checked: ${(error as Error).message}`,
      );
    }
    const refusals = gateRelease({ host: shell, release: manifest, remote, routes: shell.routes });
    if (refusals.length) throw new HttpError(409, `${remote} ${release} cannot go live: ${refusals.join('; ')}`);
  }

  return {
    async list(remote) {
      const [map, list, log] = await Promise.all([store.liveMap(), store.releases(remote), store.log(remote)]);
      const live = map.remotes[remote];
      const liveRelease = live?.release ?? BASE_RELEASE;
      // `base` is never in the store, but it is live until the first deploy: its count is asked for too.
      const counts = await errorCountsByRelease(
        app.repos,
        remote,
        [BASE_RELEASE, ...list.map(({ release }) => release)],
        app.log,
      );
      return {
        remote,
        live: {
          release: liveRelease,
          previous: live?.previous ?? null,
          by: live?.by ?? null,
          at: live?.at ?? null,
          errors: counts.get(liveRelease) ?? null,
        },
        releases: list.map(({ release, commit, builtAt }) => ({
          release,
          commit,
          builtAt,
          live: release === liveRelease,
          errors: counts.get(release) ?? null,
        })),
        log: log.map(({ action, from, to, by, at }) => ({ action, from, to, by, at })),
      };
    },
    async publish(remote, release, body) {
      const files = checkPublished(remote, release, body);
      const outcome = await store.put(remote, release, files);
      if (outcome === 'different')
        throw new HttpError(
          409,
          `${remote} has a release ${release} with other files: a release is never changed; build a new one (npm run release)`,
        );
      const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
      return { remote, release, files: files.length, bytes, stored: outcome === 'stored' };
    },
    deploy(remote, release, by) {
      return store.setLive(remote, { to: () => release, action: 'deploy', by, check: (to) => gate(remote, to) });
    },
    rollback(remote, by) {
      return store.setLive(remote, {
        to: (current) => {
          if (!current?.previous) throw new HttpError(409, `${remote} has no previous release to roll back to`);
          return current.previous;
        },
        action: 'rollback',
        by,
        check: (to) => gate(remote, to),
      });
    },
  };
}
