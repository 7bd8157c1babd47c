// The page works before its scripts arrive, and without them: the shell's menus open in the browser
// itself, the theme follows the system without JavaScript, and hydrating never undoes what the visitor did
// meanwhile (a scroll). Forms without JavaScript are tested with their remotes.
import { expect, test, waitForRemote } from './support/fixtures';
import { delayScripts } from './support/first-tap';

const PHONE = { width: 390, height: 844 };

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone, the menu leads to About', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/blueprint\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Innovating Technology Solutions Since 2008' }),
    ).toBeVisible();
    // Closed again on the new page; Escape closes it too.
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('on a desktop, Courses leads to the whole catalogue', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Courses' }).click();
    await page.getByRole('link', { name: 'All courses' }).click();
    await expect(page).toHaveURL(/\/blueprint\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Courses by Provider' })).toBeVisible();
  });

  test("the system's dark theme applies, and no theme switch that could not work is shown", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(background);
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
    await context.close();
  });

  test('the staff dashboard says plainly that it needs JavaScript', async ({ page }) => {
    await page.goto('/dashboard');
    // Playwright's text matching skips <noscript>: its text is read from the DOM, where the browser shows it.
    const notice = page.locator('noscript');
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((element) => element.textContent)).toContain(
      'The staff dashboard works only with JavaScript',
    );
  });
});

test.describe('with every script held back 3 s', () => {
  test('a scroll before hydration stays', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await delayScripts(page, 3000);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Innovating Technology Solutions Since 2008' }),
    ).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-live'))).toBe(false);
    await waitForRemote(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the phone menu opens before the scripts arrive, and leads to About', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await delayScripts(page, 3000);
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shell-live'))).toBe(false);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/blueprint\/about$/);
  });
});
