// The build's server render of this remote's pages (bundled for Node by the webpack factory, run after the
// browser build): every route of src/routes.json to dist/fragments/, for the shell's server to compose.
import { prerenderRoutes } from '@blueprint/shared/server/prerender';
import routes from './routes.json';

export const renderPages = prerenderRoutes({
  routes,
  loadPage: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`),
});
