// The shell's server side of composition (docs/contract.md): a remote publishes its public pages beside its
// mf-manifest.json (fragments/index.json and one file of parts per page, made by its build); the shell's server
// fetches the page a request needs over HTTP, within a small time budget, and composes it. A base build's index
// is revalidated on every request (If-None-Match), so a rebuilt remote is picked up at once, without a shell
// rebuild or restart; a release's (under /releases/<id>/) never changes, so once read it is not asked again, and
// a site with two releases of a remote live (a canary) costs no more revalidations than one; a page's parts are kept per build of its remote (the index's `build`), so they are
// fetched once per build. Late, missing or broken → null: the page is rendered in the browser, as without composition.
import {
  pageBodySchema,
  parseFragmentIndex,
  type FragmentEntry,
  type FragmentIndex,
  type PageBody,
  type Theme,
} from '@blueprint/contract/fragments';
import { FRAGMENT_INDEX, FRAGMENTS_DIR } from '@blueprint/contract/page-server';
import { basePathOf, matchPage } from '@blueprint/contract/paths';
import { RELEASES_PATH } from '@blueprint/contract/release-urls';

/** An index under a release's folder: immutable, as everything a release holds. */
const RELEASE_INDEX = new RegExp(`/${RELEASES_PATH}/[^/]+/${FRAGMENTS_DIR}/`);

/** How long a page may wait for a remote's HTML before it is served without it. */
const FRAGMENT_BUDGET_MS = 300;

/**
 * The page's parts, and the files (relative to the remote's manifest) of the scripts it needs: remoteEntry.js and
 * its module's chunks.
 */
export type Fragment = FragmentEntry & { body: PageBody; scripts: string[] };

/**
 * The index's entry for a path: the page itself, else the fallback of the pattern it matches
 * ('/courses/:courseName': Course Not Found). Paths match without case, as the browser's router matches them.
 * `search`: the address's query; a page rendered in variants ('/internship?program=civil', its `choices`) gives
 * the variant the query's choices name, in the page's order, whatever else it holds.
 */
export function pageOf(index: FragmentIndex, pathname: string, search = ''): FragmentEntry | undefined {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const exact = index.pages[wanted];
  if (exact?.choices && search) {
    const query = new URLSearchParams(search);
    const chosen = new URLSearchParams(
      exact.choices.flatMap((name) => (query.has(name) ? [[name, query.get(name) ?? '']] : [])),
    );
    const variant = chosen.toString() ? index.pages[`${wanted}?${chosen.toString()}`] : undefined;
    if (variant) return variant;
  }
  if (exact) return exact;
  const patterns = Object.keys(index.pages)
    .filter((key) => key.includes(':') && basePathOf(key) === '')
    .map((key) => ({ path: key.slice(1) }));
  const pattern = matchPage(patterns, wanted);
  return pattern ? index.pages[`${basePathOf(wanted)}/${pattern.path}`] : undefined;
}

/** How long a fetch that missed its page's budget may go on in the background, filling the cache. */
const FETCH_LIMIT_MS = 5000;

export interface FragmentSourceOptions {
  budgetMs?: number;
  fetch?: typeof globalThis.fetch;
  logger?: Pick<Console, 'warn'>;
}

export function createFragmentSource({
  budgetMs = FRAGMENT_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = console,
}: FragmentSourceOptions = {}) {
  /** Index per remote base URL, with its ETag, and whether it is a release's (never revalidated). */
  const indexes = new Map<string, { etag: string; index: FragmentIndex; immutable: boolean }>();
  /** Revalidations under way, one per index URL, shared by concurrent requests. */
  const revalidating = new Map<string, Promise<FragmentIndex | null>>();
  /** A page's parts by URL, for the build it belongs to. */
  const pages = new Map<string, { build: string; body: PageBody }>();
  /** Remotes whose last fetch failed, so that an outage is logged once. */
  const failing = new Set<string>();

  async function fetchIndex(url: string): Promise<FragmentIndex | null> {
    const known = indexes.get(url);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_LIMIT_MS),
      headers: known ? { 'If-None-Match': known.etag } : {},
    });
    if (response.status === 304 && known) return known.index;
    if (!response.ok) {
      indexes.delete(url);
      return null; // a remote that publishes no pages (the dashboard)
    }
    // A broken index is the remote's mistake: its pages render in the browser until it publishes a good one.
    const index = parseFragmentIndex(await response.json());
    const etag = response.headers.get('etag');
    if (etag) indexes.set(url, { etag, index, immutable: RELEASE_INDEX.test(new URL(url).pathname) });
    return index;
  }

  function readIndex(url: string): Promise<FragmentIndex | null> {
    const known = indexes.get(url);
    if (known?.immutable) return Promise.resolve(known.index);
    let pending = revalidating.get(url);
    if (!pending) {
      pending = fetchIndex(url).finally(() => revalidating.delete(url));
      revalidating.set(url, pending);
    }
    return pending;
  }

  async function readPage(url: string, build: string): Promise<PageBody | null> {
    const known = pages.get(url);
    if (known?.build === build) return known.body;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_LIMIT_MS) });
    if (!response.ok) return null;
    // Parts that do not fit are the remote's mistake, as a broken index is: the page renders in the browser.
    const body = pageBodySchema.parse(await response.json());
    pages.set(url, { build, body });
    return body;
  }

  function withScripts(index: FragmentIndex, page: NonNullable<ReturnType<typeof pageOf>>, body: PageBody): Fragment {
    const scripts = [index.remoteEntry, ...(index.modules?.[page.module]?.js ?? [])].filter(
      (file): file is string => typeof file === 'string',
    );
    return { ...page, body, scripts };
  }

  /**
   * The page as this server last had it, index and HTML of one build, or null: what a visitor gets when the
   * remote is slower than the budget (a busy machine, a long revalidation), rather than a page without content.
   */
  function lastKnown(manifestUrl: string, pathname: string, search: string, theme: Theme): Fragment | null {
    const index = indexes.get(new URL(FRAGMENT_INDEX, manifestUrl).href)?.index;
    const page = index && pageOf(index, pathname, search);
    if (!index || !page) return null;
    const known = pages.get(new URL(page.files[theme], new URL(`${FRAGMENTS_DIR}/`, manifestUrl)).href);
    return known?.build === index.build ? withScripts(index, page, known.body) : null;
  }

  async function load(manifestUrl: string, pathname: string, search: string, theme: Theme): Promise<Fragment | null> {
    try {
      const base = new URL(`${FRAGMENTS_DIR}/`, manifestUrl).href;
      const index = await readIndex(new URL(FRAGMENT_INDEX, manifestUrl).href);
      failing.delete(manifestUrl);
      if (!index) return null;
      const page = pageOf(index, pathname, search);
      if (!page) return null;
      const body = await readPage(new URL(page.files[theme], base).href, index.build);
      if (body === null) return null;
      return withScripts(index, page, body);
    } catch (error) {
      // Once per outage, not once per request: a remote that is down is expected (its pages show Retry).
      if (!failing.has(manifestUrl))
        logger.warn(
          `[page-server] no server HTML from ${manifestUrl} (${(error as Error).message}); its pages render in the browser until it answers`,
        );
      failing.add(manifestUrl);
      return null;
    }
  }

  /**
   * The paths a remote asks search engines to index (its index's `sitemap`, fresh as its pages are): [] for a
   * remote that publishes no pages, null when it cannot be read now (down, hung, a broken index).
   * `manifestUrl`: the remote's mf-manifest.json, as this server reaches it.
   */
  async function sitemapOf(manifestUrl: string): Promise<string[] | null> {
    try {
      const index = await readIndex(new URL(FRAGMENT_INDEX, manifestUrl).href);
      return index ? (index.sitemap ?? []) : [];
    } catch {
      return null;
    }
  }

  /**
   * The remote's page at a path within the budget; past it, the page as last known, or null when there is
   * none. A fetch that misses the budget goes on (up to 5 s) and fills the cache for the next request. `manifestUrl`: the remote's
   * mf-manifest.json, as this server reaches it; `pathname`: the requested path ('/blueprint/courses/autocad');
   * `theme`: the visitor's, for the page's colours; `search`: the address's query, for a page's variants.
   */
  async function fragmentFor(
    manifestUrl: string,
    pathname: string,
    theme: Theme = 'light',
    search = '',
  ): Promise<Fragment | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Fragment | null>((resolve) => {
      timer = setTimeout(() => resolve(lastKnown(manifestUrl, pathname, search, theme)), budgetMs);
    });
    try {
      return await Promise.race([load(manifestUrl, pathname, search, theme), late]);
    } finally {
      clearTimeout(timer);
    }
  }
  return Object.assign(fragmentFor, { sitemapOf });
}

export type FragmentSource = ReturnType<typeof createFragmentSource>;
