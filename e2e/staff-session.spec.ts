// The staff session as a browser holds it: an HttpOnly cookie that no script of the page can read, a marker
// in localStorage that is no credential, and no way for another site to use the session.
import { expect, test, waitForRemote } from './support/fixtures';
import { SESSION_COOKIE, sessionCookieOf, signIn } from './support/staff';

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard');
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
});

test('after sign-in, document.cookie and localStorage hold no credential', async ({ page }) => {
  const token = await sessionCookieOf(page);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE)!;
  expect([cookie.httpOnly, cookie.secure, cookie.sameSite]).toEqual([true, true, 'Strict']);

  const seen = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify(Object.entries(window.localStorage)),
  }));
  expect(seen.cookies).not.toContain(token);
  expect(seen.storage).not.toContain(token);
  // What decides between the sign-in form and the dashboard: only when the session ends.
  expect(await page.evaluate(() => window.localStorage.getItem('dashboardToken'))).toMatch(
    /^session-until:\d{4}-\d\d-\d\dT/,
  );
});

test('a cross-site form post to a staff route is refused, and the session lives on', async ({ page, urls }) => {
  // Another site, whose page posts a form to the API as soon as it opens (the classic forgery).
  await page.route('http://elsewhere.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${urls.api}/api/auth/logout" enctype="text/plain"><input name="x" value="y"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const forged = page.waitForResponse((response) => response.url() === `${urls.api}/api/auth/logout`);
  await page.goto('http://elsewhere.example/');
  expect((await forged).status()).toBe(401);

  await page.goto('/dashboard');
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  await expect(page.getByText('Live updates on')).toBeVisible();
});
