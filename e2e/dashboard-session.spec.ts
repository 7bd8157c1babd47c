// A session that ends while a follow-up note is being typed (here: the session revoked on the server, as when
// it expires) gives the note and status back after signing in again, and saves them.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { sessionCookieOf, signIn } from './support/staff';

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
}

test('a session that ends mid-note gives the note and status back after signing in', async ({
  page,
  request,
  urls,
}) => {
  const tag = `Draft${Date.now().toString(36)}${test.info().workerIndex}`;
  const name = `${tag} Student`;
  const created = await request.post(`${urls.api}/api/internships`, {
    data: {
      fullName: name,
      email: `${tag.toLowerCase()}@example.com`,
      phone: '9876501234',
      program: 'IT',
      course: '',
      qualification: 'B.Tech',
      college: 'RV College',
      graduationYear: 2026,
      message: '',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/dashboard/registrations?q=${tag}`);
  await waitForRemote(page);
  await signInToDashboard(page);
  await page.getByRole('button', { name: `Follow up ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Follow up: ${name}` });
  await dialog.getByRole('combobox', { name: 'Follow-up status' }).selectOption('contacted');
  await dialog.getByRole('textbox', { name: /^note/i }).fill('Called 7:10pm, call back on Friday');

  // The session ends on the server (revoked, as an expiry would): the socket is closed and refused again.
  const token = await sessionCookieOf(page);
  const revoked = await request.post(`${urls.api}/api/auth/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  expect(kept).toContain('Called 7:10pm, call back on Friday');
  expect(kept).not.toContain(token);

  await signInToDashboard(page);
  await expect(
    page.getByText(`Your session ended while you were following up ${name}. What you typed was kept.`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reopen the follow-up' }).click();
  const again = page.getByRole('dialog', { name: `Follow up: ${name}` });
  await expect(again.getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
  await expect(again.getByRole('textbox', { name: /^note/i })).toHaveValue('Called 7:10pm, call back on Friday');
  await expectAccessible(page);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Registrations' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText('Called 7:10pm, call back on Friday');
  await expect(page.getByText(/Your session ended/)).toHaveCount(0);
});
