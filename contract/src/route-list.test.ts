import { parseRouteList, routeListSchema } from './route-list.ts';
import { navigationOfLists, routeListOf, routeTable, routeTableOfLists } from './routes.ts';

const catalog = {
  pages: [
    {
      module: 'Browse',
      paths: ['courses'],
      title: 'Courses',
      description: 'All of them.',
      label: 'Courses',
      nav: { order: 20, menu: 'navigation' },
    },
    { module: 'CourseDetails', paths: ['courses/:courseName'], title: 'A course', description: 'One of them.' },
  ],
  modules: { navigation: 'navigation.ts' },
};
const dashboard = {
  pages: [{ module: 'Dashboard', paths: ['dashboard'], title: 'Dashboard', description: '', private: true }],
};
const marketing = {
  pages: [
    { module: 'Home', paths: ['', 'home'], title: 'Home', description: '', label: 'Home', nav: { order: 10 } },
    {
      module: 'Blog',
      paths: ['blog'],
      title: 'Blog',
      description: '',
      sitemap: false,
      nav: { order: 60, label: 'Articles' },
    },
  ],
};

describe('a route list (what a remote publishes beside its manifest)', () => {
  it('is made from the route definition: one row per path, its title, whether it is in the sitemap, and its navigation', () => {
    expect(routeListOf(catalog)).toEqual({
      pages: [
        { path: 'courses', module: 'Browse', title: 'Courses', sitemap: true },
        { path: 'courses/:courseName', module: 'CourseDetails', title: 'A course', sitemap: true },
      ],
      navigation: [{ label: 'Courses', path: 'courses', order: 20, menu: 'navigation' }],
    });
  });

  it('keeps a staff page out of the sitemap, and a page that says so', () => {
    expect(routeListOf(dashboard).pages).toEqual([
      { path: 'dashboard', module: 'Dashboard', title: 'Dashboard', sitemap: false, private: true },
    ]);
    expect(routeListOf(marketing).pages.find((page) => page.path === 'blog')?.sitemap).toBe(false);
  });

  it('leads a navigation entry to the first path of its page, under its own label or the page’s', () => {
    expect(routeListOf(marketing).navigation).toEqual([
      { label: 'Home', path: '', order: 10 },
      { label: 'Articles', path: 'blog', order: 60 },
    ]);
  });

  it('fits the schema as made, and a list that does not fit is refused, naming the field', () => {
    expect(routeListSchema.safeParse(routeListOf(catalog)).success).toBe(true);
    const list = routeListOf(catalog);
    expect(() => parseRouteList({ ...list, pages: [{ ...list.pages[0], path: '/courses' }] })).toThrow(
      'pages.0.path: a path has no leading or trailing slash',
    );
    expect(() => parseRouteList({ ...list, pages: [{ ...list.pages[0], module: 'browse' }] })).toThrow(
      'pages.0.module',
    );
    expect(() => parseRouteList({ pages: list.pages })).toThrow('navigation');
    expect(() => parseRouteList('<!doctype html>')).toThrow('the route list does not fit the contract');
  });
});

describe('the route table and navigation the remotes’ lists make', () => {
  it('is the table their definitions make', () => {
    expect(routeTableOfLists({ catalog: routeListOf(catalog), marketing: routeListOf(marketing) })).toEqual(
      routeTable({ catalog, marketing }),
    );
    expect(routeTableOfLists({ catalog: routeListOf(catalog), dashboard: routeListOf(dashboard) })).toEqual([
      { path: 'courses', remote: 'catalog', module: 'Browse' },
      { path: 'courses/:courseName', remote: 'catalog', module: 'CourseDetails' },
      { path: 'dashboard', remote: 'dashboard', module: 'Dashboard', private: true },
    ]);
  });

  it('puts every remote’s navigation entries in one order, each with its remote', () => {
    expect(
      navigationOfLists({ catalog: routeListOf(catalog), marketing: routeListOf(marketing) }).map(
        (entry) => `${entry.remote}:${entry.label}`,
      ),
    ).toEqual(['marketing:Home', 'catalog:Courses', 'marketing:Articles']);
  });
});
