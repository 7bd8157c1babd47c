// What a deploy, a canary, a promote, a rollback, a preview and the releases list do, once for both ways in: the
// deploy token's routes (routes/admin/releases.ts: the commands and CI) and an admin's staff session
// (routes/staff/releases.ts: the workspace's Releases view). Each route decides who may ask; this decides what
// happens (docs/decisions/2026-11-27-releases.md, docs/decisions/2026-12-07-canary-and-preview.md).
import type { FastifyInstance } from 'fastify';
import {
  releaseRemote,
  type Deployed,
  type PreviewLink,
  type PublishBody,
  type ReleaseList,
  type ReleaseTraffic,
} from '@blueprint/contract/api/releases';
import { PREVIEW_START_PATH, PREVIEW_TTL_MS, signPreview } from '@blueprint/contract/preview-token';
import { gateRelease } from '@blueprint/contract/release-gate';
import { BASE_RELEASE, type LiveEntry } from '@blueprint/contract/releases';
import { HttpError } from '../lib/http-error';
import { minuteOf } from '../repositories/release-traffic';
import { windowStart } from './canary-watch';
import { errorCountsByRelease } from './error-counts';
import { readLiveShell } from './live-shell';
import { checkPublished } from './publish-check';
import type { LiveChanged } from './release-store';

export const DEPLOYS_NOT_SET_UP = 'Deploys are not set up on this API';
export const PREVIEWS_NOT_SET_UP = 'Previews are not set up on this API';
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
   * Makes `release` live after the gate, or with `canary` (a percent) puts that share of visitors on it: 404 when
   * there is no such release, 409 when it cannot run beside the live shell, a canary runs, or another deploy of
   * the remote is under way.
   */
  deploy(remote: string, release: string, by: string, canary?: number): Promise<LiveChanged>;
  /** Makes the running canary live for everyone, after the gate: 409 when none runs. */
  promote(remote: string, by: string): Promise<LiveChanged>;
  /**
   * Ends a running canary (the stable release stays), else makes the previously live release live again after
   * the same gate: 409 when there is neither.
   */
  rollback(remote: string, by: string): Promise<LiveChanged>;
  /**
   * A link that shows `release` of the remote to the browser that opens it, until it expires: 404 when there is
   * no such release (`base` is none) or previews are not set up (no PAGE_SERVER_SECRET).
   */
  preview(remote: string, release: string): Promise<PreviewLink>;
}

/** A route's answer to a change: the stable release, the one before it, and the canary now. */
export const deployedOf = (remote: string, live: LiveEntry): Deployed => ({
  remote,
  live: live.release,
  from: live.previous ?? BASE_RELEASE,
  canary: live.canary ? { release: live.canary.release, percent: live.canary.percent } : null,
});

/** The deploys of this API; undefined when they are not set up (no deploy token). */
export function createReleaseService(app: FastifyInstance): ReleaseService | undefined {
  const settings = app.config.deploy;
  if (!settings) return undefined;
  const { shellUrls } = settings;
  const { store } = app.releases;
  const autoStop = app.config.canaryAutoStop;
  const secret = app.config.pageServerSecret;

  /**
   * Each release's page loads and errors over the window the automatic stop reads; null for each when they
   * cannot be read just now (the list is answered without them).
   */
  async function trafficOf(remote: string, releases: string[], began: string | undefined) {
    // From the start of the first minute counted: the rows are per minute.
    const since = new Date(minuteOf(windowStart(began, new Date(), autoStop.windowMs).getTime()));
    try {
      const counts = await app.repos.releaseTraffic.since(remote, releases, since);
      return (release: string): ReleaseTraffic | null => {
        const { loads, errors } = counts.get(release)!;
        return { loads, errors, since: since.toISOString() };
      };
    } catch (error) {
      app.log.warn({ err: error, remote }, 'release traffic could not be read');
      return () => null;
    }
  }

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
      const canary = live?.canary;
      const traffic = await trafficOf(remote, canary ? [liveRelease, canary.release] : [liveRelease], canary?.at);
      return {
        remote,
        live: {
          release: liveRelease,
          previous: live?.previous ?? null,
          by: live?.by ?? null,
          at: live?.at ?? null,
          errors: counts.get(liveRelease) ?? null,
          share: 100 - (canary?.percent ?? 0),
          traffic: traffic(liveRelease),
        },
        canary: canary
          ? {
              release: canary.release,
              percent: canary.percent,
              by: canary.by,
              at: canary.at,
              traffic: traffic(canary.release),
            }
          : null,
        autoStop,
        releases: list.map(({ release, commit, builtAt }) => ({
          release,
          commit,
          builtAt,
          live: release === liveRelease,
          errors: counts.get(release) ?? null,
        })),
        log: log.map(({ action, from, to, by, at, reason }) => ({ action, from, to, by, at, reason: reason ?? null })),
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
    deploy(remote, release, by, canary) {
      const check = (to: string) => gate(remote, to);
      return canary === undefined
        ? store.setLive(remote, { to: () => release, action: 'deploy', by, check })
        : store.startCanary(remote, { release, percent: canary, by, check });
    },
    promote(remote, by) {
      return store.promote(remote, { by, check: (to) => gate(remote, to) });
    },
    rollback(remote, by) {
      return store.rollback(remote, { by, check: (to) => gate(remote, to) });
    },
    async preview(remote, release) {
      if (!secret) throw new HttpError(404, PREVIEWS_NOT_SET_UP);
      if (!(await store.has(remote, release))) throw new HttpError(404, `${remote} has no release ${release}`);
      const expires = Date.now() + PREVIEW_TTL_MS;
      const token = signPreview(secret, { remote, release, expires });
      return {
        remote,
        release,
        path: `${PREVIEW_START_PATH}?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(expires).toISOString(),
      };
    },
  };
}
