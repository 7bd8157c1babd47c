// The staff dashboard against the real API: login, counts, lists, details, CSV, live updates and logout,
// inside the shell and standalone.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { ADMIN, SESSION_COOKIE, sessionCookieOf, signIn } from './support/staff';

type Program = 'IT' | 'Civil' | 'Mechanical' | 'Other';

const PROGRAMS: Program[] = ['IT', 'Civil', 'Mechanical', 'Other'];
const CSV_HEADER = 'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message';

/** A student nobody else in the run registers. */
function uniqueStudent(program: Program, name = 'E2E Student') {
  const id = `${Date.now()}${test.info().workerIndex}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: `${name} ${id}`,
    email: `dashboard.${id}@example.com`,
    phone: '9876543210',
    program,
    course: '',
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2026,
    message: 'Posted by the dashboard e2e',
  };
}

async function apiToken(request: APIRequestContext, api: string) {
  const response = await request.post(`${api}/api/auth/login`, { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function databaseCounts(request: APIRequestContext, api: string, token: string) {
  const response = await request.get(`${api}/api/internships/stats`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const stats = (await response.json()) as Array<{ _id: Program; count: number }>;
  return Object.fromEntries(stats.map((entry) => [entry._id, entry.count])) as Record<Program, number>;
}

async function register(request: APIRequestContext, api: string, student: ReturnType<typeof uniqueStudent>) {
  const response = await request.post(`${api}/api/internships`, { data: student });
  expect(response.status()).toBe(201);
}

const card = (page: Page, program: Program) =>
  page.locator('main').getByRole('button', { name: new RegExp(`^${program}\\b`) });

async function shownCounts(page: Page) {
  const counts = {} as Record<Program, number>;
  for (const program of PROGRAMS) {
    const text = (await page.getByTestId(`count-${program}`).textContent()) ?? '';
    counts[program] = Number(text.replace(/\D/g, ''));
  }
  return counts;
}

async function openDashboard(page: Page, url = '/dashboard') {
  await page.goto(url);
  await waitForRemote(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  await expect(page.getByText(/registrations in all/)).toBeVisible();
  await expect(page.getByText('Live updates on')).toBeVisible();
}

async function openList(page: Page, program: Program): Promise<Locator> {
  await card(page, program).click();
  const dialog = page.getByRole('dialog', { name: `${program} Students` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Loading ${program} students…`)).toHaveCount(0);
  return dialog;
}

test.describe('dashboard inside the shell', () => {
  test('a wrong password shows Invalid credentials; the login form is accessible', async ({ page }) => {
    await page.goto('/dashboard');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await expectAccessible(page);

    await signIn(page, { password: 'not-the-password' });

    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid credentials');
    expect(await page.evaluate(() => localStorage.getItem('dashboardToken'))).toBeNull();
  });

  test('login shows the counts held in the database, and the percent bars', async ({ page, request, urls }) => {
    await openDashboard(page);
    const token = await apiToken(request, urls.api);
    // Other tests register students meanwhile; the live channel keeps the page current, so both converge.
    await expect
      .poll(
        async () =>
          JSON.stringify(await shownCounts(page)) === JSON.stringify(await databaseCounts(request, urls.api, token)),
        { timeout: 10_000 },
      )
      .toBe(true);
    for (const program of ['IT', 'Civil', 'Mechanical'] as const) {
      await expect(card(page, program)).toContainText('Member(s) Registered');
    }
    await expect(page.getByRole('region', { name: 'Program Distribution' }).getByText(/^\d+% \(/)).toHaveCount(4);
    expect(await page.evaluate(() => localStorage.getItem('dashboardToken'))).toBeTruthy();
  });

  test('a registration posted by another client appears within a second, without a reload', async ({
    page,
    request,
    urls,
  }) => {
    await openDashboard(page);
    const dialog = await openList(page, 'Mechanical');
    const before = await shownCounts(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const student = uniqueStudent('Mechanical', 'Live Arrival');
    const started = Date.now();
    await register(request, urls.api, student);
    await expect(dialog.getByRole('listitem').first()).toContainText(student.fullName, { timeout: 1_000 });
    const elapsed = Date.now() - started;

    expect(elapsed).toBeLessThan(1_000);
    expect((await shownCounts(page)).Mechanical).toBeGreaterThanOrEqual(before.Mechanical + 1);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('details show every value as text, over the list; Escape closes one dialog at a time', async ({
    page,
    request,
    urls,
  }) => {
    const student = uniqueStudent('Civil', '<img src=x onerror=alert(1)>');
    await register(request, urls.api, student);
    await openDashboard(page);
    const dialog = await openList(page, 'Civil');

    const view = dialog.getByRole('button', { name: `View ${student.fullName}` });
    await view.click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    await expect(details).toBeVisible();
    await expect(details.locator('dt', { hasText: 'Name' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      student.fullName,
    );
    for (const value of [
      student.email,
      student.phone,
      student.qualification,
      student.college,
      String(student.graduationYear),
      student.message,
    ]) {
      await expect(details.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(details.getByText('Registered At')).toBeVisible();
    await expect(page.locator('main img[src="x"], [role="dialog"] img')).toHaveCount(0);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, 'Civil')).toBeFocused();
  });

  test('Download CSV saves <program>_students.csv with the header row', async ({ page, request, urls }) => {
    await register(request, urls.api, uniqueStudent('IT', 'Csv Student'));
    await openDashboard(page);
    const dialog = await openList(page, 'IT');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);

    expect(download.suggestedFilename()).toBe('it_students.csv');
    const content = readFileSync(await download.path(), 'utf8');
    // UTF-8 with a byte-order mark, so a spreadsheet on Windows reads "Zoë" as written.
    expect(content.split(/\r?\n/)[0]).toBe(`\uFEFF${CSV_HEADER}`);
    expect(content).toContain('Csv Student');
  });

  test('logout forgets the session, revokes it on the server and returns to the login form', async ({
    page,
    request,
    urls,
  }) => {
    await openDashboard(page);
    const token = await sessionCookieOf(page);

    await page.locator('main').getByRole('button', { name: 'Logout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dashboardToken'))).toBeNull();
    // The login form shows at once; the cookie goes when the server answers the logout.
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain(SESSION_COOKIE);
    await expect
      .poll(async () =>
        (
          await request.get(`${urls.api}/api/internships/stats`, { headers: { Authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(401);
  });

  test('a stored marker without a live session goes back to the login form with the session-expired message', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('dashboardToken', 'session-until:2099-01-01T00:00:00.000Z'));
    await page.goto('/blueprint/dashboard');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Your session has expired. Please sign in again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await expect(page.getByText('Member(s) Registered')).toHaveCount(0);
  });
});

test.describe('dashboard standalone', () => {
  test('signs in, shows the counts and the list on its own origin, and is accessible', async ({ page, urls }) => {
    await openDashboard(page, `${urls.remotes.dashboard}/dashboard`);
    await expect(page.getByText(/\(standalone\)/)).toBeVisible();
    await expectAccessible(page);
    const dialog = await openList(page, 'IT');
    await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expectAccessible(page);
  });
});
