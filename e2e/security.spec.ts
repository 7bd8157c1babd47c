// The pages' Content-Security-Policy (page-server/src/pages/content-security-policy.ts): every route, bare and under
// /blueprint, renders under it with no violation, the dashboard's API calls and live socket included, and the
// fallback for a remote that is down works under it too.
import type { Page } from '@playwright/test';
import { expect, test, waitForRemote } from './support/fixtures';
import { signIn } from './support/staff';

const ROUTES = ['/', '/home', '/about', '/contact', '/blog', '/courses', '/courses/autocad', '/internship', '/internship/it', '/dashboard', '/privacy', '/terms', '/cookies'];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, as events and as console errors. */
async function watchViolations(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test('the shell sends its pages with a strict CSP and a nonce on each inline script', async ({ request, urls }) => {
  const response = await request.get(`${urls.shell}/blueprint/courses/autocad`);
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  for (const remote of Object.values(urls.remotes)) expect(scriptSrc).toContain(remote);
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${urls.api}[^;]*${urls.api.replace(/^http/, 'ws')}`));

  const html = await response.text();
  // Every inline script that runs; a JSON-LD data block is never run, so it needs none.
  const inline = html.match(/<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>/g) ?? [];
  expect(inline.length).toBeGreaterThanOrEqual(2); // the theme script and the run-time config
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toContain('<script type="application/ld+json">');
});

for (const prefix of ['', '/blueprint']) {
  test(`every route under "${prefix || '/'}" renders with no CSP violation`, async ({ page, urls }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const route of ROUTES) {
      await page.goto(`${urls.shell}${prefix}${route}`);
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main')).toBeVisible();
      // Let deferred parts (below-the-fold sections, images) load too.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await violations(), route).toEqual([]);
    }
  });
}

test('the signed-in dashboard reaches the API and its live socket under the CSP', async ({ page, urls }) => {
  const violations = await watchViolations(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().startsWith(`${urls.api.replace(/^http/, 'ws')}/socket.io/`));
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
