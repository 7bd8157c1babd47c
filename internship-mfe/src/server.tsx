// This remote's pages on the server (bundled for Node by the build config factory): every route of src/routes.json
// rendered to dist/fragments/ by the build (the landing page also for each program and course a link chooses),
// for the shell's server to compose; and, at request time, a page
// with a form sent without JavaScript (its values and errors, or its confirmation), for the shell's server to
// compose the same way (docs/html-first-forms.md).
import { createRequestRenderer } from '@blueprint/page-server/render/form-request';
import { prerenderRoutes } from '@blueprint/page-server/render/prerender';
import { internshipAction } from './features/internship-registration/api/internship-action';
import { quickRegistrationAction } from './features/quick-registration/api/quick-registration-action';
import { CHOICE_QUERIES } from './lib/navigation-state';
import routes from './routes.json';

const loadPage = (file: string) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`);

// The landing page once more for each choice a link makes ('?program=civil'), so that its HTML shows it.
export const renderPages = prerenderRoutes({
  routes,
  loadPage,
  variants: (path) => (path === 'internship' ? [...CHOICE_QUERIES] : []),
});

export const handleRequest = createRequestRenderer({
  routes,
  loadPage,
  actions: [internshipAction, quickRegistrationAction],
});
