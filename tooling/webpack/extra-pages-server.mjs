// The server entry of a remote's build with EXTRA_PAGES (config-factory.mjs): the remote's own server bundle
// (src/server.tsx, as '@blueprint/app-server'), whose pages are rendered first, then the extra folder's pages
// ('@blueprint/extra-pages': its routes.json and pages/), rendered the same way.
import * as app from '@blueprint/app-server';
import extra from '@blueprint/extra-pages/routes.json';
import { prerenderRoutes } from '@blueprint/page-server/render/prerender';

const renderExtra = prerenderRoutes({ routes: extra, loadPage: (file) => import(`@blueprint/extra-pages/pages/${file}.tsx`) });

export async function renderPages() {
  return [...(await app.renderPages()), ...(await renderExtra())];
}

// Not every remote has one (a remote without forms): read, not linked.
export const handleRequest = Reflect.get(app, 'handleRequest');
