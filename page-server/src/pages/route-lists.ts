// The route lists the remotes publish beside their manifests (@blueprint/contract/route-list), as the shell's
// server learns them at run time: a remote's release that adds, renames or removes a page changes what the
// site serves on the next requests, with no shell release. A list is kept for a short time (ROUTE_LIST_TTL_MS),
// then revalidated (If-None-Match) within the same budget as a page's HTML; a remote that is slow, down or
// publishes a broken list keeps its last known list (docs/decisions/2026-11-27-runtime-pages.md).
import { ROUTE_LIST } from '@blueprint/contract/page-server';
import { parseRouteList, type RouteList } from '@blueprint/contract/route-list';

/** How long a list is used before it is asked for again: a release shows within this, without a fetch per request. */
export const ROUTE_LIST_TTL_MS = 2000;
/** How long a request waits for a revalidation before it uses the list as last known. */
const ROUTE_LIST_BUDGET_MS = 300;
/** How long a revalidation that missed its budget may go on in the background. */
const FETCH_LIMIT_MS = 5000;

/**
 * What a remote publishes now: its list, 'none' when it publishes none (a release from before route lists: the
 * shell's compiled-in table stands for it), or 'unknown' when it cannot be told (down, late, broken) and nothing
 * is known of it yet.
 */
export type Learned = RouteList | 'none' | 'unknown';

export interface RouteListSourceOptions {
  ttlMs?: number;
  budgetMs?: number;
  fetch?: typeof globalThis.fetch;
  logger?: Pick<Console, 'warn'>;
  now?: () => number;
}

interface Known {
  learned: RouteList | 'none';
  etag: string | null;
  checkedAt: number;
}

export function createRouteListSource({
  ttlMs = ROUTE_LIST_TTL_MS,
  budgetMs = ROUTE_LIST_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = console,
  now = Date.now,
}: RouteListSourceOptions = {}) {
  /** By list URL. */
  const known = new Map<string, Known>();
  /** Revalidations under way, one per list URL, shared by concurrent requests. */
  const revalidating = new Map<string, Promise<Learned>>();
  /** Lists whose last revalidation failed, so that an outage or a broken list is logged once. */
  const failing = new Set<string>();
  /** When a list never read was last tried: a remote that is down is asked once per TTL, not on every request. */
  const triedAt = new Map<string, number>();
  /** List URLs by manifest URL, made once. */
  const listUrls = new Map<string, string>();

  async function revalidate(url: string): Promise<Learned> {
    const last = known.get(url);
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_LIMIT_MS),
        headers: last?.etag ? { 'If-None-Match': last.etag } : {},
      });
      let learned: RouteList | 'none';
      if (response.status === 304 && last) learned = last.learned;
      else if (response.status === 404) learned = 'none';
      else if (!response.ok) throw new Error(`HTTP ${response.status}`);
      else learned = parseRouteList(await response.json());
      known.set(url, { learned, etag: response.headers.get('etag'), checkedAt: now() });
      failing.delete(url);
      return learned;
    } catch (error) {
      // A remote that is down is expected (fragments.ts says so once); a list that does not fit is its release's mistake.
      const broken = !['TypeError', 'TimeoutError', 'AbortError'].includes((error as Error).name);
      if (broken && !failing.has(url))
        logger.warn(
          `[page-server] cannot learn the pages of ${url} (${(error as Error).message}); using the last known list`,
        );
      failing.add(url);
      if (last) known.set(url, { ...last, checkedAt: now() });
      else triedAt.set(url, now());
      return last?.learned ?? 'unknown';
    }
  }

  /**
   * What the remote whose manifest is `manifestUrl` (as this server reaches it) publishes: its list while it is
   * fresh, else revalidated within the budget; past the budget, the last known list (the revalidation goes on
   * and fills the cache).
   */
  return async function learn(manifestUrl: string): Promise<Learned> {
    let url = listUrls.get(manifestUrl);
    if (url === undefined) listUrls.set(manifestUrl, (url = new URL(ROUTE_LIST, manifestUrl).href));
    const last = known.get(url);
    if (last && now() - last.checkedAt < ttlMs) return last.learned;
    const tried = triedAt.get(url);
    if (!last && tried !== undefined && now() - tried < ttlMs) return 'unknown';
    let pending = revalidating.get(url);
    if (!pending) {
      pending = revalidate(url).finally(() => revalidating.delete(url));
      revalidating.set(url, pending);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Learned>((resolve) => {
      timer = setTimeout(() => resolve(known.get(url)?.learned ?? 'unknown'), budgetMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
