import { fragmentIndexSchema, pageBodySchema, parseFragmentIndex, renderedPageSchema, sitemapOf } from './fragments.ts';

const page = (path: string, canonicalPath: string, { module = 'CourseDetails', status = 200 } = {}) => ({
  path,
  module,
  status,
  canonicalPath,
});

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
    const pages = [
      page('/courses/autocad', 'courses/autocad'),
      page('/courses/tekla-structures', 'courses/tekla-structures'),
    ];
    expect(sitemapOf(pages)).toContain('/courses/tekla-structures');
  });

  it("leaves a remote's pages to the remote: the shell lists only its own", () => {
    expect(
      sitemapOf([
        page('/privacy', 'privacy', { module: 'shell' }),
        page('/about', 'about', { module: 'marketing/About' }),
      ]),
    ).toEqual(['/privacy']);
  });

  it('lists the home page as /', () => {
    expect(sitemapOf([page('/', '', { module: 'Home' }), page('/home', '', { module: 'Home' })])).toEqual(['/']);
  });
});

const entry = {
  module: 'About',
  status: 200,
  title: 'About Us | Blueprint Academy',
  description: 'Who we are.',
  canonicalPath: 'about',
  files: { light: 'about.html', dark: 'about.dark.html' },
  image: 'og/about.1a2b3c4d5e.png',
  structuredData: [{ '@type': 'Organization' }],
};

describe("a build's fragments index", () => {
  const index = {
    build: 'a1b2',
    pages: { '/about': entry },
    sitemap: ['/about'],
    remoteEntry: 'remoteEntry.js',
    modules: { About: { js: ['about.js'], async: [], css: [] } },
  };

  it('takes what a remote publishes, and the shell’s own (no chunks to name)', () => {
    expect(fragmentIndexSchema.parse(index)).toEqual(index);
    expect(
      fragmentIndexSchema.safeParse({
        build: 'shell-1',
        pages: { '/privacy': { ...entry, module: 'shell' } },
        sitemap: ['/privacy'],
      }).success,
    ).toBe(true);
  });

  it('refuses an index a page server could not use: no build, a page without its files, a status that is not one', () => {
    expect(fragmentIndexSchema.safeParse({ ...index, build: '' }).success).toBe(false);
    expect(
      fragmentIndexSchema.safeParse({ ...index, pages: { '/about': { ...entry, files: { light: 'about.html' } } } })
        .success,
    ).toBe(false);
    expect(fragmentIndexSchema.safeParse({ ...index, pages: { '/about': { ...entry, status: '200' } } }).success).toBe(
      false,
    );
    expect(
      fragmentIndexSchema.safeParse({ ...index, pages: { '/about': { ...entry, structuredData: ['Organization'] } } })
        .success,
    ).toBe(false);
  });

  it('says where an index does not fit', () => {
    expect(() => parseFragmentIndex({ ...index, pages: { '/about': { ...entry, status: '200' } } })).toThrow(
      /^the fragments index does not fit the contract \(pages\.\/about\.status: /,
    );
  });

  it("checks a server bundle's rendered page: its parts in both themes", () => {
    const { files: _files, image: _image, ...facts } = entry;
    const parts = {
      html: ['<h1 class="css-a1">About</h1><img src="', 'assets/a.0123456789.svg" alt="">'],
      styles: [{ id: 'a1', css: '.css-a1{margin:0}' }],
      globalStyles: [],
    };
    const html = { light: parts, dark: parts };
    expect(renderedPageSchema.safeParse({ path: '/about', ...facts, html }).success).toBe(true);
    expect(renderedPageSchema.safeParse({ ...facts, html }).success).toBe(false);
    // HTML text alone is not a page's parts: the page server edits no HTML.
    expect(
      renderedPageSchema.safeParse({
        path: '/about',
        ...facts,
        html: { light: '<h1>About</h1>', dark: '<h1>About</h1>' },
      }).success,
    ).toBe(false);
    expect(pageBodySchema.safeParse({ ...parts, styles: ['.css-a1{margin:0}'] }).success).toBe(false);
  });
});
