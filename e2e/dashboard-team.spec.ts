// The staff workspace as a team against the real API: two people saving one registration (the
// second sees the conflict and loses nothing), an admin adding a colleague who signs in and is named in the
// audit log, two people with one registration open seeing each other, the new views at phone size by touch,
// and axe on every new view and dialog.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { ADMIN, signIn } from './support/staff';

/** A word no other test uses, to find this test's rows and people. */
function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${test.info().workerIndex}${Math.floor(Math.random() * 1e4)}`;
}

async function register(request: APIRequestContext, api: string, tag: string) {
  const fullName = `${tag} Student`;
  const response = await request.post(`${api}/api/internships`, {
    data: {
      fullName,
      email: `${tag.toLowerCase()}@example.com`,
      phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      program: 'IT',
      course: '',
      qualification: 'B.Tech',
      college: 'RV College',
      graduationYear: 2026,
      message: '',
    },
  });
  expect(response.status()).toBe(201);
  return { fullName, id: ((await response.json()) as { data: { _id: string } }).data._id };
}

/** A staff account added through the API by the development admin. */
async function addStaff(request: APIRequestContext, api: string, name: string) {
  const login = await request.post(`${api}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const account = {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@blueprint.local`,
    name,
    role: 'staff',
    password: 'a-long-enough-password',
  };
  const created = await request.post(`${api}/api/staff`, {
    data: account,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return { ...account, token };
}

async function openDashboard(page: Page, search: string, account: { email?: string; password?: string } = {}) {
  await page.goto(`/dashboard${search}`);
  await waitForRemote(page);
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  await expect(page.getByText('Live updates on')).toBeVisible();
}

async function secondPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('two staff save one registration: the second sees who changed what, loses nothing, and both notes are in the history', async ({
  page,
  browser,
  request,
  urls,
  baseURL,
}) => {
  const tag = uniqueTag('Clash');
  const { fullName, id } = await register(request, urls.api, tag);
  const ravi = await addStaff(request, urls.api, `Ravi ${tag}`);

  // Ravi opens the follow-up first, and is still typing when the admin saves.
  const second = await secondPage(browser, baseURL!);
  await openDashboard(second.page, `/registrations?q=${tag}`, ravi);
  await second.page.getByRole('button', { name: `Follow up ${fullName}` }).click();
  const stale = second.page.getByRole('dialog', { name: `Follow up: ${fullName}` });
  await stale.getByRole('combobox', { name: 'Follow-up status' }).selectOption('not-interested');
  await stale.getByRole('textbox', { name: /^note/i }).fill('number busy');

  await openDashboard(page, `/registrations?q=${tag}`);
  await page.getByRole('button', { name: `Follow up ${fullName}` }).click();
  const first = page.getByRole('dialog', { name: `Follow up: ${fullName}` });
  await first.getByRole('combobox', { name: 'Follow-up status' }).selectOption('contacted');
  await first.getByRole('textbox', { name: /^note/i }).fill('called 7:10pm');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toBeHidden();

  await stale.getByRole('button', { name: 'Save' }).click();
  const conflict = stale.getByRole('alert').filter({ hasText: 'Not saved:' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Status: New → Contacted');
  await expect(conflict).toContainText('New note: “called 7:10pm”');
  // Who and when as people read them: no ISO timestamp, no version number.
  expect(await conflict.innerText()).not.toMatch(/\d{4}-\d\d-\d\dT|version/i);
  // Nothing typed is lost.
  await expect(stale.getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('not-interested');
  await expect(stale.getByRole('textbox', { name: /^note/i })).toHaveValue('number busy');
  await expectAccessible(second.page);
  await stale.getByRole('button', { name: 'Save' }).click();
  await expect(stale).toBeHidden();

  // Both notes, each with its author, in the history; the admin's list shows Ravi's status live.
  const row = page.getByRole('table', { name: 'Registrations' }).getByRole('row').filter({ hasText: fullName });
  await expect(row).toContainText('Not interested');
  await row.getByRole('button', { name: `Open ${fullName}` }).click();
  const panel = page.getByRole('dialog', { name: 'Student panel' });
  const history = panel.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'number busy' })).toContainText(ravi.name);
  await expect(history.getByRole('listitem').filter({ hasText: 'called 7:10pm' })).toBeVisible();
  await expectAccessible(page);
  const activity = await request.get(`${urls.api}/api/internships/${id}/activity`, {
    headers: { Authorization: `Bearer ${ravi.token}` },
  });
  const notes = ((await activity.json()) as { data: Array<{ kind: string; text?: string }> }).data
    .filter((entry) => entry.kind === 'note')
    .map((entry) => entry.text);
  expect(notes).toEqual(['number busy', 'called 7:10pm']);
  await second.context.close();
});

test("a colleague's save shows at once in an open dialog; taking it in keeps the typed note; the save is confirmed visibly", async ({
  page,
  browser,
  request,
  urls,
  baseURL,
}) => {
  const tag = uniqueTag('Live');
  const { fullName } = await register(request, urls.api, tag);
  const ravi = await addStaff(request, urls.api, `Ravi ${tag}`);

  // B (Ravi) opens the follow-up and types a note.
  const second = await secondPage(browser, baseURL!);
  await openDashboard(second.page, `/registrations?q=${tag}`, ravi);
  await second.page.getByRole('button', { name: `Follow up ${fullName}` }).click();
  const open = second.page.getByRole('dialog', { name: `Follow up: ${fullName}` });
  await open.getByRole('textbox', { name: /^note/i }).fill('will call after 6');

  // A (the admin) saves a status and an assignee.
  await openDashboard(page, `/registrations?q=${tag}`);
  await page.getByRole('button', { name: `Follow up ${fullName}` }).click();
  const first = page.getByRole('dialog', { name: `Follow up: ${fullName}` });
  await first.getByRole('combobox', { name: 'Follow-up status' }).selectOption('contacted');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toBeHidden();
  // A sees the save confirmed where it can be read, with an Undo.
  const confirmation = page.getByTestId('save-notice');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`Saved: ${fullName} is Contacted`);
  await expect(confirmation.getByRole('button', { name: 'Undo' })).toBeVisible();

  // B's open dialog says so within 2 s: who, what, when; no ISO time or version number.
  const notice = open.getByRole('alert').filter({ hasText: 'changed this registration' });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('Administrator changed this registration');
  await expect(notice).toContainText('Status: New → Contacted');
  await expect(notice.locator('time')).toHaveAttribute('datetime', /T/);
  expect(await notice.innerText()).not.toMatch(/\d{4}-\d\d-\d\dT|version/i);
  await expectAccessible(second.page);
  await notice.getByRole('button', { name: 'Take in their change' }).click();
  await expect(notice).toBeHidden();
  await expect(open.getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
  await expect(open.getByRole('textbox', { name: /^note/i })).toHaveValue('will call after 6');
  await open.getByRole('button', { name: 'Save' }).click();
  await expect(open).toBeHidden();
  await expect(second.page.getByTestId('save-notice')).toContainText(`Saved: ${fullName} is Contacted`);

  // The audit log names the registration, shows before → after, and no ISO time or raw id.
  await page.goto('/dashboard/audit');
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  const statusRow = log
    .getByRole('row')
    .filter({ hasText: fullName })
    .filter({ hasText: 'Changed a follow-up status' });
  await expect(statusRow).toContainText('Status: New → Contacted');
  await expect(log.getByRole('row').filter({ hasText: fullName }).filter({ hasText: 'Added a note' })).toContainText(
    ravi.name,
  );
  expect(await log.innerText()).not.toMatch(/\d{4}-\d\d-\d\dT|[0-9a-f]{8}-[0-9a-f]{4}-7|version/i);
  await second.context.close();
});

test('two staff with one registration open see each other, and it clears when one closes it or goes away', async ({
  page,
  browser,
  request,
  urls,
  baseURL,
}) => {
  const tag = uniqueTag('Seen');
  const { fullName } = await register(request, urls.api, tag);
  const ravi = await addStaff(request, urls.api, `Ravi ${tag}`);

  await openDashboard(page, `/registrations?q=${tag}`);
  await page.getByRole('button', { name: `Follow up ${fullName}` }).click();
  const mine = page.getByRole('dialog', { name: `Follow up: ${fullName}` });
  await expect(mine).toBeVisible();
  // Nobody else yet, and never oneself.
  await expect(mine.getByText(/is viewing/)).toHaveCount(0);

  const second = await secondPage(browser, baseURL!);
  await openDashboard(second.page, `/registrations?q=${tag}`, ravi);
  const openRavis = async () => {
    await second.page.getByRole('button', { name: `Follow up ${fullName}` }).click();
    const dialog = second.page.getByRole('dialog', { name: `Follow up: ${fullName}` });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  let his = await openRavis();
  await expect(mine.getByRole('status').filter({ hasText: `${ravi.name} is viewing` })).toBeVisible();
  await expect(his.getByRole('status').filter({ hasText: 'Administrator is viewing' })).toBeVisible();
  await expectAccessible(page);

  // He closes it: gone from the admin's dialog.
  await his.getByRole('button', { name: 'Cancel' }).click();
  await expect(his).toBeHidden();
  await expect(mine.getByText(`${ravi.name} is viewing`)).toBeHidden();

  // He opens it again, then his browser goes away: gone again.
  his = await openRavis();
  await expect(mine.getByText(`${ravi.name} is viewing`)).toBeVisible();
  await second.context.close();
  await expect(mine.getByText(`${ravi.name} is viewing`)).toBeHidden();
});

test('an admin adds a staff member, who signs in and is named in the audit log', async ({ page, browser, baseURL }) => {
  const name = `Meera ${uniqueTag('Team')}`;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@blueprint.local`;
  await openDashboard(page, '/team');
  await expect(page.getByText(/Signed in as/)).toContainText('(Admin)');
  await expect(page.getByRole('table', { name: 'Team accounts' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Password').fill('meera-long-password');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${name} can now sign in as ${email}.`)).toBeVisible();
  // The two other account dialogs: opened, checked, closed unchanged.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeHidden();
  await page.getByRole('button', { name: `Reset password for ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Reset the password of ${name}` })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Reset the password of ${name}` })).toBeHidden();

  const meera = await secondPage(browser, baseURL!);
  await openDashboard(meera.page, '', { email, password: 'meera-long-password' });
  await expect(meera.page.getByText(/Signed in as/)).toContainText(`Signed in as ${name} (Staff)`);
  // A staff member never sees the Team view.
  await expect(meera.page.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await meera.page.getByRole('button', { name: 'Change password' }).click();
  await expect(meera.page.getByRole('dialog', { name: 'Change your password' })).toBeVisible();
  await expectAccessible(meera.page);
  await meera.context.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: name });
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(log.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText(name);
  await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Everyone' });
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Added a staff member' });
  await expect(log.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  await expectAccessible(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every new action is reachable by touch, with no sideways scroll', async ({ page, request, urls }) => {
    const tag = uniqueTag('Phone');
    const { fullName } = await register(request, urls.api, tag);
    await page.goto(`/dashboard/registrations?q=${tag}`);
    await waitForRemote(page);
    await signIn(page, { tap: true });
    await expect(page.getByText('Live updates on')).toBeVisible();
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('checkbox', { name: `Select ${fullName}` }).tap();
    const bar = page.getByRole('region', { name: 'Change the selected registrations' });
    await expect(bar).toContainText('1 selected');
    await noSidewaysScroll();
    await expectAccessible(page);
    await bar.getByRole('combobox', { name: 'Set status' }).selectOption('contacted');
    await bar.getByRole('button', { name: 'Apply to 1' }).tap();
    await expect(page.getByText('Updated 1 of 1 selected registration.')).toBeVisible();

    // On a phone the quick lists fold with the filters.
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).tap();
    await page.getByRole('button', { name: 'My registrations' }).tap();
    await page.getByRole('button', { name: 'Overdue' }).tap();
    await noSidewaysScroll();
    await page.getByRole('button', { name: 'Clear filters' }).tap();
    await page.getByRole('searchbox', { name: 'Search name, email or phone' }).fill(tag);

    await page.getByRole('button', { name: `Open ${fullName}` }).tap();
    const panel = page.getByRole('dialog', { name: 'Student panel' });
    await expect(panel.getByRole('link', { name: new RegExp(`^Call ${fullName}`) })).toBeVisible();
    await expect(panel.getByRole('link', { name: `WhatsApp ${fullName} (opens WhatsApp)` })).toBeVisible();
    await noSidewaysScroll();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Follow up' }).tap();
    const followUp = page.getByRole('dialog', { name: `Follow up: ${fullName}` });
    await followUp.getByRole('textbox', { name: /^note/i }).fill('Tapped on a phone');
    await followUp.getByRole('button', { name: 'Save' }).tap();
    await expect(followUp).toBeHidden();
    await expect(panel.getByRole('region', { name: 'History' })).toContainText('Tapped on a phone');
    await noSidewaysScroll();
    await panel.getByRole('button', { name: 'Close' }).tap();

    await page.getByRole('link', { name: 'Team' }).tap();
    await expect(page.getByRole('table', { name: 'Team accounts' })).toBeVisible();
    await noSidewaysScroll();
    await page.getByRole('link', { name: 'Audit log' }).tap();
    await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
    await noSidewaysScroll();
    await expectAccessible(page);
  });
});
