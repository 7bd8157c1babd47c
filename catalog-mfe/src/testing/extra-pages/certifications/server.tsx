// The server render of a catalog build with EXTRA_PAGES set to this folder: the catalog's own pages, then this
// folder's, rendered the same way (its pages/, by its routes.json).
import { prerenderRoutes } from '@blueprint/page-server/render/prerender';
import { renderPages as renderOwnPages } from '../../../server';
import routes from './routes.json';

const renderExtraPages = prerenderRoutes({ routes, loadPage: (file) => import(`./pages/${file}.tsx`) });

export async function renderPages() {
  return [...(await renderOwnPages()), ...(await renderExtraPages())];
}
