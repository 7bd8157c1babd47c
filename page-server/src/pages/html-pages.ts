// The site's pages as HTML: the build's index.html with the run-time config in it (saving the shell a round
// trip before it can load a remote), its Content-Security-Policy with a fresh nonce, and, in the shell's
// server, the page rendered on the server: its build's layout at the path with the remote's HTML of the page
// in it when that arrives within its budget, or its own page whole, for the browser to hydrate.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Theme } from '@blueprint/contract/fragments';
import { ANY_REMOTE_PAGE, PAGE_DATA } from '@blueprint/contract/page-server';
import { basePathOf, matchPage } from '@blueprint/contract/paths';
import type { RemotePage as Route } from '@blueprint/contract/routes';
import type { Site } from '../site-source';
import type { AppBuild } from './app-build';
import { composePage, escapeHtml, type RemotePage } from './compose-page';
import { contentSecurityPolicy, createNonce, withNonce } from './content-security-policy';
import type { FragmentSource } from './fragments';

/** A page a remote rendered for one request (a form sent without JavaScript): its status and HTML. */
export interface Rendered {
  status: number;
  html: string;
}

/** A data block holding `value` as JSON, safe inside a <script> element. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page's data: its run-time config, and the route lists it was served with, for the shell in the browser
 * to route by the same table it hydrates (shell/src/remotes/site-pages.ts reads them).
 */
function pageDataBlocks(site: Site): string {
  return dataBlock(PAGE_DATA.config, site.config) + (site.routeLists ? dataBlock(PAGE_DATA.routeLists, site.routeLists) : '');
}

/**
 * `tags` at the end of the page's body: read by the page's scripts, which run after the first paint, and
 * parsed after what the visitor sees, so that nothing before the first paint waits for them.
 */
function atBodyEnd(html: string, tags: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${tags}` : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** The theme the visitor's browser saved, from the cookie its theme script writes; none on a first visit. */
function savedThemeOf(request: FastifyRequest): Theme | undefined {
  return /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1] as Theme | undefined;
}

/** The theme a page is rendered in: the saved one, else light. */
const themeOf = (request: FastifyRequest): Theme => savedThemeOf(request) ?? 'light';

/**
 * The saved theme as the class of <html>, so that the page paints in it without waiting for a script (one
 * without a class paints in the system's theme: @blueprint/shared/theme/css-variables).
 */
function withThemeClass(html: string, theme: Theme | undefined): string {
  return theme ? html.replace(/<html\b/i, `<html class="${theme}"`) : html;
}

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
function remoteHints(remote: string | undefined, site: Site): string {
  const manifest = remote && site.config.remotes[remote];
  if (!manifest) return '';
  const origin = new URL(manifest).origin;
  return (
    `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>` +
    `<link rel="preload" as="fetch" href="${escapeHtml(manifest)}" crossorigin="anonymous">`
  );
}

/** Answers with the page at `pathname`; `rendered`: the remote's render of it for this request. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string, site: Site, rendered?: Rendered | null) => Promise<unknown>;

export function createHtmlPages({ build, fragmentFor }: { build: AppBuild; fragmentFor: FragmentSource }): SendPage {
  /**
   * The remote's HTML for a page of the shell's route table, within its budget; null for a page no remote
   * renders on the server (the dashboard, the shell's own pages) or one that did not arrive in time.
   */
  async function serverPage(pathname: string, remote: string, site: Site, theme: Theme): Promise<RemotePage | null> {
    const manifest = site.config.remotes[remote];
    const reached = site.reach(remote);
    if (!manifest || !reached) return null;
    const fragment = await fragmentFor(reached, pathname, theme);
    return fragment && { remote, manifest, fragment };
  }

  /**
   * The page rendered on the server: the shell's layout at this path with the remote's page in it, or one of
   * the shell's own pages; null (rendered in the browser) for a staff page, a remote page whose HTML did not
   * come in time, or a layout and a remote page that do not belong together.
   */
  async function composed(request: FastifyRequest, pathname: string, route: Route | undefined, site: Site, rendered: Rendered | null) {
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
      const html = composePage(build.indexHtml(), { layout, theme, origin, pathname });
      return html === null ? null : { html, status: layout.status };
    }
    const page = await serverPage(pathname, route.remote, site, theme);
    if (!page) return null;
    // The layout rendered for the module the remote's page comes from, or the two would not hydrate as one; for
    // a page the shell's build did not know (a remote's later release), its layout around any remote's page.
    const module = `${route.remote}/${page.fragment.module}`;
    const at = build.layoutAt(pathname, theme);
    const layout = at?.module === module ? at : build.layoutAt(`${base}/${ANY_REMOTE_PAGE}`, theme);
    if (!layout || (layout.module !== module && layout.module !== ANY_REMOTE_PAGE)) return null;
    // A page the remote rendered for this request (a form sent without JavaScript): its head, scripts and
    // preloads are the page's, as published; only its HTML and status are the request's.
    if (rendered) page.fragment = { ...page.fragment, html: rendered.html, status: rendered.status };
    const html = composePage(build.indexHtml(), { layout, theme, origin, pathname, page });
    return html === null ? null : { html, status: page.fragment.status };
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, site: Site, rendered: Rendered | null = null) {
    const nonce = createNonce();
    // One look-up of the route table per page: which remote, whether it is a staff page.
    const route = matchPage(site.routes, pathname);
    const server = await composed(request, pathname, route, site, rendered);
    const page = server?.html ?? build.indexHtml();
    const html = withNonce(atBodyEnd(withThemeClass(page, savedThemeOf(request)).replace('</head>', () => `${remoteHints(route?.remote, site)}</head>`), pageDataBlocks(site)), nonce);
    return reply
      .code(server?.status ?? 200)
      .headers({
        // The theme switch in the page follows the theme cookie; the encoding follows Accept-Encoding.
        vary: 'Cookie, accept-encoding',
        'content-type': 'text/html; charset=utf-8',
        // A staff page is never kept: not by a shared cache, nor in the browser's history after logout; nor is a
        // page rendered for one visitor's form.
        'cache-control': route?.private || rendered ? 'no-store' : 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': contentSecurityPolicy(site.config, nonce),
      })
      .compress(html);
  };
}
