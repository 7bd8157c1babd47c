// The pages this server made, per remote and release, reported to the API (@blueprint/contract/api/releases
// PAGE_LOADS_PATH) every PAGE_LOADS_REPORT_MS when there are any, with PAGE_SERVER_SECRET: a canary's errors
// are judged per page load (docs/decisions/2026-12-07-canary-and-preview.md). A page counts for the remote that
// owns its path, under the release that visitor got. A report that no origin takes is kept and added to the
// next; what is kept is bounded (the contract's entries per report), so an API away for long costs no memory.
import {
  PAGE_LOADS_PATH,
  PAGE_LOADS_REPORT_MS,
  releaseRemote,
  type PageLoadsBody,
} from '@blueprint/contract/api/releases';
import { RELEASE_ID_PATTERN } from '@blueprint/contract/releases';

export interface PageLoads {
  /** One page made for `remote` under `release`. */
  count(remote: string, release: string): void;
  /** Sends what was counted (the timer does every PAGE_LOADS_REPORT_MS); resolves once it is sent or kept. */
  report(): Promise<void>;
  /** Stops the timer. */
  close(): void;
}

export interface PageLoadsOptions {
  /** The API's origins (api.ts `apiOriginsOf`), tried in turn. */
  origins: readonly string[];
  /** PAGE_SERVER_SECRET, sent as `Authorization: Bearer …`. */
  secret: string;
  intervalMs?: number;
  fetch?: typeof globalThis.fetch;
  logger?: Pick<Console, 'warn'>;
}

/** The most remote-and-release pairs one report holds (the contract's), and so the most kept. */
const MAX_ENTRIES = 200;
/** The most page loads one entry of a report may say (the contract's): more wait for the next report. */
const MAX_LOADS = 1_000_000;
const REPORT_TIMEOUT_MS = 5_000;

const isRemote = (remote: string) => releaseRemote.safeParse(remote).success;

export function createPageLoadReporter({
  origins,
  secret,
  intervalMs = PAGE_LOADS_REPORT_MS,
  fetch = globalThis.fetch,
  logger = console,
}: PageLoadsOptions): PageLoads {
  /** By remote, then release: counting a page allocates nothing once its pair is known. */
  let counts = new Map<string, Map<string, number>>();
  let entries = 0;
  let preferred = 0;
  let sending: Promise<void> | undefined;
  let failing = false;

  function add(remote: string, release: string, loads: number) {
    let releases = counts.get(remote);
    if (!releases) {
      if (!isRemote(remote)) return;
      counts.set(remote, (releases = new Map<string, number>()));
    }
    const known = releases.get(release);
    if (known === undefined) {
      if (entries >= MAX_ENTRIES || !RELEASE_ID_PATTERN.test(release)) return;
      entries += 1;
    }
    releases.set(release, (known ?? 0) + loads);
  }

  /** The counts so far as a report, and counting starts again; what one entry cannot say is kept for the next. */
  function take(): PageLoadsBody['loads'] {
    const taken = counts;
    counts = new Map();
    entries = 0;
    const loads: PageLoadsBody['loads'] = [];
    for (const [remote, releases] of taken) {
      for (const [release, count] of releases) {
        loads.push({
          remote: remote as PageLoadsBody['loads'][number]['remote'],
          release,
          loads: Math.min(count, MAX_LOADS),
        });
        if (count > MAX_LOADS) add(remote, release, count - MAX_LOADS);
      }
    }
    return loads;
  }

  /** Whether an origin took the report; a refusal (4xx: a wrong secret, a body it does not take) is dropped. */
  async function send(loads: PageLoadsBody['loads']): Promise<boolean> {
    const body = JSON.stringify({ loads } satisfies PageLoadsBody);
    const reasons: string[] = [];
    for (let tried = 0; tried < origins.length; tried += 1) {
      const index = (preferred + tried) % origins.length;
      const origin = origins[index]!;
      try {
        const response = await fetch(`${origin}${PAGE_LOADS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body,
          signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status < 500 && response.status !== 429 && response.status !== 408) {
          preferred = index;
          if (!response.ok) logger.warn(`[page-server] page loads refused by ${origin}: ${response.status}; dropped`);
          failing = false;
          return true;
        }
        reasons.push(`${origin}: ${response.status}`);
      } catch (error) {
        reasons.push(`${origin}: ${(error as Error).message}`);
      }
    }
    // Once per outage, not every few seconds.
    if (!failing)
      logger.warn(`[page-server] page loads not reported (${reasons.join('; ')}); kept for the next report`);
    failing = true;
    return false;
  }

  async function report() {
    if (sending) return sending;
    if (counts.size === 0) return;
    const loads = take();
    sending = send(loads)
      .then((sent) => {
        if (!sent) for (const { remote, release, loads: count } of loads) add(remote, release, count);
      })
      .finally(() => (sending = undefined));
    return sending;
  }

  const timer = setInterval(() => void report(), intervalMs);
  timer.unref();
  return {
    count: (remote, release) => add(remote, release, 1),
    report,
    close: () => clearInterval(timer),
  };
}
