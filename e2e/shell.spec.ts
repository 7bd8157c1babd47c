import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import type { FederationManifest } from './support/artifacts';

const html = (page: Page) => page.locator('html');

test.describe('theme', () => {
  test('follows the system dark preference when nothing is saved', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveClass(/\blight\b/);
    await context.close();
  });

  test('is light when the system has no dark preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await expect(html(page)).toHaveClass(/\blight\b/);
  });

  test('toggles, is saved under "theme" and survives a reload, beating the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html(page)).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

const REMOTE_ROUTES = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/blog',
  '/courses',
  '/courses/autocad',
  '/internship',
  '/internship/it',
  '/dashboard',
];

test.describe('routes', () => {
  for (const route of REMOTE_ROUTES) {
    test(`${route} renders bare and under /blueprint`, async ({ page }) => {
      await page.goto(route);
      await waitForRemote(page);
      const heading = await page.locator('main h1').first().textContent();
      expect(heading).not.toMatch(/Page not found|temporarily unavailable/);
      await page.goto(`/blueprint${route === '/' ? '' : route}`);
      await waitForRemote(page);
      await expect(page.locator('main h1').first()).toHaveText(heading ?? '');
    });
  }

  for (const [route, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ] as const) {
    test(`${route} is a real page, bare and under /blueprint`, async ({ page }) => {
      for (const path of [route, `/blueprint${route}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/blueprint\/$/);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header', () => {
  test('flags scrolling after 10px and hides the secondary bar going down past 100px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy');
    const header = page.getByTestId('site-header');
    const nav = page.getByTestId('secondary-nav');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(nav).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(nav).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(nav).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test("'Get Started' opens the chat link in a new tab, safely", async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: /Get Started/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the logo and the main links lead under /blueprint', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Home', '/blueprint/'],
      ['Internship', '/blueprint/internship'],
      ['About', '/blueprint/about'],
      ['Contact', '/blueprint/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('link', { name: 'Blueprint Academy home' }).first()).toHaveAttribute(
      'href',
      '/blueprint/',
    );
  });

  test('Courses dropdown: seven provider groups, side lists of courses, Escape and focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy');
    // The menu of provider groups comes with the shell's code (before, the same menu holds the link to all courses).
    await expect(page.locator('html[data-shell-live]')).toBeAttached();
    const trigger = page.getByRole('button', { name: 'Courses' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const groups = page.getByRole('list', { name: 'Course providers' }).getByRole('button');
    await expect(groups).toHaveText(
      ['Autodesk', 'Bentley Systems', 'Dassault', 'BIM', 'Others', 'Diploma', 'Programming & IT'].map(
        (g) => new RegExp(g),
      ),
    );
    const autodesk = groups.filter({ hasText: 'Autodesk' });
    await autodesk.click();
    const side = page.getByRole('list', { name: 'Autodesk courses' });
    await expect(side).toBeVisible();
    const firstCourse = side.getByRole('link').first();
    await expect(firstCourse).toHaveAttribute('href', /^\/blueprint\/courses\/[a-z0-9-]+$/);
    expect(await side.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${Math.round(800 * 0.6)}px`);
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
    await expect(autodesk).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await trigger.click();
    await autodesk.click();
    const href = await firstCourse.getAttribute('href');
    await firstCourse.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await waitForRemote(page);
    await expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'All courses' })).toBeHidden();
  });

  test('mobile menu slides in with the five links, closes on Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.getByTestId('secondary-nav')).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Courses', 'About', 'Contact', 'Internship']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/blueprint\/#explore-courses$/);
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Internship' }).click();
    await expect(page).toHaveURL(/\/blueprint\/internship$/);
    await waitForRemote(page);
  });
});

test('footer: brand, quick links without base path, three social links, current year, legal pages', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(3);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Blueprint Academy`);
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Blueprint Academy home' })).toHaveAttribute('href', '/');
});

test.describe('federation', () => {
  test('React and the other singletons are loaded once, from the shell', async ({ page, urls }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(urls.remotes.marketing)) remoteRequests.push(request.url());
    });
    await page.goto('/about');
    await waitForRemote(page);
    const providers = await page.evaluate(() => {
      type Versions = Record<string, { from: string; loaded?: boolean; loading?: unknown }>;
      const share = (
        window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } }
      ).__FEDERATION__.__SHARE__;
      const loaded: Record<string, Set<string>> = {};
      for (const scopes of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const version of Object.values(versions)) {
            if (version.loaded) (loaded[pkg] ??= new Set()).add(version.from);
          }
        }
      }
      return Object.fromEntries(Object.entries(loaded).map(([pkg, from]) => [pkg, [...from]]));
    });
    for (const pkg of ['react', 'react-dom', '@emotion/react', '@blueprint/shared/theme', '@blueprint/shared/router']) {
      expect(providers[pkg], pkg).toEqual(['shell']);
    }
    // The remote sent its page, not its own copies of the shared libraries.
    const manifest = (await (await fetch(`${urls.remotes.marketing}/mf-manifest.json`)).json()) as FederationManifest;
    const reactFiles = manifest.shared
      .filter((shared) => ['react', 'react-dom', 'react-dom/client'].includes(shared.name))
      .flatMap((shared) => shared.assets.js.sync);
    expect(reactFiles.length).toBeGreaterThan(0);
    expect(remoteRequests.filter((url) => reactFiles.some((file) => url.endsWith(file)))).toEqual([]);
  });

  test('a remote loads only when a route needs it, and on intent', async ({ page, urls }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(origins.has(urls.remotes.dashboard)).toBe(false);
    expect(origins.has(urls.remotes.internship)).toBe(false);
    const aboutChunk = page.waitForRequest(
      (request) => request.url().startsWith(urls.remotes.marketing) && /About/.test(request.url()),
    );
    // The server's HTML is on screen before the header's code: the hover is the header's once it is live.
    await expect(page.locator('html[data-shell-live]')).toBeAttached({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).hover();
    await aboutChunk;
    // Nothing is warmed at idle time: no other remote is fetched unasked.
    await page.waitForTimeout(3500);
    expect(origins.has(urls.remotes.dashboard)).toBe(false);
    expect(origins.has(urls.remotes.internship)).toBe(false);
  });

  test('manifests and entries revalidate; hashed chunks are immutable', async ({ urls }) => {
    const manifest = await fetch(`${urls.remotes.catalog}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`${urls.remotes.catalog}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const { exposes } = (await manifest.json()) as FederationManifest;
    const chunk = exposes[0]!.assets.js.sync[0]!;
    const chunkResponse = await fetch(`${urls.remotes.catalog}/${chunk}`);
    expect(chunkResponse.headers.get('cache-control')).toContain('immutable');
    const config = await fetch(`${urls.shell}/runtime-config.json`);
    expect(config.headers.get('cache-control')).toBe('private, no-cache');
    expect(Object.keys(((await config.json()) as RuntimeConfig).remotes).sort()).toEqual([
      'catalog',
      'dashboard',
      'internship',
      'marketing',
    ]);
  });
});

test.describe('each remote runs alone', () => {
  for (const [remote, path] of [
    ['marketing', '/about'],
    ['catalog', '/courses'],
    ['internship', '/internship/it'],
    ['dashboard', '/dashboard'],
  ] as const) {
    test(`${remote} standalone renders ${path}, with its own theme and router`, async ({ page, urls }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${urls.remotes[remote]}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.goto(`${urls.remotes[remote]}/blueprint${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }
});

test('the shell has no serious accessibility violation', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
