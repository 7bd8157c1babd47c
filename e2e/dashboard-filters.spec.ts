// Typing a date into the Registrations view's date filter searches once, on the complete date: no request
// with a half-typed year, and no "must be a date" message on the way.
import { expect, test, waitForRemote } from './support/fixtures';

const ADMIN = { email: 'admin@blueprint.local', password: 'blueprint-admin' };

test('a date typed key by key is searched only once it is complete', async ({ page }) => {
  await page.goto('/dashboard?view=registrations');
  await waitForRemote(page);
  const main = page.locator('main');
  await main.getByLabel(/^email/i).fill(ADMIN.email);
  await main.getByLabel(/^password/i).fill(ADMIN.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: 'Registrations' }).or(page.getByText('No registrations yet.'))).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/internships' && url.searchParams.has('from')) asked.push(url.searchParams.get('from')!);
  });
  const from = page.getByLabel('From', { exact: true });
  await from.focus();
  // Month, day, then the year one digit at a time, as a person types it (en-US order in this browser).
  await page.keyboard.type('11252026', { delay: 80 });
  await expect(page).toHaveURL(/[?&]from=2026-11-25/);
  await expect(page.getByText(/must be a date/i)).toHaveCount(0);
  await expect.poll(() => asked).toEqual(['2026-11-25']);
});
