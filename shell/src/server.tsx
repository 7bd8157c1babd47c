// The build's server render of the shell (bundled for Node by the build config factory, run after the browser
// build): its layout (header, footer, theme switch) at every public path, with the slot where the shell's
// server puts the remote's own HTML of the page (page-server/src/pages/compose-page.ts), and its own pages
// whole, each as the parts the page server writes the document from. The browser then
// hydrates the page: the same tree, rendered by the same build.
import { ANY_REMOTE_PAGE } from '@blueprint/contract/page-server';
import { BASE_PATH } from '@blueprint/contract/paths';
import { navigationOfLists } from '@blueprint/contract/routes';
import { documentTitle } from '@blueprint/contract/site';
import { renderPage } from '@blueprint/page-server/render/prerender';
import type { ThemeName } from '@blueprint/shared/theme';
import { DocumentMetaSink, type DocumentMeta } from '@blueprint/shared/ui/document-meta';
import { App } from './app/app';
import { COMPILED_ROUTE_LISTS, REMOTE_PAGES } from './app/route-table';
import { SHELL_PAGES } from './app/shell-pages';
import { LayoutRender } from './remotes/remote-route';
import { FixedSitePages, type SitePages } from './remotes/site-pages';

/**
 * "Page not found", for any path nothing else serves: kept under '<base>/*' (no request path is that), and
 * rendered at a path no route matches.
 */
const NOT_FOUND = { key: '*', renderedAt: '__no-such-page__' };
/**
 * The layout around any remote's page, for a page a remote publishes that this build did not know: kept under
 * '<base>/*\/*' (ANY_REMOTE_PAGE), rendered at a path routed to a remote page here alone. The layout is the
 * same whichever remote page fills its slot.
 */
const ANY_PAGE = { key: ANY_REMOTE_PAGE, renderedAt: '__remote-page__' };

/** The compiled-in pages and navigation, and a route to a remote page at ANY_PAGE's path. */
const LAYOUT_PAGES: SitePages = {
  routes: [...REMOTE_PAGES, { path: ANY_PAGE.renderedAt, remote: 'catalog', module: ANY_PAGE.renderedAt }],
  navigation: navigationOfLists(COMPILED_ROUTE_LISTS),
  learning: false,
};

/** The head of a layout whose page is a remote's: the remote's fragment brings the page's own. */
const DEFAULT_META: DocumentMeta = { title: documentTitle(), description: '' };

interface ShellPath {
  /** Where it is rendered (under each base). */
  path: string;
  /** The remote module whose page goes in its slot, or 'shell' for a page of its own. */
  module: string;
  /** Where the shell's server finds it, if not at `path`. */
  key?: string;
  status?: number;
}

export async function renderPages() {
  const paths: ShellPath[] = [
    ...REMOTE_PAGES.filter((page) => !page.private).map((page) => ({
      path: page.path,
      module: `${page.remote}/${page.module}`,
    })),
    ...SHELL_PAGES.map(({ path }) => ({ path, module: 'shell' })),
    { path: NOT_FOUND.renderedAt, module: 'shell', key: NOT_FOUND.key, status: 404 },
    { path: ANY_PAGE.renderedAt, module: ANY_REMOTE_PAGE, key: ANY_PAGE.key },
  ];
  const rendered = [];
  for (const { path, module, key = path, status = 200 } of paths) {
    for (const base of ['', BASE_PATH]) {
      const url = `${base}/${path}`.replace(/\/$/, '') || '/';
      let meta = DEFAULT_META;
      const inTheme = (theme: ThemeName) =>
        renderPage(
          <DocumentMetaSink.Provider value={(stated) => (meta = stated)}>
            <LayoutRender>
              <FixedSitePages value={LAYOUT_PAGES}>
                <App url={url} rendered={theme} />
              </FixedSitePages>
            </LayoutRender>
          </DocumentMetaSink.Provider>,
        );
      const html = { light: await inTheme('light'), dark: await inTheme('dark') };
      const { title, description, structuredData, ogType } = meta;
      rendered.push({
        path: `${base}/${key}`.replace(/\/$/, '') || '/',
        module,
        status,
        title,
        description,
        html,
        canonicalPath: path,
        structuredData,
        ogType,
      });
    }
  }
  return rendered;
}
