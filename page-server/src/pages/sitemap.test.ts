// The sitemap and robots.txt the shell's server makes from the lists the builds publish.
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

describe('the sitemap and robots.txt', () => {
  const routes = [{ path: 'dashboard', private: true }, { path: 'about' }];

  it('joins the lists without duplicates or staff pages, on the public origin', () => {
    const paths = sitemapPaths(
      [['/privacy'], ['/', '/about', '/dashboard', '/blueprint/dashboard'], ['/about']],
      routes,
    );
    expect(paths).toEqual(['/privacy', '/', '/about']);
    expect(sitemapXml('https://x.example', paths)).toContain('<url><loc>https://x.example/about</loc></url>');
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://x.example', ['/a&b'])).toContain('<loc>https://x.example/a&amp;b</loc>');
  });

  it('disallows each staff page bare and under the base', () => {
    expect(robotsTxt('https://x.example', routes, '/blueprint')).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /blueprint/dashboard\n\nSitemap: https://x.example/sitemap.xml\n',
    );
  });
});
