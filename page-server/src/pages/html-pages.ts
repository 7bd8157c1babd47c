// The site's pages: the build's template with the run-time config in it as data (saving the shell a round trip
// before it can load a remote), its Content-Security-Policy with a fresh nonce, and, in the shell's server, the
// page rendered on the server: its build's layout at the path with the remote's page in it when that arrives
// within its budget, or its own page whole, for the browser to hydrate. The document is written by
// entry-server.ts, from the parts this gathers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageBody, Theme } from '@blueprint/contract/fragments';
import { ANY_REMOTE_PAGE, PAGE_DATA } from '@blueprint/contract/page-server';
import { basePathOf, matchPage } from '@blueprint/contract/paths';
import type { RemotePage as Route } from '@blueprint/contract/routes';
import { createPageRequester } from '../forms/page-requests';
import type { Site } from '../site-source';
import type { AppBuild } from './app-build';
import { composePage, type ComposedPage, type RemotePage } from './compose-page';
import { contentSecurityPolicy, createNonce } from './content-security-policy';
import { writeDocument, type RemoteHint } from './entry-server';
import type { FragmentSource } from './fragments';
import { PREVIEW_BADGE_CSS, previewBadge } from './preview-badge';
import type { PageLoads } from '../releases/page-loads';

/** A page a remote rendered for one request (a form sent without JavaScript): its status and parts. */
export interface Rendered {
  status: number;
  page: PageBody;
}

/** Answers with the page at `pathname`; `rendered`: the remote's render of it for this request. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  site: Site,
  rendered?: Rendered | null,
) => Promise<unknown>;

/**
 * The page's data: its run-time config, and the route lists it was served with, for the shell in the browser
 * to route by the same table it hydrates (shell/src/remotes/site-pages.ts reads them).
 */
function pageData(site: Site) {
  return [
    { id: PAGE_DATA.config, value: site.config },
    ...(site.routeLists ? [{ id: PAGE_DATA.routeLists, value: site.routeLists }] : []),
  ];
}

/** The theme the visitor's browser saved, from the cookie its theme script writes; none on a first visit. */
function savedThemeOf(request: FastifyRequest): Theme | undefined {
  return /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1] as Theme | undefined;
}

/** The theme a page is rendered in: the saved one, else light. */
const themeOf = (request: FastifyRequest): Theme => savedThemeOf(request) ?? 'light';

/**
 * The site's public origin: for canonical links, og:url, JSON-LD, robots.txt and the sitemap. The run-time
 * config's `publicOrigin` (PUBLIC_ORIGIN), else the origin the request came to.
 */
export function publicOrigin(request: FastifyRequest, site: Site): string {
  return site.config.publicOrigin ?? `${request.protocol}://${request.host || 'localhost'}`;
}

/**
 * Without help the browser learns of a remote's manifest only after main.js and the bootstrap chunk have run.
 * A preload in the HTML starts that fetch at once, and the federation runtime's fetch reuses it.
 */
function remoteHint(remote: string | undefined, site: Site): RemoteHint | undefined {
  const manifest = remote && site.config.remotes[remote];
  return manifest ? { origin: new URL(manifest).origin, manifest } : undefined;
}

/** The query of the address asked for ('?program=civil'), or ''. */
function searchOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query < 0 ? '' : request.url.slice(query);
}

/**
 * The visitor's previous page on this site: the path of a Referer on the site's origin (the public one, or the
 * one this request came to), when it is another page than this one; else undefined.
 */
function previousPageOf(request: FastifyRequest, site: Site, pathname: string): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    const ours = [publicOrigin(request, site), `${request.protocol}://${request.host}`];
    if (!ours.includes(from.origin) || from.pathname === pathname || from.pathname.includes('/.')) return undefined;
    return from.pathname;
  } catch {
    return undefined;
  }
}

/** How long a page rendered for one visit (its way back) may take before the published page is sent. */
const VISIT_RENDER_BUDGET_MS = 300;

export function createHtmlPages({
  build,
  fragmentFor,
  pageLoads,
  visitBudgetMs = VISIT_RENDER_BUDGET_MS,
}: {
  build: AppBuild;
  fragmentFor: FragmentSource;
  /** Where each page made is counted for the remote that owns it, under the release the visitor got. */
  pageLoads?: PageLoads;
  visitBudgetMs?: number;
}): SendPage {
  const pageRequest = createPageRequester();

  /**
   * The remote's page for a path of the shell's route table, within its budget; null for a page no remote
   * renders on the server (the dashboard, the shell's own pages) or one that did not arrive in time.
   */
  async function serverPage(
    request: FastifyRequest,
    pathname: string,
    remote: string,
    site: Site,
    theme: Theme,
  ): Promise<RemotePage | null> {
    const manifest = site.config.remotes[remote];
    const reached = site.reach(remote);
    if (!manifest || !reached) return null;
    const fragment = await fragmentFor(reached, pathname, theme, searchOf(request));
    return fragment && { remote, manifest, fragment };
  }

  /**
   * A page with a way back (a course's Back), for a visitor who came from another of the site's pages: the
   * remote's render of it with that page as the way back, so that it leads there before the page's code runs
   * and without JavaScript. Null when there is no such page, or the render does not come within its budget.
   */
  async function renderedForVisit(
    request: FastifyRequest,
    pathname: string,
    page: RemotePage,
    site: Site,
  ): Promise<Rendered | null> {
    const previous = page.fragment.back ? previousPageOf(request, site, pathname) : undefined;
    const reached = site.reach(page.remote);
    if (!previous || previous === page.fragment.back || !reached) return null;
    const client = request.ip.replace(/^::ffff:/, '');
    const asked = { method: 'GET' as const, url: request.url, previous, client, requestId: request.id };
    const answer = await pageRequest(reached, asked, visitBudgetMs).catch(() => null);
    // Its status is the published page's (404 for a course nothing matches).
    return answer && 'page' in answer ? { page: answer.page, status: page.fragment.status } : null;
  }

  /**
   * The page rendered on the server: the shell's layout at this path with the remote's page in it, or one of
   * the shell's own pages; null (rendered in the browser) for a staff page, a remote page that did not come in
   * time, or a layout and a remote page that do not belong together.
   */
  async function composed(
    request: FastifyRequest,
    pathname: string,
    route: Route | undefined,
    site: Site,
    rendered: Rendered | null,
  ): Promise<{ page: ComposedPage; status: number; forVisit?: boolean } | null> {
    if (route?.private) return null;
    const theme = themeOf(request);
    const base = basePathOf(pathname);
    // One address per page for search engines, on the public origin: the bare path (every page also exists
    // under /blueprint), or the page's own when it is another's alias.
    const origin = publicOrigin(request, site);
    if (!route) {
      // One of the shell's own pages; else "Page not found" (its build keeps it under '<base>/*'), with 404: also
      // for a page the shell's build knew that its remote no longer publishes.
      const own = build.layoutAt(pathname, theme);
      const layout = own?.module === 'shell' ? own : build.layoutAt(`${base}/*`, theme);
      if (layout?.module !== 'shell') return null;
      const page = composePage({ layout, theme, origin, pathname });
      return page && { page, status: layout.status };
    }
    const remotePage = await serverPage(request, pathname, route.remote, site, theme);
    if (!remotePage) return null;
    // The layout rendered for the module the remote's page comes from, or the two would not hydrate as one; for
    // a page the shell's build did not know (a remote's later release), its layout around any remote's page.
    const module = `${route.remote}/${remotePage.fragment.module}`;
    const at = build.layoutAt(pathname, theme);
    const layout = at?.module === module ? at : build.layoutAt(`${base}/${ANY_REMOTE_PAGE}`, theme);
    if (!layout || (layout.module !== module && layout.module !== ANY_REMOTE_PAGE)) return null;
    // A page the remote rendered for this request (a form sent without JavaScript, a way back): its head,
    // scripts and preloads are the page's, as published; only its parts and status are the request's.
    const forVisit = rendered ?? (await renderedForVisit(request, pathname, remotePage, site));
    if (forVisit) remotePage.fragment = { ...remotePage.fragment, body: forVisit.page, status: forVisit.status };
    const page = composePage({ layout, theme, origin, pathname, page: remotePage });
    return page && { page, status: remotePage.fragment.status, forVisit: Boolean(forVisit) };
  }

  return async function sendPage(request, reply, pathname, site, rendered = null) {
    const nonce = createNonce();
    // One look-up of the route table per page: which remote, whether it is a staff page.
    const route = matchPage(site.routes, pathname);
    const server = await composed(request, pathname, route, site, rendered);
    const html = writeDocument({
      template: build.template(),
      nonce,
      theme: savedThemeOf(request),
      ...(server
        ? {
            title: server.page.title,
            description: server.page.description,
            head: server.page.head,
            body: server.page.body,
          }
        : {}),
      remote: remoteHint(route?.remote, site),
      data: pageData(site),
      ...(site.preview ? { note: { html: previewBadge(site.preview), css: PREVIEW_BADGE_CSS } } : {}),
    });
    const status = server?.status ?? 200;
    const release = status === 200 && route && site.releases?.[route.remote];
    if (release) pageLoads?.count(route.remote, release);
    return reply
      .code(status)
      .headers({
        // The theme switch in the page follows the theme cookie, its releases the cohort and preview cookies;
        // the encoding follows Accept-Encoding.
        vary: 'Cookie, accept-encoding',
        'content-type': 'text/html; charset=utf-8',
        // Made for this visitor's cohort and preview: kept by no shared cache. A staff page is never kept: not
        // in the browser's history after logout either; nor is a page rendered for one visitor's form or visit.
        'cache-control': route?.private || rendered || server?.forVisit ? 'private, no-store' : 'private, no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': contentSecurityPolicy(site.config, nonce),
      })
      .compress(html);
  };
}
