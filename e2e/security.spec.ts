// The pages' Content-Security-Policy (page-server/src/pages/content-security-policy.ts): every route, bare and under
// /blueprint, at 390 px and on a desktop, and each remote alone on its port renders under it with no violation
// and styled, the dashboard's API calls and live socket included, and the fallback for a remote that is down
// works under it too. No policy any app or the API sends allows inline code.
import type { Page } from '@playwright/test';
import type { SystemUrls } from '@blueprint/ops/system';
import { expect, test, waitForRemote } from './support/fixtures';
import { signIn } from './support/staff';

const ROUTES = [
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
  '/privacy',
  '/terms',
  '/cookies',
];

/** Each remote's own pages, as it serves them alone on its port. */
const ALONE: Record<keyof SystemUrls['remotes'], string[]> = {
  marketing: ['/', '/about', '/contact', '/blog'],
  catalog: ['/courses', '/courses/autocad'],
  internship: ['/internship', '/internship/it'],
  dashboard: ['/dashboard'],
};

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, as events and as console errors. */
async function watchViolations(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test('the shell sends its pages with a strict CSP and a nonce on each inline script', async ({ request, urls }) => {
  const response = await request.get(`${urls.shell}/blueprint/courses/autocad`);
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(policy).toContain(directive);
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  for (const remote of Object.values(urls.remotes)) expect(scriptSrc).toContain(remote);
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${urls.api}[^;]*${urls.api.replace(/^http/, 'ws')}`));

  const html = await response.text();
  // Every inline script that runs (the theme's and the loader's, in one); a data block (JSON-LD, the page's
  // run-time config and route lists) is never run, so it needs none.
  const inline = html.match(/<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/g) ?? [];
  expect(inline.length).toBeGreaterThanOrEqual(1);
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toContain('<script type="application/json" id="blueprint-config">');
});

test("no policy that any app or the API sends allows 'unsafe-inline', and every inline style carries the page's nonce", async ({
  request,
  urls,
}) => {
  const pages = [
    ...[...ROUTES, '/blueprint/about', '/no-such-page'].map((route) => `${urls.shell}${route}`),
    ...Object.entries(ALONE).flatMap(([remote, routes]) =>
      routes.map((route) => `${urls.remotes[remote as keyof typeof ALONE]}${route}`),
    ),
  ];
  for (const url of pages) {
    const response = await request.get(url);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, url).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(policy, url).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const html = await response.text();
    // The theme's <style> in every page; emotion's beside what they style in the server's HTML.
    const styles = html.match(/<style[\s>][^>]*/g) ?? [];
    expect(styles.length, url).toBeGreaterThan(0);
    for (const tag of styles) expect(tag, url).toContain(`nonce="${nonce}"`);
    // A style attribute in HTML cannot carry a nonce: the browser would drop it.
    expect(html.match(/<[a-z][^>]*\sstyle=/g), url).toBeNull();
  }
  for (const path of ['/api/health', '/api/docs/', '/api/openapi.json']) {
    const policy = (await request.get(`${urls.api}${path}`)).headers()['content-security-policy'];
    expect(policy, path).toBeTruthy();
    expect(policy, path).not.toContain("'unsafe-inline'");
  }
});

/** emotion's styles took effect (the browser parsed their rules) and the header is laid out by them. */
async function expectStyled(page: Page, url: string) {
  const styled = await page.evaluate(() => {
    const header = document.querySelector('header');
    return {
      // A <style> the policy refused has no style sheet.
      rules: Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).reduce(
        (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
        0,
      ),
      header: header ? getComputedStyle(header).position : 'none',
    };
  });
  expect(styled.rules, url).toBeGreaterThan(0);
  // Without emotion's rules a <header> is static.
  expect(styled.header, url).not.toBe('static');
}

for (const [label, viewport] of [
  ['at 390 px', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 900 }],
] as const) {
  for (const prefix of ['', '/blueprint']) {
    test(`every route under "${prefix || '/'}" renders ${label} with no CSP violation, styled`, async ({
      page,
      urls,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const violations = await watchViolations(page);
      for (const route of ROUTES) {
        await page.goto(`${urls.shell}${prefix}${route}`);
        await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.locator('main')).toBeVisible();
        // Let deferred parts (below-the-fold sections, images) load too.
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        if (route !== '/dashboard') await expectStyled(page, route);
        expect(await violations(), route).toEqual([]);
      }
    });
  }
}

test('each remote alone on its port renders its pages with no CSP violation, styled', async ({ page, urls }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  for (const [remote, routes] of Object.entries(ALONE)) {
    for (const route of routes) {
      const url = `${urls.remotes[remote as keyof typeof ALONE]}${route}`;
      await page.goto(url);
      await expect(page.locator('main h1, main form, main [role="status"]').first()).toBeVisible({ timeout: 15_000 });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      // The standalone bar is emotion's flex row.
      await expect(page.locator('header').first()).toHaveCSS('display', 'flex');
      expect(await violations(), url).toEqual([]);
    }
  }
});

test('the dashboard alone on its port signs in and shows its data under the CSP', async ({ page, urls }) => {
  const violations = await watchViolations(page);
  await page.goto(`${urls.remotes.dashboard}/dashboard`);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Program Registration Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the signed-in dashboard reaches the API and its live socket under the CSP', async ({ page, urls }) => {
  const violations = await watchViolations(page);
  const socket = page.waitForEvent('websocket', (ws) =>
    ws.url().startsWith(`${urls.api.replace(/^http/, 'ws')}/socket.io/`),
  );
  await page.goto(`${urls.shell}/dashboard`);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Program Registration Dashboard' })).toBeVisible();
  await socket;
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the fallback for a remote that is down works under the CSP', async ({ page, urls }) => {
  const violations = await watchViolations(page);
  await page.route(`${urls.remotes.catalog}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${urls.shell}/courses/autocad`);
  await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toBeVisible({ timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await waitForRemote(page);
  expect(await violations()).toEqual([]);
});
