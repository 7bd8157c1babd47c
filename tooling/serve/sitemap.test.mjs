// Which pages a build lists for search engines, and the sitemap and robots.txt the shell's server makes.
import { robotsTxt, sitemapOf, sitemapPaths, sitemapXml } from './sitemap.mjs';

const page = (path, canonicalPath, { module = 'CourseDetails', status = 200 } = {}) => ({ path, module, status, canonicalPath });

describe('sitemapOf (a build’s list)', () => {
  it('lists each page at its own canonical address once: not under /blueprint, not an alias, not a fallback', () => {
    const pages = [
      page('/courses', 'courses', { module: 'Browse' }),
      page('/blueprint/courses', 'courses', { module: 'Browse' }),
      page('/courses/autocad', 'courses/autocad'),
      page('/blueprint/courses/autocad', 'courses/autocad'),
      // An alias shows AutoCAD's page, whose address is its own.
      page('/autocad-mechanical', 'courses/autocad'),
      page('/courses/:courseName', 'courses/__no-such-page__', { status: 404 }),
    ];
    expect(sitemapOf(pages)).toEqual(['/courses', '/courses/autocad']);
  });

  it('lists a course added to the catalogue: its page is one more rendered page', () => {
    const pages = [page('/courses/autocad', 'courses/autocad'), page('/courses/tekla-structures', 'courses/tekla-structures')];
    expect(sitemapOf(pages)).toContain('/courses/tekla-structures');
  });

  it("leaves a remote's pages to the remote: the shell lists only its own", () => {
    expect(sitemapOf([page('/privacy', 'privacy', { module: 'shell' }), page('/about', 'about', { module: 'marketing/About' })])).toEqual(['/privacy']);
  });

  it('lists the home page as /', () => {
    expect(sitemapOf([page('/', '', { module: 'Home' }), page('/home', '', { module: 'Home' })])).toEqual(['/']);
  });
});

describe('the sitemap and robots.txt', () => {
  const routes = [{ path: 'dashboard', private: true }, { path: 'about' }];

  it('joins the lists without duplicates or staff pages, on the public origin', () => {
    const paths = sitemapPaths([['/privacy'], ['/', '/about', '/dashboard', '/blueprint/dashboard'], ['/about']], routes);
    expect(paths).toEqual(['/privacy', '/', '/about']);
    expect(sitemapXml('https://x.example', paths)).toContain('<url><loc>https://x.example/about</loc></url>');
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://x.example', ['/a&b'])).toContain('<loc>https://x.example/a&amp;b</loc>');
  });

  it('disallows each staff page bare and under the base', () => {
    expect(robotsTxt('https://x.example', routes, '/blueprint')).toBe('User-agent: *\nDisallow: /dashboard\nDisallow: /blueprint/dashboard\n\nSitemap: https://x.example/sitemap.xml\n');
  });
});
