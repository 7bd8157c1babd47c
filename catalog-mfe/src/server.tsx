// The build's server render of this remote's pages (bundled for Node by the build config factory, run after the
// browser build): every route of src/routes.json to dist/fragments/, for the shell's server to compose.
// /courses/:courseName is rendered for every course id, alias and provider page, and once as the fallback
// for a name nothing matches ('Course Not Found', 404). At request time, a course page for a visitor who came
// from another of the site's pages, its Back leading there (the shell's server asks for it).
import { createRequestRenderer } from '@blueprint/page-server/render/form-request';
import { prerenderRoutes } from '@blueprint/page-server/render/prerender';
import { loadGroupDetails } from './lib/catalogue/load-details';
import { INDEXED_COURSES } from './lib/catalogue/catalogue-index';
import { COURSE_ALIASES, resolveCourseRoute } from './lib/catalogue/lookup';
import { PROVIDER_VIEWS } from './lib/catalogue/providers';
import { GROUP_IDS } from './lib/catalogue/types';
import routes from './routes.json';

const COURSE_NAMES = [
  ...INDEXED_COURSES.map((course) => course.id),
  ...Object.keys(COURSE_ALIASES),
  ...Object.keys(PROVIDER_VIEWS),
];

const loadPage = (file: string) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`);
// Course and provider pages read their group's details in an effect; here they are there before rendering.
const prepare = () => Promise.all(GROUP_IDS.map(loadGroupDetails));

export const renderPages = prerenderRoutes({
  routes,
  loadPage,
  prepare,
  expand: (path) => (path === 'courses/:courseName' ? COURSE_NAMES.map((name) => `courses/${name}`) : []),
  statusOf: (path) =>
    path.startsWith('courses/') && resolveCourseRoute(path.slice('courses/'.length)).kind === 'not-found' ? 404 : 200,
});

export const handleRequest = createRequestRenderer({ routes, loadPage, prepare, actions: [] });
