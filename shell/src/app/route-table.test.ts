import { REMOTE_PAGES, remotePageFor } from './route-table';

describe('remotePageFor', () => {
  it.each([
    ['/', 'marketing/Home'],
    ['/blueprint', 'marketing/Home'],
    ['/blueprint/', 'marketing/Home'],
    ['/home', 'marketing/Home'],
    ['/blueprint/about', 'marketing/About'],
    ['/contact/', 'marketing/Contact'],
    ['/courses', 'catalog/Browse'],
    ['/blueprint/courses/autocad', 'catalog/CourseDetails'],
    ['/internship', 'internship/Landing'],
    ['/internship/it', 'internship/ItPrograms'],
    ['/dashboard', 'dashboard/Dashboard'],
  ])('%s → %s', (path, expected) => {
    const page = remotePageFor(path);
    expect(page && `${page.remote}/${page.module}`).toBe(expected);
  });

  it.each(['/privacy', '/courses/autocad/extra', '/blueprintx', '/nope'])('%s belongs to no remote', (path) => {
    expect(remotePageFor(path)).toBeUndefined();
  });

  it('covers every page of the spec', () => {
    expect(REMOTE_PAGES.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '',
        'home',
        'about',
        'contact',
        'blog',
        'courses',
        'courses/:courseName',
        'internship',
        'internship/it',
        'dashboard',
      ]),
    );
  });
});
