// Visitors of the rehearsal's site as the page servers tell them apart (docs/decisions/2026-12-07-canary-and-preview.md):
// a visitor's cohort comes in the `cohort` cookie of its first page and is sent back on every later one; which
// catalog release a page was made from is read from its HTML, whose run-time config names the catalog's manifest
// (`<catalog>/releases/<id>/mf-manifest.json`, or `<catalog>/mf-manifest.json` for `base`) and whose chunks name
// their release. A page that names two releases mixes them.
import { request } from './client.mjs';

/** The cohort a page's Set-Cookie headers give, or undefined. @param {string[] | string | undefined} setCookie */
export function cohortFromSetCookie(setCookie) {
  for (const header of [setCookie ?? []].flat()) {
    const found = /^cohort=(\d{1,2})(?:;|$)/.exec(header.trim());
    if (found) return Number(found[1]);
  }
  return undefined;
}

/**
 * The catalog releases a page's HTML names, sorted: each `/releases/<id>/` under the catalog's origin, and `base`
 * when it names the catalog's root manifest.
 * @param {string} html
 * @param {string} catalogOrigin
 */
export function catalogReleasesIn(html, catalogOrigin) {
  const named = new Set();
  const prefix = `${catalogOrigin}/releases/`;
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, at + prefix.length)) {
    const id = /^[^/"'?#\s\\]+/.exec(html.slice(at + prefix.length))?.[0];
    if (id) named.add(id);
  }
  if (html.includes(`${catalogOrigin}/mf-manifest.json`)) named.add('base');
  return [...named].sort();
}

/**
 * One page as a visitor gets it: through the proxy (https, `agent`) or from one page server (http). `cohort`: the
 * cookie to send (none: a fresh visitor); `userAgent`: a crawler's, say.
 * @param {{ url: string, agent?: import('node:https').Agent, cohort?: number, userAgent?: string, catalogOrigin: string }} options
 * @returns {Promise<{ status: number | string, cohort?: number, releases: string[], serverHtml: boolean, cacheControl?: string }>}
 */
export async function pageAs({ url, agent, cohort, userAgent, catalogOrigin }) {
  const headers = {
    ...(cohort === undefined ? {} : { cookie: `cohort=${cohort}` }),
    ...(userAgent ? { 'user-agent': userAgent } : {}),
  };
  try {
    let status;
    let body;
    let setCookie;
    let cacheControl;
    if (url.startsWith('https:')) {
      const answer = await request(url, { agent, headers, timeoutMs: 20_000 });
      ({ status, body } = answer);
      setCookie = answer.headers['set-cookie'];
      cacheControl = answer.headers['cache-control'];
    } else {
      const answer = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
      status = answer.status;
      body = await answer.text();
      setCookie = answer.headers.getSetCookie();
      cacheControl = answer.headers.get('cache-control') ?? undefined;
    }
    return {
      status,
      cohort: cohortFromSetCookie(setCookie),
      releases: catalogReleasesIn(body, catalogOrigin),
      serverHtml: body.includes('data-server-page='),
      cacheControl,
    };
  } catch (error) {
    return { status: /** @type {Error} */ (error).message, releases: [], serverHtml: false };
  }
}

/**
 * `count` fresh visitors, `concurrency` at a time: each asks `first()` for its first page (no cookie), keeps the
 * cohort it was given, and asks `next[i]` in turn for `loads - 1` more pages with that cookie. Resolves with each
 * visitor's cohort and the releases of each of its pages, or what went wrong.
 * @param {{ count: number, loads: number, concurrency?: number,
 *   first: () => ReturnType<typeof pageAs>, next: Array<(cohort: number) => ReturnType<typeof pageAs>> }} options
 */
export async function followVisitors({ count, loads, concurrency = 8, first, next }) {
  /** @type {Array<{ cohort?: number, pages: string[], problems: string[] }>} */
  const visitors = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      /** @type {(typeof visitors)[number]} */
      const visitor = { cohort: undefined, pages: [], problems: [] };
      visitors.push(visitor);
      const see = (/** @type {Awaited<ReturnType<typeof pageAs>>} */ page, /** @type {number} */ load) => {
        if (page.status !== 200 || !page.serverHtml)
          visitor.problems.push(`load ${load}: ${page.status}, server HTML ${page.serverHtml}`);
        if (page.releases.length !== 1) visitor.problems.push(`load ${load} names ${page.releases.join(' and ')}`);
        visitor.pages.push(page.releases.join('+'));
      };
      const page = await first();
      visitor.cohort = page.cohort;
      see(page, 1);
      if (visitor.cohort === undefined) {
        visitor.problems.push('no cohort cookie on the first page');
        continue;
      }
      for (let load = 2; load <= loads; load += 1) {
        const ask = /** @type {NonNullable<(typeof next)[number]>} */ (next[(load - 2) % next.length]);
        see(await ask(visitor.cohort), load);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return visitors;
}
