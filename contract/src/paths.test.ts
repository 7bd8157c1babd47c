import { basePathOf, matchPage, pagePathOf, routePattern } from './paths.ts';

describe('page paths', () => {
  it.each([
    ['/blueprint', '/blueprint'],
    ['/blueprint/courses', '/blueprint'],
    ['/blueprintx', ''],
    ['/courses', ''],
  ])('%s is under the base %p', (pathname, base) => {
    expect(basePathOf(pathname)).toBe(base);
  });

  it('gives a path relative to its base', () => {
    expect(pagePathOf('/blueprint/courses/x/')).toBe('courses/x');
    expect(pagePathOf('/')).toBe('');
  });

  it('matches a page bare or under the base, a :name segment standing for any one segment', () => {
    const pages = [{ path: '' }, { path: 'courses/:courseName' }];
    expect(matchPage(pages, '/blueprint')).toBe(pages[0]);
    expect(matchPage(pages, '/courses/autocad')).toBe(pages[1]);
    expect(matchPage(pages, '/blueprint/courses/autocad/')).toBe(pages[1]);
    expect(matchPage(pages, '/courses/autocad/extra')).toBeUndefined();
  });

  it('matches a nested page at its own path and every path under it, and nothing beside it', () => {
    const pages = [{ path: 'dashboard', nested: true }, { path: 'dashboards' }];
    expect(matchPage(pages, '/dashboard')).toBe(pages[0]);
    expect(matchPage(pages, '/dashboard/messages')).toBe(pages[0]);
    expect(matchPage(pages, '/blueprint/dashboard/team/')).toBe(pages[0]);
    expect(matchPage(pages, '/dashboards')).toBe(pages[1]);
    expect(matchPage(pages.slice(0, 1), '/dashboardx')).toBeUndefined();
    expect(routePattern(pages[0]!)).toBe('dashboard/*');
    expect(routePattern(pages[1]!)).toBe('dashboards');
  });
});
