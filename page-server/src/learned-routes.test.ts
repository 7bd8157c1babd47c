// The shell's server learning the site's pages from what the live remote publishes (learned-routes.ts), against
// a real remote server on a temporary folder laid out as a catalog build publishes it: server-side composition,
// 404s and the sitemap follow the remote's route list, with no shell rebuild or restart.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageParts } from './testing/page-parts';
import type { RouteList } from '@blueprint/contract/route-list';
import { createPageServer, type PageServerOptions } from './app';

const dirs: string[] = [];
const servers: Array<{ close(): Promise<unknown> }> = [];

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'learned-routes-'));
  dirs.push(dir);
  return dir;
}

async function listen(options: PageServerOptions) {
  const server = await createPageServer({ env: {}, logger: { warn: () => {}, error: () => {} }, ...options });
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, module: string, sitemap = true) => ({ path, module, title: module, sitemap });
const COURSES: RouteList = {
  pages: [page('courses', 'Browse')],
  navigation: [{ label: 'Courses', path: 'courses', order: 20, menu: 'navigation' }],
};
const WITH_CERTIFICATIONS: RouteList = {
  pages: [...COURSES.pages, page('certifications', 'Certifications')],
  navigation: COURSES.navigation,
};

/** A catalog build: its manifest, its route list (when given), and its pages' HTML with their index. */
function publishCatalog(dir: string, build: string, list: RouteList | null) {
  mkdirSync(path.join(dir, 'fragments'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  rmSync(path.join(dir, 'routes.json'), { force: true });
  if (list) writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(list));
  const entry = (file: string, module: string, canonicalPath: string) => ({
    files: { light: file, dark: file },
    module,
    status: 200,
    title: `${module} | Blueprint Academy`,
    description: module,
    canonicalPath,
  });
  writeFileSync(path.join(dir, 'fragments', 'courses.json'), pageParts('<h1>Browse Courses by Provider</h1>'));
  writeFileSync(path.join(dir, 'fragments', 'certifications.json'), pageParts('<h1>Certifications</h1>'));
  // The index lists the page whatever the route list says: what is served and listed follows the list.
  writeFileSync(
    path.join(dir, 'fragments', 'index.json'),
    JSON.stringify({
      build,
      remoteEntry: 'remoteEntry.js',
      sitemap: ['/courses', '/certifications'],
      pages: {
        '/courses': entry('courses.json', 'Browse', 'courses'),
        '/certifications': entry('certifications.json', 'Certifications', 'certifications'),
        '/blueprint/certifications': entry('certifications.json', 'Certifications', 'certifications'),
      },
    }),
  );
}

const LAYOUT =
  '<header>Blueprint Academy</header><main id="main"><!--$--><template data-page-slot=""></template><!--/$--></main>';

/** A shell build made before the catalog had /certifications: its compiled-in table and layouts know only /courses. */
function shellBuild(catalogOrigin: string) {
  const root = tempDir();
  mkdirSync(path.join(root, 'fragments'), { recursive: true });
  writeFileSync(path.join(root, 'fragments', 'layout.json'), pageParts(LAYOUT));
  writeFileSync(
    path.join(root, 'fragments', 'not-found.json'),
    pageParts('<header>Blueprint Academy</header><main id="main"><h1>Page not found</h1></main>'),
  );
  const entry = (file: string, module: string, status = 200) => ({
    files: { light: file, dark: file },
    module,
    status,
    title: 'Blueprint Academy',
    description: '',
    canonicalPath: '',
  });
  writeFileSync(
    path.join(root, 'fragments', 'index.json'),
    JSON.stringify({
      build: 'shell-1',
      sitemap: [],
      pages: {
        '/courses': entry('layout.json', 'catalog/Browse'),
        '/*/*': entry('layout.json', '*/*'),
        '/blueprint/*/*': entry('layout.json', '*/*'),
        '/*': entry('not-found.json', 'shell', 404),
      },
    }),
  );
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Blueprint Academy</title><meta name=description content="x"></head><body><div id=root></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'remote-pages.json'),
    JSON.stringify([{ path: 'courses', remote: 'catalog', module: 'Browse' }]),
  );
  writeFileSync(
    path.join(root, 'runtime-config.json'),
    JSON.stringify({
      apiUrl: 'http://127.0.0.1:9',
      publicOrigin: 'https://www.blueprint.example',
      remotes: { catalog: `${catalogOrigin}/mf-manifest.json` },
    }),
  );
  return root;
}

async function system(list: RouteList | null) {
  const catalogDir = tempDir();
  publishCatalog(catalogDir, 'b1', list);
  const catalog = await listen({ root: catalogDir });
  // Asked again on every request, so a test sees a new release at once.
  const shellRoot = shellBuild(catalog);
  const shell = await listen({
    root: shellRoot,
    runtimeConfigFile: path.join(shellRoot, 'runtime-config.json'),
    routeListTtlMs: 0,
    fragmentBudgetMs: 2000,
  });
  const sitemap = async () =>
    [...(await (await fetch(`${shell}/sitemap.xml`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  return {
    shell,
    sitemap,
    release: (build: string, next: RouteList | null) => publishCatalog(catalogDir, build, next),
  };
}

describe('the pages the shell learns from the live remotes', () => {
  it('serves a page a remote published after the shell was built: 200, its server HTML in the layout around any remote page', async () => {
    const { shell } = await system(WITH_CERTIFICATIONS);
    for (const pathname of ['/certifications', '/blueprint/certifications']) {
      const response = await fetch(`${shell}${pathname}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        '<div id="root" data-theme="light" data-server-page="catalog/Certifications"><header>Blueprint Academy</header><main id="main"><!--$--><h1>Certifications</h1>',
      );
      expect(html).toContain('<title>Certifications | Blueprint Academy</title>');
      // The browser routes by the same lists the page was served with.
      expect(html).toContain('<script type="application/json" id="blueprint-route-lists">{"catalog":{"pages":[');
      expect(html).toContain('"path":"certifications","module":"Certifications"');
    }
  });

  it('answers 404 with "Page not found" for a path no remote publishes, and for a page a release removed', async () => {
    const { shell, release } = await system(WITH_CERTIFICATIONS);
    const unknown = await fetch(`${shell}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Page not found</h1>');
    expect((await fetch(`${shell}/certifications`)).status).toBe(200);

    release('b2', COURSES);
    const removed = await fetch(`${shell}/certifications`);
    expect(removed.status).toBe(404);
    expect(await removed.text()).toContain('<h1>Page not found</h1>');
    expect((await fetch(`${shell}/courses`)).status).toBe(200);
  });

  it('lists in the sitemap the pages the remotes’ lists have and want listed, following a release at once', async () => {
    const { sitemap, release } = await system(WITH_CERTIFICATIONS);
    expect(await sitemap()).toEqual([
      'https://www.blueprint.example/courses',
      'https://www.blueprint.example/certifications',
    ]);
    release('b2', COURSES);
    expect(await sitemap()).toEqual(['https://www.blueprint.example/courses']);
    release('b3', {
      ...WITH_CERTIFICATIONS,
      pages: [page('courses', 'Browse'), page('certifications', 'Certifications', false)],
    });
    expect(await sitemap()).toEqual(['https://www.blueprint.example/courses']);
  });

  it('falls back to the table compiled into the shell for a remote that publishes no list', async () => {
    const { shell, sitemap } = await system(null);
    expect((await fetch(`${shell}/courses`)).status).toBe(200);
    expect((await fetch(`${shell}/certifications`)).status).toBe(404);
    expect(await sitemap()).toEqual(['https://www.blueprint.example/courses']);
    expect(await (await fetch(`${shell}/courses`)).text()).not.toContain('id="blueprint-route-lists">{"catalog"');
  });
});
