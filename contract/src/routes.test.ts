import { routeDefinitionSchema } from './route-definition.ts';
import { exposesOf, pageFileOf, routeListOf, routePage, routeTable, routeTableOfLists } from './routes.ts';

const catalog = {
  pages: [
    { module: 'Browse', paths: ['courses'], title: 'Courses', description: 'All of them.', label: 'Courses' },
    { module: 'CourseDetails', paths: ['courses/:courseName'], title: 'A course', description: 'One of them.' },
  ],
  modules: { navigation: 'navigation.ts' },
};

describe('a route definition', () => {
  it('is checked: a page with a path written as a URL, or without a module name, is refused', () => {
    expect(routeDefinitionSchema.safeParse(catalog).success).toBe(true);
    const page = catalog.pages[0]!;
    expect(routeDefinitionSchema.safeParse({ pages: [{ ...page, paths: ['/courses'] }] }).success).toBe(false);
    expect(routeDefinitionSchema.safeParse({ pages: [{ ...page, module: 'browse-page' }] }).success).toBe(false);
    expect(routeDefinitionSchema.safeParse({ pages: [{ ...page, title: undefined }] }).success).toBe(false);
  });

  it("gives webpack's exposes: each page's file, and the other modules", () => {
    expect(exposesOf(catalog)).toEqual({
      './Browse': './src/pages/browse-page.tsx',
      './CourseDetails': './src/pages/course-details-page.tsx',
      './navigation': './src/navigation.ts',
    });
    expect(pageFileOf('ItPrograms')).toBe('it-programs-page');
  });

  it("gives the shell's route table: one row per path, staff pages marked", () => {
    const dashboard = {
      pages: [{ module: 'Dashboard', paths: ['dashboard'], title: 'Dashboard', description: '', private: true }],
    };
    expect(routeTable({ catalog, dashboard })).toEqual([
      { path: 'courses', remote: 'catalog', module: 'Browse' },
      { path: 'courses/:courseName', remote: 'catalog', module: 'CourseDetails' },
      { path: 'dashboard', remote: 'dashboard', module: 'Dashboard', private: true },
    ]);
  });

  it('carries a nested page (one that routes within its path) into the table and the list a build publishes', () => {
    const dashboard = {
      pages: [
        { module: 'Dashboard', paths: ['dashboard'], title: 'Dashboard', description: '', private: true, nested: true },
      ],
    };
    const row = { path: 'dashboard', remote: 'dashboard', module: 'Dashboard', private: true, nested: true };
    expect(routeTable({ dashboard })).toEqual([row]);
    const list = routeListOf(dashboard);
    expect(list.pages).toEqual([
      { path: 'dashboard', module: 'Dashboard', title: 'Dashboard', sitemap: false, private: true, nested: true },
    ]);
    expect(routeTableOfLists({ dashboard: list })).toEqual([row]);
  });

  it('finds a page by its module, and says so when there is none', () => {
    expect(routePage(catalog, 'Browse').title).toBe('Courses');
    expect(() => routePage(catalog, 'About')).toThrow('No page About in the route definition');
  });
});
