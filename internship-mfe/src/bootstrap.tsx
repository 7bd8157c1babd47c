import { renderStandalone } from '@blueprint/shared/standalone';
import routes from './routes.json';

// Alone on its own port: the pages of the route definition, each loaded when first shown.
void renderStandalone({
  name: 'Internship',
  routes,
  loadPage: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`),
});
