// The spec's own words, checked as a visitor meets them at 390 px and at 1366 px, with the scripts on time, with
// every script held back 4 s, and with JavaScript off where it applies: the theme class on the document root
// from the first paint, the registration links by their address (/internship#registration-form, the choice in
// the query), the course page's Back, and a post the server cannot read.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { delayScripts, isPageLive as isLive, waitPageLive as waitLive } from './support/first-tap';

const SIZES = [
  { name: '390 px', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366 px', viewport: { width: 1366, height: 768 } },
] as const;
type Size = (typeof SIZES)[number];
type Scripts = 'on time' | 'held 4 s' | 'off';
const HELD_MS = 4000;

/** A visitor's browser at that size, its scripts on time, held back or off. */
async function visitor(
  browser: Browser,
  baseURL: string,
  size: Size,
  scripts: Scripts,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { name: _name, ...device } = size;
  const context = await browser.newContext({
    ...device,
    ...options,
    baseURL,
    javaScriptEnabled: scripts !== 'off',
  });
  const page = await context.newPage();
  if (scripts === 'held 4 s') await delayScripts(page, HELD_MS);
  return { context, page };
}

/**
 * The server's HTML of each path asked for once, as an earlier visit would have: a page whose HTML misses its
 * budget (the first request after the system started, on a busy machine) is left to the browser to render.
 */
async function warm(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
}

/**
 * Records the root's class in the first frame that shows a heading: read by the page itself before that frame
 * is painted, so "from the first paint" means exactly that.
 */
async function recordRootAtFirstHeading(page: Page) {
  await page.addInitScript(() => {
    const look = () => {
      const heading = document.querySelector('main h1');
      const box = heading?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) {
        (window as unknown as { rootAtFirstHeading: string }).rootAtFirstHeading = document.documentElement.className;
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const classes = (value: string) => value.split(/\s+/).filter((name) => name === 'light' || name === 'dark');

/** The root's class names among light and dark, as recorded in the first frame that showed a heading. */
async function themeAtFirstHeading(page: Page): Promise<string[]> {
  const recorded = await page.waitForFunction(
    () => (window as unknown as { rootAtFirstHeading?: string }).rootAtFirstHeading,
    null,
    { timeout: 15_000 },
  );
  return classes(String(await recorded.jsonValue()));
}

/** The root's class names among light and dark now. */
async function themeNow(page: Page): Promise<string[]> {
  return classes((await page.locator('html').getAttribute('class')) ?? '');
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    for (const scripts of ['on time', 'held 4 s'] as const) {
      test.describe(`scripts ${scripts}`, () => {
        for (const scheme of ['light', 'dark'] as const) {
          test(`with nothing saved, the root has "${scheme}" under a ${scheme} system preference from the first heading on`, async ({
            browser,
            baseURL,
            request,
          }) => {
            await warm(request, '/about');
            const { context, page } = await visitor(browser, baseURL!, size, scripts, { colorScheme: scheme });
            await recordRootAtFirstHeading(page);
            await page.goto('/about', { waitUntil: 'commit' });
            expect(await themeAtFirstHeading(page)).toEqual([scheme]);
            await waitLive(page);
            expect(await themeNow(page)).toEqual([scheme]);
            await context.close();
          });
        }

        test('a saved theme wins over the system preference, from the first heading on', async ({
          browser,
          baseURL,
          request,
        }) => {
          await warm(request, '/about');
          const { context, page } = await visitor(browser, baseURL!, size, 'on time', { colorScheme: 'light' });
          await page.goto('/about');
          await waitLive(page);
          await page.getByRole('button', { name: 'Switch to dark theme' }).click();
          await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          await page.close();

          const again = await context.newPage();
          if (scripts === 'held 4 s') await delayScripts(again, HELD_MS);
          await recordRootAtFirstHeading(again);
          await again.goto('/about', { waitUntil: 'commit' });
          expect(await themeAtFirstHeading(again)).toEqual(['dark']);
          await waitLive(again);
          expect(await themeNow(again)).toEqual(['dark']);
          await context.close();
        });
      });
    }

    test('an email typed wrongly and left before the scripts shows "Invalid email format" within 1 s of its form code arriving', async ({
      browser,
      baseURL,
      request,
    }) => {
      await warm(request, '/internship');
      const { context, page } = await visitor(browser, baseURL!, size, 'held 4 s');
      await page.goto('/internship', { waitUntil: 'domcontentloaded' });
      const email = page
        .getByRole('form', { name: 'Register for Internship' })
        .getByRole('textbox', { name: /^email/i });
      await email.click();
      await page.keyboard.type('asha.example.com');
      await page.keyboard.press('Tab');
      expect(await isLive(page)).toBe(false);
      await waitLive(page);
      // The form's own code loads once the page is live (it was used): the check comes with it.
      await expect(page.locator('[data-part-live]').filter({ has: email })).toHaveCount(1, { timeout: 15_000 });
      await expect(email).toHaveAccessibleDescription('Invalid email format', { timeout: 1000 });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('asha.example.com');
      await context.close();
    });

    test('with JavaScript off, a saved theme is on the root as the server sends it', async ({
      browser,
      baseURL,
      request,
    }) => {
      await warm(request, '/about');
      const { context, page } = await visitor(browser, baseURL!, size, 'off', { colorScheme: 'light' });
      await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await themeNow(page)).toEqual(['dark']);
      await context.close();
    });

    for (const scripts of ['on time', 'held 4 s', 'off'] as const) {
      test.describe(`scripts ${scripts}`, () => {
        test('every "Explore Program" and IT "Register Now" link goes to /internship#registration-form with the choice in its query', async ({
          browser,
          baseURL,
          request,
        }) => {
          await warm(request, '/internship', '/internship/it');
          const { context, page } = await visitor(browser, baseURL!, size, scripts);
          for (const [path, name, count] of [
            ['/internship', /^Explore Program: /, 3],
            ['/internship/it', /^Register Now for /, 4],
          ] as const) {
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            const links = page.getByRole('link', { name });
            await expect(links).toHaveCount(count);
            for (const href of await links.evaluateAll((all) => all.map((link) => (link as HTMLAnchorElement).href))) {
              const url = new URL(href);
              expect(url.pathname, href).toMatch(/^(\/blueprint)?\/internship$/);
              expect(url.hash, href).toBe('#registration-form');
              expect(url.searchParams.get('program'), href).toMatch(path === '/internship' ? /^[a-z]+$/ : /^it$/);
              if (path === '/internship/it') expect(url.searchParams.get('course'), href).toMatch(/^[a-z0-9-]+$/);
            }
          }
          await context.close();
        });

        test('following a program link shows that program selected, and an IT course named, before and after the code', async ({
          browser,
          baseURL,
          request,
        }) => {
          await warm(request, '/internship', '/internship?program=civil', '/internship/it');
          const { context, page } = await visitor(browser, baseURL!, size, scripts);
          const program = page
            .getByRole('form', { name: 'Register for Internship' })
            .getByRole('combobox', { name: /program/i });

          await page.goto('/internship', { waitUntil: 'domcontentloaded' });
          await page.getByRole('link', { name: 'Explore Program: Civil' }).click();
          await expect(page).toHaveURL(/\/internship\?program=civil#registration-form$/);
          await expect(program).toHaveValue('Civil');
          if (scripts === 'held 4 s') {
            expect(await isLive(page)).toBe(false);
            await waitLive(page);
            await expect(program).toHaveValue('Civil');
          }

          await page.goto('/internship/it', { waitUntil: 'domcontentloaded' });
          const register = page.getByRole('link', { name: 'Register Now for Java Fullstack Development' });
          const target = new URL((await register.getAttribute('href'))!, baseURL);
          await warm(request, `${target.pathname}${target.search}`);
          await register.click();
          await expect(page).toHaveURL(/\/internship\?program=it&course=[a-z0-9-]+#registration-form$/);
          await expect(program).toHaveValue('IT');
          await expect(page.getByText('Course: Java Fullstack Development', { exact: true })).toBeVisible();
          if (scripts === 'held 4 s') {
            await waitLive(page);
            await expect(program).toHaveValue('IT');
          }
          await context.close();
        });

        test('Back on a course page opened from /about leads to /about; opened directly, to /courses', async ({
          browser,
          baseURL,
          request,
        }) => {
          await warm(request, '/about', '/courses/autocad', '/courses');
          const { context, page } = await visitor(browser, baseURL!, size, scripts);
          await page.goto('/about', { waitUntil: 'domcontentloaded' });
          // A link followed from /about: the browser names it as the referrer.
          await page.goto('/courses/autocad', { waitUntil: 'commit', referer: `${baseURL}/about` });
          const back = page.getByRole('button', { name: 'Back', exact: true });
          await back.click();
          // A button that works without JavaScript is a form sent by GET: its address may end in an empty query.
          await expect(page).toHaveURL(/\/about\??$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            'Innovating Technology Solutions Since 2008',
          );

          const direct = await context.newPage();
          if (scripts === 'held 4 s') await delayScripts(direct, HELD_MS);
          await direct.goto('/courses/autocad', { waitUntil: 'commit' });
          await direct.getByRole('button', { name: 'Back', exact: true }).click();
          await expect(direct).toHaveURL(/\/courses\??$/);
          await expect(direct.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
          await context.close();
        });
      });
    }
  });
}

test('a program chosen by a link and changed before the code arrives stays as the visitor left it', async ({
  browser,
  baseURL,
  request,
}) => {
  await warm(request, '/internship?program=civil');
  const { context, page } = await visitor(browser, baseURL!, SIZES[0], 'held 4 s');
  await page.goto('/internship?program=civil#registration-form', { waitUntil: 'domcontentloaded' });
  const program = page
    .getByRole('form', { name: 'Register for Internship' })
    .getByRole('combobox', { name: /program/i });
  await expect(program).toHaveValue('Civil');
  await program.selectOption('Mechanical');
  expect(await isLive(page)).toBe(false);
  await waitLive(page);
  await expect(program).toHaveValue('Mechanical');
  await context.close();
});

test.describe('a post the server cannot read', () => {
  for (const [name, form] of [
    ['no _form field', {}],
    ['an unknown _form', { _form: 'a-form-from-an-older-page' }],
  ] as const) {
    test(`with ${name} is answered 400 with a page that says so and links back to the form`, async ({
      request,
      browser,
      baseURL,
    }) => {
      const response = await request.post('/internship', {
        form: { ...form, fullName: 'Asha Rao', email: 'asha@example.com' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toContain('text/html');
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.setContent(await response.text());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your form could not be read');
      await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/internship');
      await context.close();
    });
  }
});
