// The canary that stops itself (docs/decisions/2026-12-07-canary-and-preview.md). After page loads are reported
// or a browser error is counted for a remote, its running canary is compared with its stable release over the
// window (since the canary began, at most `windowMs`): at least `minErrors` errors, and errors per page load at
// least `ratio` times the stable release's, end it. The stable release is measured over the same window, so a
// problem of the whole site (both failing alike) does not stop a canary.
import type { FastifyBaseLogger } from 'fastify';
import type { AutoStopSettings } from '@blueprint/contract/api/releases';
import { AUTOMATIC, type DeployLogEntry } from '@blueprint/contract/releases';
import type { Repositories } from '../plugins/app/repositories';
import { auditOfChange } from './change-log';
import type { ReleaseStore } from './release-store';

/** At most one judgment of a remote a second on a replica: reports arrive far more often than that. */
export const JUDGE_EVERY_MS = 1000;

/** Page loads and errors of one release over the window. */
export interface Traffic {
  loads: number;
  errors: number;
}

/** Where the window of a canary that began at `began` starts: then, or `windowMs` ago when that is later. */
export function windowStart(began: string | undefined, now: Date, windowMs: number): Date {
  const earliest = now.getTime() - windowMs;
  const start = began === undefined ? NaN : Date.parse(began);
  return new Date(Number.isNaN(start) ? earliest : Math.max(start, earliest));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Errors per page load; a release with errors and no loads counted (yet) is taken as one load. */
const rateOf = ({ loads, errors }: Traffic) => errors / Math.max(loads, 1);

/**
 * Why the canary must stop, as the log says it ("Canary stopped automatically: 14 errors in 120 page loads, 0.3%
 * on the stable release"); undefined while it holds.
 */
export function stopReason(
  canary: Traffic,
  stable: Traffic,
  { minErrors, ratio }: Pick<AutoStopSettings, 'minErrors' | 'ratio'>,
): string | undefined {
  if (canary.errors < minErrors) return undefined;
  const stableRate = rateOf(stable);
  if (rateOf(canary) < ratio * stableRate) return undefined;
  return (
    `Canary stopped automatically: ${plural(canary.errors, 'error')} in ${plural(canary.loads, 'page load')}, ` +
    `${(stableRate * 100).toFixed(1)}% on the stable release`
  );
}

export interface CanaryWatch {
  /** Counts for the remote arrived: judges its canary now, or once the last judgment is a second old. */
  noticed(remote: string): Promise<void>;
  /** Judges the remote's canary at once: the log entry of its stop, or undefined while it holds (or none runs). */
  judge(remote: string): Promise<DeployLogEntry | undefined>;
  /** No judgment waits any longer (the app is closing). */
  close(): void;
}

export function createCanaryWatch({
  store,
  repos,
  settings,
  log,
  now = () => new Date(),
  everyMs = JUDGE_EVERY_MS,
}: {
  store: Pick<ReleaseStore, 'liveMap' | 'stopCanary'>;
  repos: Pick<Repositories, 'releaseTraffic' | 'auditLog'>;
  settings: AutoStopSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
  everyMs?: number;
}): CanaryWatch {
  const lastJudged = new Map<string, number>();
  const waiting = new Map<string, NodeJS.Timeout>();
  let closed = false;

  async function judge(remote: string): Promise<DeployLogEntry | undefined> {
    const entry = (await store.liveMap()).remotes[remote];
    const canary = entry?.canary;
    if (!entry || !canary) return undefined;
    const since = windowStart(canary.at, now(), settings.windowMs);
    const traffic = await repos.releaseTraffic.since(remote, [canary.release, entry.release], since);
    const reason = stopReason(traffic.get(canary.release)!, traffic.get(entry.release)!, settings);
    if (!reason) return undefined;
    // Conditional on this very canary: of replicas deciding at once, one stops it and the others find it gone.
    const stopped = await store.stopCanary(remote, canary, { by: AUTOMATIC, reason });
    if (!stopped) return undefined;
    log.warn({ remote, canary: canary.release, stable: entry.release, reason }, 'canary stopped automatically');
    // The audit log names the system as the actor (no account): an admin reading it sees who ended the canary.
    await repos.auditLog
      .record({
        actor: AUTOMATIC,
        actorId: null,
        actorName: AUTOMATIC,
        target: remote,
        ...auditOfChange(stopped),
      })
      .catch((error: unknown) => log.warn({ err: error, remote }, 'the automatic canary stop could not be audited'));
    return stopped;
  }

  /** A judgment that never fails its caller (a report is answered either way): a failure is logged. */
  const judgeQuietly = (remote: string) =>
    judge(remote).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error, remote }, 'the canary could not be judged'),
    );

  return {
    judge,
    async noticed(remote) {
      if (closed || waiting.has(remote)) return;
      const at = Date.now();
      const last = lastJudged.get(remote);
      if (last === undefined || at - last >= everyMs) {
        lastJudged.set(remote, at);
        return judgeQuietly(remote);
      }
      // Judged a moment ago: once more when the second is up, so the last counts are judged too.
      const timer = setTimeout(
        () => {
          waiting.delete(remote);
          lastJudged.set(remote, Date.now());
          void judgeQuietly(remote);
        },
        last + everyMs - at,
      );
      timer.unref();
      waiting.set(remote, timer);
    },
    close() {
      closed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
