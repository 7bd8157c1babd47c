// Public pages arrive as HTML: each remote's build renders its pages (dist/fragments), the shell's server
// composes them into its HTML within a time budget (page-server/src/pages/fragments.ts). The first tests read the
// HTML as a client without JavaScript does (curl, crawlers); the others stop, hang and redeploy a remote
// under a system of their own, one test at a time.
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '@blueprint/ops/paths';
import { portsFrom, type RunningSystem } from '@blueprint/ops/system';
import { E2E_PORT_BASE } from './support/environment';
import { expect, test, waitForRemote } from './support/fixtures';
import { startOwnSystem, type OwnSystem } from './support/own-system';
import type { FragmentIndex } from '@blueprint/contract/fragments';
import { FRAGMENT_INDEX, FRAGMENTS_DIR } from '@blueprint/contract/page-server';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { serverHtml } from './support/server-html';

/** The h1 and every form heading of each public page, in its server HTML. */
const PAGES: Array<[string, string[]]> = [
  ['/', ['Shaping the Future', 'Get In Touch']],
  ['/about', ['Innovating Technology Solutions Since 2008']],
  ['/contact', ['Let&#x27;s Start a Conversation', 'Send Us a Message']],
  ['/blog', ['Blueprint Academy Blog', 'Subscribe']],
  ['/courses', ['Browse Courses by Provider']],
  ['/courses/autocad', ['AutoCAD']],
  ['/internship', ['Internship cum Final Year Project Program', 'Register for Internship']],
  ['/internship/it', ['IT Internship Programs', 'Quick Registration']],
];

const REGISTRATION_LABELS = [
  'Full Name',
  'Email',
  'Phone Number',
  'Program',
  'Qualification',
  'College/University',
  'Graduation Year',
  'Message',
];

/** The text of every <label> in an HTML document. */
const labelsOf = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)/g)].map((match) => match[1]?.trim());

test.describe('server HTML, without JavaScript', () => {
  test('/internship carries its heading, its registration form and every label', async ({ request, urls }) => {
    const { status, html } = await serverHtml(request, `${urls.shell}/internship`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Internship cum Final Year Project Program | Blueprint Academy</title>');
    expect(html).toContain('Register for Internship');
    expect(labelsOf(html)).toEqual(expect.arrayContaining(REGISTRATION_LABELS));
    expect(html).not.toContain('Loading the registration form');
  });

  for (const base of ['', '/blueprint']) {
    for (const [route, texts] of PAGES) {
      test(`${base}${route} carries its headings`, async ({ request, urls }) => {
        const { status, html } = await serverHtml(request, `${urls.shell}${base}${route}`);
        expect(status).toBe(200);
        for (const text of texts) expect(html).toContain(text);
        expect(html).toMatch(/<link rel="canonical" href="[^"]+">/);
      });
    }
  }

  test('an unknown course answers 404 with Course Not Found', async ({ request, urls }) => {
    for (const base of ['', '/blueprint']) {
      const { status, html } = await serverHtml(request, `${urls.shell}${base}/courses/no-such-course`);
      expect(status).toBe(404);
      expect(html).toContain('<h1>Course Not Found</h1>');
    }
  });

  test("a path nothing serves answers 404 with the shell's Page not found", async ({ request, urls }) => {
    for (const base of ['', '/blueprint']) {
      const response = await request.get(`${urls.shell}${base}/no-such-page`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('>Page not found</h1>');
    }
  });

  test('the dashboard stays rendered in the browser', async ({ request, urls }) => {
    const html = await (await request.get(`${urls.shell}/dashboard`)).text();
    expect(html).toMatch(/<div id="?root"?><\/div>/);
  });
});

/** Console messages about hydration (React's "did not match", "hydrat..."), collected while a test runs. */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

test.describe('server HTML in the browser', () => {
  for (const theme of ['light', 'dark']) {
    test(`no hydration warning on any public page (${theme} theme)`, async ({ page, urls }) => {
      const messages = hydrationMessages(page);
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      for (const [route] of PAGES) {
        await page.goto(`${urls.shell}${route}`);
        await waitForRemote(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      }
      expect(messages).toEqual([]);
    });
  }

  test("the page's code starts only after its first paint and its images (tooling/webpack/after-first-paint-plugin.mjs)", async ({
    page,
    urls,
  }) => {
    // main.js's first act is to look up its chunk list (the bundler's `rspackChunkshell` global): note whether the
    // page had painted by then.
    await page.addInitScript(() => {
      let chunks: unknown;
      Object.defineProperty(window, 'rspackChunkshell', {
        configurable: true,
        get() {
          const state = window as unknown as { paintedBeforeCode?: boolean; loadedBeforeCode?: boolean };
          state.paintedBeforeCode ??= performance.getEntriesByName('first-contentful-paint').length > 0;
          // And its images had loaded: no script byte competed with them.
          state.loadedBeforeCode ??= document.readyState === 'complete';
          return chunks;
        },
        set(value) {
          chunks = value;
        },
      });
    });
    // An image in view that takes 1.5 s (on a slow link it would): the code must wait for it.
    await page.route('**/slow-image.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      });
    });
    await page.route(/\/(internship|contact)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<body([^>]*)>/,
        '<body$1><img src="/slow-image.svg" alt="" width="10" height="10">',
      );
      await route.fulfill({ response, body: html });
    });
    for (const route of ['/', '/internship', '/contact']) {
      await page.goto(`${urls.shell}${route}`);
      await waitForRemote(page);
      expect(
        await page.evaluate(() => (window as unknown as { paintedBeforeCode?: boolean }).paintedBeforeCode),
        route,
      ).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { loadedBeforeCode?: boolean }).loadedBeforeCode),
        route,
      ).toBe(true);
      // The page's script hints, kept in a template until then, are in the head now.
      expect(await page.locator('head > link[rel=preload][as=script]').count(), route).toBeGreaterThan(0);
    }
  });

  test('a button works before hydration, by itself: Back leads to the course list', async ({ page, urls }) => {
    await page.goto(`${urls.shell}/about`);
    await waitForRemote(page);
    // A full load of a course page whose code comes late: its Back button is on screen, not yet live.
    await page.route('**/__federation_expose_CourseDetails*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.goto(`${urls.shell}/courses/autocad`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/courses\??$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Courses by Provider' })).toBeVisible();
  });

  test('text typed before hydration is still there after it, and is what the form sends', async ({ page, urls }) => {
    const messages = hydrationMessages(page);
    // The page's code comes late, as on a slow phone: the visitor types into the server's HTML meanwhile.
    await page.route('**/__federation_expose_Landing*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${urls.shell}/internship`, { waitUntil: 'commit' });
    await page.locator('input[name="fullName"]').fill('Asha Rao');
    await waitForRemote(page);
    const form = page.getByRole('form', { name: 'Register for Internship' });
    const fullName = form.getByLabel('Full Name');
    await expect(fullName).toHaveValue('Asha Rao');
    // The form's code loads as the visitor reaches into it; sending then checks what the form holds.
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Register Now' }).click();
    // Sent with fields left empty: those are marked, the name typed before hydration is not.
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveValue('Asha Rao');
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    expect(messages).toEqual([]);
  });
});

test.describe('composition under a stopped, hung or redeployed remote', () => {
  test.describe.configure({ mode: 'serial' });

  let own: OwnSystem;
  let system: RunningSystem;
  const ports = portsFrom(E2E_PORT_BASE + 70);
  const fallback = (page: Page) => page.getByRole('heading', { name: /temporarily unavailable/ });

  test.beforeAll(async () => {
    // Starting a whole system of its own beside the suite's takes longer than a test on a busy 2-core machine.
    test.setTimeout(180_000);
    own = await startOwnSystem({ name: 'server-html', offset: 70, restart: false });
    system = own.system;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  /** Points the shell at another internship server for the length of `run`, by its run-time config file. */
  async function withInternshipAt(url: string, run: () => Promise<void>) {
    const original = readFileSync(system.runtimeConfigFile, 'utf8');
    const config = JSON.parse(original) as RuntimeConfig;
    config.remotes.internship = `${url}/mf-manifest.json`;
    writeFileSync(system.runtimeConfigFile, JSON.stringify(config));
    try {
      await run();
    } finally {
      writeFileSync(system.runtimeConfigFile, original);
    }
  }

  test('a remote that is down: the page is rendered in the browser, with its fallback and Retry', async ({
    page,
    request,
  }) => {
    await system.stop('internship');
    const response = await request.get(`${system.urls.shell}/internship`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('Register for Internship');
    await page.goto(`${system.urls.shell}/internship`);
    await expect(fallback(page)).toBeVisible({ timeout: 6000 });
    await expect(page.getByRole('banner')).toBeVisible();

    await system.start('internship');
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForRemote(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Internship cum Final Year Project Program' }),
    ).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test('a hung remote: the HTML is served within its budget, without the remote page', async ({ request }) => {
    const hung = http.createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(ports.shell + 8, '127.0.0.1', resolve));
    try {
      await withInternshipAt(`http://127.0.0.1:${ports.shell + 8}`, async () => {
        const started = Date.now();
        const response = await request.get(`${system.urls.shell}/internship`);
        const elapsed = Date.now() - started;
        expect(response.status()).toBe(200);
        expect(await response.text()).not.toContain('Register for Internship');
        // The budget is 300 ms; the rest is a loaded machine's slack.
        expect(elapsed).toBeLessThan(1500);
      });
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  test('a redeployed remote: its new HTML on the next request, without a shell rebuild or restart', async ({
    page,
    request,
  }) => {
    // A copy of the internship build, served by its own page server: the test swaps its files.
    const copy = path.join(own.dir, 'internship-dist');
    // A build running meanwhile (another run in this working tree) writes its fragments last.
    await expect
      .poll(() => existsSync(path.join(ROOT, 'internship-mfe', 'dist', FRAGMENT_INDEX)), { timeout: 60_000 })
      .toBe(true);
    cpSync(path.join(ROOT, 'internship-mfe', 'dist'), copy, { recursive: true });
    const port = ports.shell + 9;
    const server = spawn(
      process.execPath,
      [
        path.join(ROOT, 'page-server', 'dist', 'server.cjs'),
        'internship',
        '--dir',
        copy,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
      ],
      {
        stdio: 'ignore',
      },
    );
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).catch(() => null))?.status)
      .toBe(200);
    try {
      await withInternshipAt(`http://127.0.0.1:${port}`, async () => {
        const { html: before } = await serverHtml(request, `${system.urls.shell}/internship`);
        expect(before).toContain('Internship cum Final Year Project Program</h1>');

        // A new build of the remote: other page HTML, the same change in its code, and another build id.
        const indexFile = path.join(copy, FRAGMENT_INDEX);
        const index = JSON.parse(readFileSync(indexFile, 'utf8')) as FragmentIndex;
        for (const file of Object.values(index.pages['/internship']!.files)) {
          const pageFile = path.join(copy, FRAGMENTS_DIR, file);
          writeFileSync(
            pageFile,
            readFileSync(pageFile, 'utf8').replaceAll(
              'Internship cum Final Year Project Program',
              'Internship Program 2027',
            ),
          );
        }
        for (const file of readdirSync(copy).filter((name) => name.endsWith('.js'))) {
          const code = readFileSync(path.join(copy, file), 'utf8');
          if (!code.includes('Internship cum Final Year Project Program')) continue;
          writeFileSync(
            path.join(copy, file),
            code.replaceAll('Internship cum Final Year Project Program', 'Internship Program 2027'),
          );
          for (const packed of [`${file}.gz`, `${file}.br`]) rmSync(path.join(copy, packed), { force: true });
        }
        writeFileSync(indexFile, JSON.stringify({ ...index, build: `${index.build}-next` }));

        const { html: after } = await serverHtml(request, `${system.urls.shell}/internship`);
        expect(after).toContain('Internship Program 2027</h1>');

        const messages = hydrationMessages(page);
        await page.goto(`${system.urls.shell}/internship`);
        await waitForRemote(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Internship Program 2027' })).toBeVisible();
        expect(messages).toEqual([]);
      });
    } finally {
      server.kill('SIGTERM');
    }
  });
});
