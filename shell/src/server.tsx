// The build's server render of the shell (bundled for Node by the webpack factory, run after the browser
// build): its layout (header, footer, theme switch) at every public path, with the slot where the shell's
// server puts the remote's own HTML of the page (compose-page.mjs), and its own pages whole. The browser then
// hydrates the page: the same tree, rendered by the same build.
import { BASE_PATH } from '@blueprint/shared/site/paths';
import { renderToHtml } from '@blueprint/shared/server/prerender';
import type { ThemeName } from '@blueprint/shared/theme';
import { DocumentMetaSink, documentTitle, type DocumentMeta } from '@blueprint/shared/ui/document-meta';
import { App } from './app/app';
import { REMOTE_PAGES } from './app/route-table';
import { LayoutRender } from './remotes/remote-route';

/** The shell's own pages, rendered whole. */
const SHELL_PAGES = ['privacy', 'terms', 'cookies'];

/** The head of a layout whose page is a remote's: the remote's fragment brings the page's own. */
const DEFAULT_META: DocumentMeta = { title: documentTitle(''), description: '' };

export async function renderPages() {
  const paths = [
    ...REMOTE_PAGES.filter((page) => !page.private).map((page) => ({ path: page.path, module: `${page.remote}/${page.module}` })),
    ...SHELL_PAGES.map((path) => ({ path, module: 'shell' })),
  ];
  const rendered = [];
  for (const { path, module } of paths) {
    for (const base of ['', BASE_PATH]) {
      const url = `${base}/${path}`.replace(/\/$/, '') || '/';
      let meta = DEFAULT_META;
      const inTheme = (theme: ThemeName) =>
        renderToHtml(
          <DocumentMetaSink.Provider value={(stated) => (meta = stated)}>
            <LayoutRender>
              <App url={url} rendered={theme} />
            </LayoutRender>
          </DocumentMetaSink.Provider>,
        );
      const html = { light: await inTheme('light'), dark: await inTheme('dark') };
      rendered.push({ path: url, module, status: 200, title: meta.title, description: meta.description, html });
    }
  }
  return rendered;
}

