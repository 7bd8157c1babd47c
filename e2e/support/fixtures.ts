import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { SystemUrls } from '@blueprint/ops/system';
import { e2eState } from './state';

export { expect };

export const test = base.extend<{ urls: SystemUrls; pageErrors: string[] }>({
  urls: async ({}, use) => {
    await use(e2eState().urls);
  },
  // Every test fails on an uncaught error in the page, whatever it was checking.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the remote page has replaced the loading skeleton and shows its heading. */
export async function waitForRemote(page: Page) {
  // The shell has rendered (the server's HTML has no <main>) ...
  await expect(page.locator('main#main')).toBeAttached({ timeout: 15_000 });
  // ... the remote's page has replaced the skeleton, and a page the server composed is live: hydrated (the
  // shell marks <html>; shell/src/remotes/live.tsx). A remote alone renders in the browser, with no mark.
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    () => !document.querySelector('#root[data-theme]') || document.documentElement.hasAttribute('data-page-live'),
    null,
    {
      timeout: 15_000,
    },
  );
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Uses a form the server rendered (a tab into its first field) and waits until its code has taken it over:
 * its code loads on first use (shared/src/forms/deferred.tsx), and until it has come the form is sent by the
 * browser. For a test of the enhanced form: inline checks, no reload.
 */
export async function waitForFormCode(form: Locator) {
  await form.getByRole('textbox').first().focus();
  await expect(form.page().locator('[data-part-live]').filter({ has: form })).toHaveCount(1, { timeout: 15_000 });
}

/** axe-core on the current page: no serious or critical WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
