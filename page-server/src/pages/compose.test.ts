// The shell's server composing a remote's published page HTML (fragments.ts, compose-page.ts), against a
// real remote server on a temporary folder laid out as a remote's build publishes it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BUILD_FILES } from '@blueprint/contract/page-server';
import { pageParts } from '../testing/page-parts';
import { createPageServer, type PageServerOptions } from '../app';

const PAGES = [
  { path: 'internship', remote: 'internship', module: 'Landing' },
  { path: 'courses/:courseName', remote: 'catalog', module: 'CourseDetails' },
  { path: 'dashboard', remote: 'dashboard', module: 'Dashboard', private: true },
];

/** What the landing page's build recorded about it: its preview card and its JSON-LD, written against the stand-in origin. */
const LANDING_FACTS = {
  canonicalPath: 'internship',
  image: 'og/internship.0123456789.png',
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Internship </script>',
      url: 'https://public-origin.invalid/internship',
      image: `${BUILD_FILES}assets/hero.0123456789.webp`,
    },
  ],
};

const landingIn = (section: string) =>
  `${section}<h1>Internship cum Final Year Project Program</h1><img src="${BUILD_FILES}assets/hero.0123456789.webp" alt="" loading="lazy"><label for="n">Full Name</label></section>`;
const LANDING = landingIn('<section>');
/** The same page in the dark theme, told apart by a class. */
const DARK_LANDING = landingIn('<section class="dark">');

/** An index's pages as a build writes them: each with its address without the base. */
const indexed = (pages: Record<string, object>) =>
  Object.fromEntries(
    Object.entries(pages).map(([key, entry]) => [
      key,
      { canonicalPath: key.replace(/^\/(blueprint\/?)?/, ''), ...entry },
    ]),
  );

/** Writes a remote's build output: its manifest and its published pages. */
function publish(
  dir: string,
  { build, landing = LANDING, sitemap = ['/internship'] }: { build: string; landing?: string; sitemap?: string[] },
) {
  mkdirSync(path.join(dir, 'fragments', 'courses'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'fragments', 'internship.json'), pageParts(landing));
  writeFileSync(
    path.join(dir, 'fragments', 'internship.dark.json'),
    pageParts(landing === LANDING ? DARK_LANDING : landing),
  );
  writeFileSync(path.join(dir, 'fragments', 'courses', '_courseName.json'), pageParts('<h1>Course Not Found</h1>'));
  const page = (file: string, module: string, status: number, title: string) => ({
    files: { light: file, dark: file.replace('internship.json', 'internship.dark.json') },
    module,
    status,
    title,
    description: `${title}: about it`,
  });
  writeFileSync(
    path.join(dir, 'fragments', 'index.json'),
    JSON.stringify({
      build,
      remoteEntry: 'remoteEntry.js',
      sitemap,
      pages: indexed({
        '/internship': {
          ...page('internship.json', 'Landing', 200, 'Internship | Blueprint Academy'),
          ...LANDING_FACTS,
        },
        '/blueprint/internship': {
          ...page('internship.json', 'Landing', 200, 'Internship | Blueprint Academy'),
          ...LANDING_FACTS,
        },
        '/courses/:courseName': page(
          'courses/_courseName.json',
          'CourseDetails',
          404,
          'Course Not Found | Blueprint Academy',
        ),
        '/blueprint/courses/:courseName': page(
          'courses/_courseName.json',
          'CourseDetails',
          404,
          'Course Not Found | Blueprint Academy',
        ),
      }),
      modules: {
        Landing: { js: ['__federation_expose_Landing.0123456789.js'], async: [], css: [] },
        CourseDetails: { js: [], async: [], css: [] },
      },
    }),
  );
}

type Closable = { close(): Promise<unknown> };
const servers: Closable[] = [];
const dirs: string[] = [];

/** Starts a page server on a free port and gives its origin. */
async function listen(options: PageServerOptions) {
  const server = await createPageServer(options);
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

/** A plain HTTP server (a remote that hangs), on a free port. */
async function listenPlain(server: http.Server) {
  servers.push({ close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  dirs.push(dir);
  return dir;
}

const layoutIn = (header: string) =>
  `${header}Blueprint Academy</header><main id="main"><!--$--><template data-page-slot=""></template><!--/$--></main><footer>Footer</footer>`;
const LAYOUT = layoutIn('<header>');

/** The shell's build's render of its layout (shell/src/server.tsx): per path, the remote module whose page goes in its slot. */
function publishLayout(
  root: string,
  modules: Record<string, string> = {
    '/internship': 'internship/Landing',
    '/courses/:courseName': 'catalog/CourseDetails',
  },
) {
  mkdirSync(path.join(root, 'fragments'), { recursive: true });
  writeFileSync(path.join(root, 'fragments', 'layout.json'), pageParts(LAYOUT));
  writeFileSync(path.join(root, 'fragments', 'layout.dark.json'), pageParts(layoutIn('<header class="dark">')));
  writeFileSync(
    path.join(root, 'fragments', 'privacy.json'),
    pageParts('<header>Blueprint Academy</header><main id="main"><h1>Privacy Policy</h1></main>'),
  );
  const entry = (module: string, file = 'layout') => ({
    files: { light: `${file}.json`, dark: file === 'layout' ? 'layout.dark.json' : `${file}.json` },
    module,
    status: 200,
    title: 'Blueprint Academy',
    description: '',
  });
  const pages: Record<string, object> = {};
  for (const [pagePath, module] of Object.entries(modules)) {
    pages[pagePath] = entry(module);
    pages[`/blueprint${pagePath}`] = entry(module);
  }
  pages['/privacy'] = {
    ...entry('shell', 'privacy'),
    title: 'Privacy Policy | Blueprint Academy',
    description: 'How we use your data.',
  };
  writeFileSync(
    path.join(root, 'fragments', 'not-found.json'),
    pageParts('<header>Blueprint Academy</header><main id="main"><h1>Page not found</h1></main>'),
  );
  pages['/*'] = { ...entry('shell', 'not-found'), status: 404, title: 'Page not found | Blueprint Academy' };
  writeFileSync(
    path.join(root, 'fragments', 'index.json'),
    JSON.stringify({ build: 'shell-1', pages: indexed(pages), sitemap: ['/privacy'] }),
  );
}

/**
 * A shell whose run-time config points every remote at `remoteOrigin`. Its budget for a remote's page is
 * generous unless a test is about the budget: a loaded machine can take longer than 300 ms to answer here.
 */
async function startShell(
  remoteOrigin: string,
  {
    layout = true,
    publicOrigin,
    fragmentBudgetMs = 2000,
    ...options
  }: { layout?: boolean | Record<string, string>; publicOrigin?: string } & Partial<PageServerOptions> = {},
) {
  const root = tempDir();
  if (layout) publishLayout(root, layout === true ? undefined : layout);
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Blueprint Academy</title><meta name=description content="x"></head><body><noscript>JS needed</noscript><div id=root></div></body></html>',
  );
  writeFileSync(path.join(root, 'remote-pages.json'), JSON.stringify(PAGES));
  const manifest = `${remoteOrigin}/mf-manifest.json`;
  writeFileSync(
    path.join(root, 'runtime-config.json'),
    JSON.stringify({
      apiUrl: 'http://127.0.0.1:9',
      remotes: { marketing: manifest, catalog: manifest, internship: manifest, dashboard: manifest },
      ...(publicOrigin ? { publicOrigin } : {}),
    }),
  );
  return listen({
    root,
    runtimeConfigFile: path.join(root, 'runtime-config.json'),
    env: {},
    logger: { warn: () => {}, error: () => {} },
    fragmentBudgetMs,
    ...options,
  });
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the shell composing a remote page', () => {
  it('inlines the page with its head, its scripts preloaded and its files on the remote', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const remote = await listen({ root: remoteDir, env: {} });
    const shell = await startShell(remote);

    const response = await fetch(`${shell}/blueprint/internship`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(
      '<div id="root" data-theme="light" data-server-page="internship/Landing"><header>Blueprint Academy</header><main id="main"><!--$--><section><h1>Internship cum Final Year Project Program</h1>',
    );
    expect(html).toContain('</section><!--/$--></main><footer>Footer</footer></div>');
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<title>Internship | Blueprint Academy</title>');
    expect(html).toContain('<meta name="description" content="Internship | Blueprint Academy: about it">');
    expect(html).toContain(`<link rel="canonical" href="${shell}/internship">`);
    expect(html).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${remote}/remoteEntry.js">`);
    expect(html).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="${remote}/__federation_expose_Landing.0123456789.js">`,
    );
    expect(html).toContain(`<img src="${remote}/assets/hero.0123456789.webp" alt="" loading="lazy">`);
    expect(html).not.toContain('JS needed');
  });

  it("serves the page in the visitor's theme, as its theme cookie says", async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    const dark = await fetch(`${shell}/internship`, { headers: { cookie: 'consent=yes; theme=dark' } });
    const darkHtml = await dark.text();
    expect(darkHtml).toContain(
      '<div id="root" data-theme="dark" data-server-page="internship/Landing"><header class="dark">',
    );
    expect(darkHtml).toContain('<section class="dark"><h1>');
    expect(dark.headers.get('vary')).toMatch(/^Cookie, accept-encoding$/i);
    expect(await (await fetch(`${shell}/internship`, { headers: { cookie: 'theme=light' } })).text()).toContain(
      'data-theme="light" data-server-page="internship/Landing"><header>',
    );
  });

  it('answers a name the catalogue does not know with its not-found page and 404', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    const response = await fetch(`${shell}/courses/no-such-course`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Course Not Found</h1>');
  });

  it('serves a redeployed remote page on the next request, without a restart', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    expect(await (await fetch(`${shell}/internship`)).text()).toContain('Internship cum Final Year Project Program');
    publish(remoteDir, { build: 'second', landing: '<h1>Summer Internship 2027</h1>' });
    expect(await (await fetch(`${shell}/internship`)).text()).toContain('<h1>Summer Internship 2027</h1>');
  });

  it('serves the page without the remote HTML when the remote hangs past the budget, or is down', async () => {
    const hung = await listenPlain(http.createServer(() => {}));
    const shell = await startShell(hung, { fragmentBudgetMs: 200 });
    const started = Date.now();
    const response = await fetch(`${shell}/internship`);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('<title>Blueprint Academy</title>');

    const down = await startShell('http://127.0.0.1:9');
    expect(await (await fetch(`${down}/internship`)).text()).toContain('<div id=root></div>');
  });

  it('serves the page as it last had it when the remote turns slower than the budget, not a page without content', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const remote = await listen({ root: remoteDir, env: {} });
    let slow = false;
    // The remote behind a link that can turn slow: past the budget, not down.
    const link = await listenPlain(http.createServer((request, response) => void relay(request, response)));
    async function relay(request: http.IncomingMessage, response: http.ServerResponse) {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        const answer = await fetch(`${remote}${request.url}`, {
          headers: { 'if-none-match': request.headers['if-none-match'] ?? '' },
        });
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        response.destroy(); // the test is over and the remote closed
      }
    }
    const shell = await startShell(link, { fragmentBudgetMs: 300 });
    expect(await (await fetch(`${shell}/internship`)).text()).toContain('Internship cum Final Year Project Program');
    slow = true;
    const html = await (await fetch(`${shell}/internship`)).text();
    expect(html).toContain('Internship cum Final Year Project Program');
  });

  it("leaves the page to the browser when the remote's index does not fit the contract, and says why", async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const indexFile = path.join(remoteDir, 'fragments', 'index.json');
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages: Record<string, { files?: unknown }> };
    delete index.pages['/internship']?.files;
    writeFileSync(indexFile, JSON.stringify(index));
    const warnings: string[] = [];
    const shell = await startShell(await listen({ root: remoteDir, env: {} }), {
      logger: { warn: (line: string) => warnings.push(line), error: () => {} },
    });
    const response = await fetch(`${shell}/internship`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id=root></div>');
    expect(warnings.join('\n')).toMatch(
      /no server HTML from .*mf-manifest\.json \(the fragments index does not fit the contract \(pages\.\/internship\.files: /,
    );
  });

  it('reaches a remote at its internal address, and points browsers at its public one', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const remote = await listen({ root: remoteDir, env: {} });
    const shell = await startShell('https://internship.example', { env: { INTERNSHIP_INTERNAL_URL: remote } });
    const html = await (await fetch(`${shell}/internship`)).text();
    expect(html).toContain('<h1>Internship cum Final Year Project Program</h1>');
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="https://internship.example/remoteEntry.js">',
    );
    expect(html).toContain('src="https://internship.example/assets/hero.0123456789.webp"');
  });

  it("serves the shell's own pages whole, with their head", async () => {
    const shell = await startShell('http://127.0.0.1:9');
    const html = await (await fetch(`${shell}/privacy`)).text();
    expect(html).toContain(
      '<div id="root" data-theme="light" data-server-page="shell"><header>Blueprint Academy</header><main id="main"><h1>Privacy Policy</h1>',
    );
    expect(html).toContain('<title>Privacy Policy | Blueprint Academy</title>');
    expect(html).toContain(`<link rel="canonical" href="${shell}/privacy">`);
  });

  it('answers a path nothing serves with the shell\'s "Page not found" and 404', async () => {
    const shell = await startShell('http://127.0.0.1:9');
    const response = await fetch(`${shell}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<main id="main"><h1>Page not found</h1></main>');
    expect(html).toContain('<title>Page not found | Blueprint Academy</title>');
    // A page of a remote is never answered with it, even when its HTML did not come (here: the remote is down).
    const remotePage = await fetch(`${shell}/internship`);
    expect(remotePage.status).toBe(200);
    expect(await remotePage.text()).toContain('<div id=root></div>');
  });

  it('leaves the page to the browser when the layout was rendered for another module, or there is no layout', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const remote = await listen({ root: remoteDir, env: {} });
    // The shell's build knows another module at this path than the remote's build now renders there.
    const other = await startShell(remote, { layout: { '/internship': 'internship/Programs' } });
    expect(await (await fetch(`${other}/internship`)).text()).toContain('<div id=root></div>');
    const none = await startShell(remote, { layout: false });
    expect(await (await fetch(`${none}/internship`)).text()).toContain('<div id=root></div>');
  });

  it('leaves a page no remote renders on the server (the dashboard) to the browser', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    const response = await fetch(`${shell}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id=root></div>');
  });
});

describe('a page chosen by its address, or with a way back', () => {
  /** The remote's build with the landing page's variants and a course page that has a way back, rendered per visit by its server bundle. */
  function publishChoicesAndWayBack(dir: string) {
    publish(dir, { build: 'b1' });
    writeFileSync(
      path.join(dir, 'fragments', 'internship.program-civil.json'),
      pageParts('<h1>Internship</h1><p>Program: Civil</p>'),
    );
    writeFileSync(
      path.join(dir, 'fragments', 'courses', 'autocad.json'),
      pageParts('<h1>AutoCAD</h1><form action="/courses"></form>'),
    );
    const indexFile = path.join(dir, 'fragments', 'index.json');
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
      pages: Record<string, { files: object; choices?: string[] }>;
    };
    const landing = index.pages['/internship']!;
    landing.choices = ['program', 'course'];
    index.pages['/internship?program=civil'] = {
      ...landing,
      choices: undefined,
      files: { light: 'internship.program-civil.json', dark: 'internship.program-civil.json' },
    };
    index.pages['/courses/autocad'] = {
      ...index.pages['/courses/:courseName']!,
      status: 200,
      files: { light: 'courses/autocad.json', dark: 'courses/autocad.json' },
      back: '/courses',
    } as never;
    writeFileSync(indexFile, JSON.stringify(index));
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(
      path.join(dir, '.server', 'server.cjs'),
      'exports.handleRequest = async (r) => r.previous ? { status: 200, page: { html: ["<h1>AutoCAD</h1><form action=\\"" + r.previous + "\\"></form>"], styles: [], globalStyles: [] } } : null;',
    );
  }

  it('serves the variant the query chooses, whatever else the query holds, and the plain page for any other choice', async () => {
    const remoteDir = tempDir();
    publishChoicesAndWayBack(remoteDir);
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    expect(await (await fetch(`${shell}/internship?utm_source=mail&program=civil`)).text()).toContain(
      '<p>Program: Civil</p>',
    );
    const other = await (await fetch(`${shell}/internship?program=aerospace`)).text();
    expect(other).toContain('Internship cum Final Year Project Program');
    expect(other).not.toContain('Program: Civil');
  });

  it("renders a page's way back to the visitor's previous page on this site, and leaves it to the published page otherwise", async () => {
    const remoteDir = tempDir();
    publishChoicesAndWayBack(remoteDir);
    const shell = await startShell(await listen({ root: remoteDir, env: {} }));
    const from = (referer?: string) => fetch(`${shell}/courses/autocad`, { headers: referer ? { referer } : {} });
    const visit = await from(`${shell}/about?x=1`);
    expect(await visit.text()).toContain('<form action="/about"></form>');
    expect(visit.headers.get('cache-control')).toBe('private, no-store');
    for (const referer of [
      undefined,
      'https://elsewhere.example/about',
      `${shell}/courses`,
      `${shell}/courses/autocad`,
    ]) {
      const page = await from(referer);
      expect(await page.text()).toContain('<form action="/courses"></form>');
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
    }
  });
});

describe('what search engines and link previews read', () => {
  it('gives a page its link preview and its JSON-LD on the public origin, the card on its remote', async () => {
    const remoteDir = tempDir();
    publish(remoteDir, { build: 'b1' });
    const remote = await listen({ root: remoteDir, env: {} });
    const shell = await startShell(remote, { publicOrigin: 'https://www.blueprint.example' });
    const html = await (await fetch(`${shell}/blueprint/internship`)).text();
    expect(html).toContain('<link rel="canonical" href="https://www.blueprint.example/internship">');
    expect(html).toContain('<meta property="og:url" content="https://www.blueprint.example/internship">');
    expect(html).toContain('<meta property="og:title" content="Internship | Blueprint Academy">');
    expect(html).toContain('<meta property="og:description" content="Internship | Blueprint Academy: about it">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain(`<meta property="og:image" content="${remote}/og/internship.0123456789.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The stand-in origin replaced, the remote's file on the remote, and no way to close the script early.
    expect(html).toContain(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Course","name":"Internship \\u003c/script>","url":"https://www.blueprint.example/internship","image":"${remote}/assets/hero.0123456789.webp"}</script>`,
    );
    expect(html).not.toContain('public-origin.invalid');
  });

  it('uses the origin the request came to when no public origin is configured', async () => {
    const shell = await startShell('http://127.0.0.1:9');
    const html = await (await fetch(`${shell}/privacy`)).text();
    expect(html).toContain(`<meta property="og:url" content="${shell}/privacy">`);
    expect(await (await fetch(`${shell}/robots.txt`)).text()).toContain(`Sitemap: ${shell}/sitemap.xml`);
  });

  it('keeps crawlers out of the staff pages under both path forms, and names the sitemap', async () => {
    const shell = await startShell('http://127.0.0.1:9', { publicOrigin: 'https://www.blueprint.example' });
    const response = await fetch(`${shell}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /blueprint/dashboard\n\nSitemap: https://www.blueprint.example/sitemap.xml\n',
    );
  });

  it("joins the shell's and each remote's pages into the sitemap, and follows a remote's redeploy at once", async () => {
    const remoteDir = tempDir();
    // A list that names a staff page and a page twice: neither gets into the sitemap.
    publish(remoteDir, { build: 'b1', sitemap: ['/internship', '/courses/autocad', '/internship', '/dashboard'] });
    const shell = await startShell(await listen({ root: remoteDir, env: {} }), {
      publicOrigin: 'https://www.blueprint.example',
    });
    const locs = async () =>
      [...(await (await fetch(`${shell}/sitemap.xml`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
        (match) => match[1],
      );
    expect(await locs()).toEqual([
      'https://www.blueprint.example/privacy',
      'https://www.blueprint.example/internship',
      'https://www.blueprint.example/courses/autocad',
    ]);

    publish(remoteDir, { build: 'b2', sitemap: ['/internship', '/courses/autocad', '/courses/tekla'] });
    expect(await locs()).toContain('https://www.blueprint.example/courses/tekla');
  });

  it('answers 503 rather than a sitemap without the pages of a remote that is down', async () => {
    const shell = await startShell('http://127.0.0.1:9');
    const response = await fetch(`${shell}/sitemap.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
