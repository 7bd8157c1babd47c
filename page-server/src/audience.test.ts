// Who gets which release (docs/decisions/2026-12-07-canary-and-preview.md), against a fake API whose live map
// has a 50% canary of the catalog, a catalog server that serves every release from it, and two shell servers:
// the cohort cookie, the crawler's stable site, a site that agrees with itself for one cookie, the admin's
// preview with its badge and its way out, and the page loads reported to the API.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signPreview } from '@blueprint/contract/preview-token';
import type { RouteList } from '@blueprint/contract/route-list';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { createPageServer, type PageServerOptions } from './app';
import { createPageLoadReporter } from './releases/page-loads';
import { createReleases } from './releases/releases';
import { startFakeReleaseApi, type FakeReleaseApi } from './testing/fake-release-api';
import { pageParts } from './testing/page-parts';

const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';
const PREVIEWED = '20261207-120000-cccccccccccc';
const SECRET = 'a secret the API and the page servers share';
/** Nothing listens there: the other remotes are not reached. */
const NOWHERE = 'http://127.0.0.1:9';
const quiet = { warn() {}, info() {}, error() {} };

let dir: string;
let api: FakeReleaseApi;
let catalog: string;
const servers: FastifyInstance[] = [];

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const listed = (pagePath: string, module: string) => ({ path: pagePath, module, title: module, sitemap: true });

/** A catalog release as `npm run publish` sends it: its pages' parts, its route list, its server bundle. */
function catalogRelease(id: string, withCertifications: boolean) {
  const entry = (file: string, module: string, canonicalPath: string) => ({
    files: { light: file, dark: file },
    module,
    status: 200,
    title: `${module} of ${id}`,
    description: module,
    canonicalPath,
  });
  const list: RouteList = {
    pages: [listed('courses', 'Browse'), ...(withCertifications ? [listed('certifications', 'Certifications')] : [])],
    navigation: [],
  };
  return {
    'mf-manifest.json': JSON.stringify({ id }),
    'remoteEntry.js': `var catalog = ${JSON.stringify(id)}`,
    'routes.json': JSON.stringify(list),
    'release.json': JSON.stringify({ remote: 'catalog', release: id, commit: 'abc', builtAt: '2026-12-07T10:00:00Z' }),
    'fragments/index.json': JSON.stringify({
      build: id,
      remoteEntry: 'remoteEntry.js',
      sitemap: ['/courses', '/certifications'],
      pages: {
        '/courses': entry('courses.json', 'Browse', 'courses'),
        '/certifications': entry('certifications.json', 'Certifications', 'certifications'),
      },
    }),
    'fragments/courses.json': pageParts(`<h1>Courses of ${id}</h1>`),
    'fragments/certifications.json': pageParts(`<h1>Certifications of ${id}</h1>`),
    '.server/server.cjs': `exports.handleRequest = async (request) => ({ redirect: request.url + '?sent=contact&by=${id}' });`,
  };
}

const LAYOUT = '<header>Blueprint Academy</header><main id="main"><template data-page-slot=""></template></main>';

/** A shell build that knows /courses of the catalog, with its layouts. */
function shellBuild(): string {
  const root = path.join(dir, 'shell');
  write(path.join(root, 'fragments', 'layout.json'), pageParts(LAYOUT));
  write(path.join(root, 'fragments', 'not-found.json'), pageParts('<main><h1>Page not found</h1></main>'));
  const entry = (file: string, module: string, status = 200) => ({
    files: { light: file, dark: file },
    module,
    status,
    title: 'Blueprint Academy',
    description: '',
    canonicalPath: '',
  });
  write(
    path.join(root, 'fragments', 'index.json'),
    JSON.stringify({
      build: 'shell-1',
      sitemap: [],
      pages: {
        '/courses': entry('layout.json', 'catalog/Browse'),
        '/*/*': entry('layout.json', '*/*'),
        '/*': entry('not-found.json', 'shell', 404),
      },
    }),
  );
  write(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Blueprint Academy</title><style>body{}</style></head><body><div id=root></div></body></html>',
  );
  write(
    path.join(root, 'remote-pages.json'),
    JSON.stringify([{ path: 'courses', remote: 'catalog', module: 'Browse' }]),
  );
  return root;
}

async function listen(server: FastifyInstance, feedOf?: { ready(ms: number): Promise<boolean> }) {
  servers.push(server);
  if (feedOf) expect(await feedOf.ready(5000)).toBe(true);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

/** A shell's page server as main.ts makes one: the live map from the API, page loads reported to it. */
async function shell(options: Partial<PageServerOptions> = {}, env: Record<string, string> = {}) {
  const releases = createReleases({ origins: [api.origin], app: 'shell', logger: quiet });
  const pageLoads = createPageLoadReporter({ origins: [api.origin], secret: SECRET, intervalMs: 50, logger: quiet });
  const server = await createPageServer({
    root: shellBuild(),
    app: 'shell',
    env: {
      CATALOG_URL: catalog,
      MARKETING_URL: NOWHERE,
      INTERNSHIP_URL: NOWHERE,
      DASHBOARD_URL: NOWHERE,
      PAGE_SERVER_SECRET: SECRET,
      ...env,
    },
    releases,
    pageLoads,
    logger: quiet,
    fragmentBudgetMs: 5000,
    ...options,
  });
  return listen(server, releases.feed);
}

const manifestOf = (release: string) => `${catalog}/releases/${release}/mf-manifest.json`;
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const cohortOfCookie = (setCookie: string | null) => /^cohort=(\d+);/.exec(setCookie ?? '')?.[1];

/** A page as a browser with those cookies asks for it. */
async function page(base: string, pathname: string, cookie?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    redirect: 'manual',
  });
  return { response, html: await response.text() };
}

/** Resolves once `check` holds, asked every 20 ms; fails after `withinMs`. */
async function until(check: () => boolean, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-server-audience-'));
  api = await startFakeReleaseApi();
  api.publish('catalog', STABLE, catalogRelease(STABLE, false));
  api.publish('catalog', CANARY, catalogRelease(CANARY, true));
  api.publish('catalog', PREVIEWED, catalogRelease(PREVIEWED, true));
  api.deploy('catalog', STABLE);
  api.canary('catalog', CANARY, 50);
  const catalogRoot = path.join(dir, 'catalog');
  write(path.join(catalogRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  write(path.join(catalogRoot, 'mf-manifest.json'), '{}');
  const releases = createReleases({
    origins: [api.origin],
    app: 'catalog',
    cacheDir: path.join(dir, 'cache'),
    logger: quiet,
  });
  catalog = await listen(
    await createPageServer({
      root: catalogRoot,
      app: 'catalog',
      env: { PAGE_SERVER_SECRET: SECRET },
      releases,
      logger: quiet,
    }),
    releases.feed,
  );
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a canary of 50%', () => {
  it('splits 200 fresh visitors between 40% and 60%, and each keeps its release across loads and page servers', async () => {
    const [one, two] = [await shell(), await shell()];
    const visitors: Array<{ cookie: string; heading: string | undefined }> = [];
    for (let visit = 0; visit < 200; visit += 1) {
      const { response, html } = await page(one, '/courses');
      expect(response.status).toBe(200);
      const cohort = cohortOfCookie(response.headers.get('set-cookie'));
      expect(cohort).toBeDefined();
      // Its first page is already made for the cohort it is given.
      expect(headingOf(html)).toBe(`Courses of ${Number(cohort) < 50 ? CANARY : STABLE}`);
      visitors.push({ cookie: `theme=light; cohort=${cohort}`, heading: headingOf(html) });
    }
    const onCanary = visitors.filter(({ heading }) => heading === `Courses of ${CANARY}`).length;
    expect(onCanary).toBeGreaterThanOrEqual(80);
    expect(onCanary).toBeLessThanOrEqual(120);
    for (const { cookie, heading } of visitors.slice(0, 40)) {
      for (const base of [one, two, one, two, two]) {
        const { response, html } = await page(base, '/courses', cookie);
        expect(headingOf(html)).toBe(heading);
        // A visitor with a cohort is given none again.
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    }
  }, 30_000);

  it('sets the cohort cookie for a year, HttpOnly, Secure over HTTPS as the trusted proxy says, and private pages that vary by cookie', async () => {
    const base = await shell({}, { TRUST_PROXY: '127.0.0.1' });
    const plain = await page(base, '/courses');
    expect(plain.response.headers.get('set-cookie')).toMatch(
      /^cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    expect(plain.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(plain.response.headers.get('vary')).toMatch(/Cookie/);
    const secure = await page(base, '/courses', undefined, { 'x-forwarded-proto': 'https' });
    expect(secure.response.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure$/);
    // A cookie that is not a cohort is taken for none.
    expect((await page(base, '/courses', 'cohort=100')).response.headers.get('set-cookie')).toMatch(/^cohort=/);
    // The files a page loads set nothing.
    write(path.join(dir, 'shell', 'main.js'), 'main');
    expect((await fetch(`${base}/main.js`)).headers.get('set-cookie')).toBeNull();
  });

  it('gives a crawler the stable release and no cookie, whatever cookie it sends', async () => {
    const base = await shell();
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ]) {
      for (const cookie of [undefined, 'cohort=3']) {
        const { response, html } = await page(base, '/courses', cookie, { 'user-agent': agent });
        expect([agent, headingOf(html)]).toEqual([agent, `Courses of ${STABLE}`]);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    }
    const sitemap = await (await fetch(`${base}/sitemap.xml`, { headers: { 'user-agent': 'Googlebot/2.1' } })).text();
    expect(sitemap).not.toContain('/certifications');
  });

  it('answers the run-time config, the sitemap, the learnt routes and the HTML of one cookie’s releases, and none of the other’s', async () => {
    const base = await shell();
    for (const [cookie, release] of [
      ['cohort=10', CANARY],
      ['cohort=90', STABLE],
    ] as const) {
      const config = await fetch(`${base}/runtime-config.json`, { headers: { cookie } });
      expect(config.headers.get('cache-control')).toBe('private, no-cache');
      expect(config.headers.get('vary')).toBe('Cookie');
      expect(((await config.json()) as RuntimeConfig).remotes.catalog).toBe(manifestOf(release));
      const { html } = await page(base, '/courses', cookie);
      expect(headingOf(html)).toBe(`Courses of ${release}`);
      expect(html).toContain(`"catalog":"${manifestOf(release)}"`);
      expect(html).toContain(`<link rel="preload" as="fetch" href="${manifestOf(release)}" crossorigin="anonymous">`);
      const sitemap = await fetch(`${base}/sitemap.xml`, { headers: { cookie } });
      expect(sitemap.headers.get('cache-control')).toBe('private, no-cache');
      expect(sitemap.headers.get('vary')).toMatch(/Cookie/);
      const certifications = await page(base, '/certifications', cookie);
      // Only the canary's route list has the page.
      if (release === CANARY) {
        expect(await sitemap.text()).toContain('/certifications</loc>');
        expect(certifications.response.status).toBe(200);
        expect(headingOf(certifications.html)).toBe(`Certifications of ${CANARY}`);
      } else {
        expect(await sitemap.text()).not.toContain('/certifications');
        expect(certifications.response.status).toBe(404);
      }
    }
    // Without a cookie: the stable releases, and no cohort handed out but by a page.
    const config = await fetch(`${base}/runtime-config.json`);
    expect(config.headers.get('set-cookie')).toBeNull();
    expect(((await config.json()) as RuntimeConfig).remotes.catalog).toBe(manifestOf(STABLE));
  });

  it('passes a form sent without JavaScript to the release the visitor’s page came from', async () => {
    const base = await shell();
    for (const [cookie, release] of [
      ['cohort=49', CANARY],
      ['cohort=50', STABLE],
    ] as const) {
      // Each post its own: the remote answers a post sent again with its first answer.
      const response = await fetch(`${base}/courses`, {
        method: 'POST',
        body: `a=${cookie}`,
        headers: { cookie },
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/courses?sent=contact&by=${release}`);
    }
  });

  it('serves every stored release’s files from the remote’s server, the canary’s and a release not live', async () => {
    for (const release of [CANARY, PREVIEWED, STABLE]) {
      const response = await fetch(`${catalog}/releases/${release}/remoteEntry.js`);
      expect(await response.text()).toBe(`var catalog = ${JSON.stringify(release)}`);
    }
  });
});

describe('an admin’s preview', () => {
  const token = (release = PREVIEWED, expires = Date.now() + 60_000, secret = SECRET) =>
    signPreview(secret, { remote: 'catalog', release, expires });

  it('shows the release and a badge to the browser with the link, while another sees the stable one; End preview ends it', async () => {
    const base = await shell();
    const link = token();
    const opened = await page(base, `/_preview?token=${link}`);
    expect(opened.response.status).toBe(303);
    expect(opened.response.headers.get('location')).toBe('/');
    const cookie = opened.response.headers.get('set-cookie') ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(55);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(cookie).toBe(`release-preview=${link}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`);

    const previewer = `cohort=90; release-preview=${link}`;
    const { response, html } = await page(base, '/courses', previewer);
    expect(headingOf(html)).toBe(`Courses of ${PREVIEWED}`);
    expect(html).toContain(`"catalog":"${manifestOf(PREVIEWED)}"`);
    expect(html).toContain(`<p role="status">Preview: catalog ${PREVIEWED}</p>`);
    expect(html).toContain(
      '<form method="post" action="/_preview/end"><button type="submit">End preview</button></form>',
    );
    // Outside #root, so the page hydrates as it would without it; its style carries the page's nonce.
    expect(html.indexOf('class="release-preview"')).toBeGreaterThan(html.indexOf('</div>', html.indexOf('id="root"')));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<style nonce="${nonce}">.release-preview{`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const config = await fetch(`${base}/runtime-config.json`, { headers: { cookie: previewer } });
    expect(((await config.json()) as RuntimeConfig).remotes.catalog).toBe(manifestOf(PREVIEWED));
    // The preview holds on a canary cohort too.
    expect(headingOf((await page(base, '/courses', `cohort=1; release-preview=${link}`)).html)).toBe(
      `Courses of ${PREVIEWED}`,
    );

    // Another browser at the same moment.
    const other = await page(base, '/courses', 'cohort=90');
    expect(headingOf(other.html)).toBe(`Courses of ${STABLE}`);
    expect(other.html).not.toContain('release-preview');

    for (const method of ['POST', 'GET']) {
      const ended = await fetch(`${base}/_preview/end`, {
        method,
        headers: { cookie: previewer, 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { body: '' } : {}),
        redirect: 'manual',
      });
      expect(ended.status).toBe(303);
      expect(ended.headers.get('location')).toBe('/');
      expect(ended.headers.get('set-cookie')).toBe('release-preview=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
    }
  });

  it('refuses a forged, expired or unsigned link with a page that says so and links home, and a preview cookie that is not valid shows nothing', async () => {
    const base = await shell();
    const valid = token();
    for (const link of [
      `${valid.slice(0, -2)}xx`,
      token(PREVIEWED, Date.now() - 1000),
      token(PREVIEWED, Date.now() + 60_000, 'another secret'),
      token().replace(PREVIEWED, CANARY),
      '',
    ]) {
      const { response, html } = await page(base, `/_preview?token=${encodeURIComponent(link)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(html).toContain('The preview link is not valid or has expired.');
      expect(html).toContain('<a href="/">Go to the home page</a>');
      const shown = await page(base, '/courses', `cohort=90; release-preview=${link}`);
      expect(headingOf(shown.html)).toBe(`Courses of ${STABLE}`);
      expect(shown.html).not.toContain('release-preview');
    }
    expect((await page(base, '/_preview')).response.status).toBe(400);
  });

  it('is refused by a server without the secret, and not served at all by a remote’s server', async () => {
    const base = await shell({}, { PAGE_SERVER_SECRET: '' });
    expect((await page(base, `/_preview?token=${token()}`)).response.status).toBe(400);
    expect(headingOf((await page(base, '/courses', `cohort=90; release-preview=${token()}`)).html)).toBe(
      `Courses of ${STABLE}`,
    );
    expect((await page(catalog, `/_preview?token=${token()}`)).response.status).toBe(404);
    expect((await fetch(`${catalog}/_preview/end`, { method: 'POST', body: '' })).status).toBe(404);
  });
});

describe('page loads', () => {
  it('reports each page made to the API, for the remote that owns it, under the release the visitor got, with the secret', async () => {
    const base = await shell();
    const served = async (cookie: string, times: number, pathname = '/courses') => {
      for (let time = 0; time < times; time += 1) await page(base, pathname, cookie);
    };
    await served('cohort=10', 3);
    await served('cohort=90', 5);
    await served(
      `cohort=90; release-preview=${signPreview(SECRET, { remote: 'catalog', release: PREVIEWED, expires: Date.now() + 60_000 })}`,
      2,
    );
    await served('cohort=10', 1, '/certifications');
    // Not a page of a remote, or not found: not counted.
    await served('cohort=90', 4, '/certifications');
    await served('cohort=90', 1, '/nothing');
    const total = () => api.pageLoads.flatMap(({ body }) => body.loads).reduce((sum, { loads }) => sum + loads, 0);
    await until(() => total() === 11, 5000, 'every page reported');
    const byRelease: Record<string, number> = {};
    for (const { remote, release, loads } of api.pageLoads.flatMap(({ body }) => body.loads)) {
      byRelease[`${remote} ${release}`] = (byRelease[`${remote} ${release}`] ?? 0) + loads;
    }
    expect(byRelease).toEqual({ [`catalog ${CANARY}`]: 4, [`catalog ${STABLE}`]: 5, [`catalog ${PREVIEWED}`]: 2 });
    expect(new Set(api.pageLoads.map(({ authorization }) => authorization))).toEqual(new Set([`Bearer ${SECRET}`]));
  });
});
