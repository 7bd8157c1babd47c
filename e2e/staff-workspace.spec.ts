// The staff workspace of the dashboard against the real API: search and filters in the URL, the
// filtered CSV, follow-up status live on a second dashboard, erasure after a confirmation, the inbox with a
// message sent from the Contact page, the trend chart and its table, and axe on every new view and dialog.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { ADMIN, signIn } from './support/staff';

type Program = 'IT' | 'Civil' | 'Mechanical' | 'Other';

const CSV_HEADER = 'fullName,email,phone,program,course,qualification,college,graduationYear,createdAt,message';
const CONTACT_SENT = 'Thank you! Your message has been sent. We will get back to you within 24 hours.';

/** A word no other test uses, to find this test's rows by search. */
function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${test.info().workerIndex}${Math.floor(Math.random() * 1e4)}`;
}

function student(tag: string, index: number, program: Program) {
  return {
    fullName: `${tag} Student ${index}`,
    email: `${tag.toLowerCase()}.${index}@example.com`,
    phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    program,
    course: '',
    qualification: 'B.Tech',
    college: 'RV College of Engineering',
    graduationYear: 2026,
    message: '',
  };
}

async function register(request: APIRequestContext, api: string, body: ReturnType<typeof student>) {
  const response = await request.post(`${api}/api/internships`, { data: body });
  expect(response.status()).toBe(201);
}

async function seed(request: APIRequestContext, api: string, tag: string, programs: Program[]) {
  const students = programs.map((program, index) => student(tag, index, program));
  // One after another: the list's newest-first order is then the reverse of this one.
  for (const body of students) await register(request, api, body);
  return students;
}

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
}

/** Signed in, on `/dashboard…` (a view's path, its parameters) inside the shell, with the live channel up. */
async function openWorkspace(page: Page, search: string) {
  await page.goto(`/dashboard${search}`);
  await waitForRemote(page);
  await signInToDashboard(page);
  await expect(page.getByText('Live updates on')).toBeVisible();
}

async function openSecondDashboard(browser: Browser, baseURL: string, search: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openWorkspace(page, search);
  return { context, page };
}

const table = (page: Page) => page.getByRole('table', { name: 'Registrations' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test.describe('staff workspace', () => {
  test('search and filter a seeded set, then export exactly those rows', async ({ page, request, urls }) => {
    const tag = uniqueTag('Srch');
    const students = await seed(request, urls.api, tag, ['Civil', 'IT', 'Civil', 'Mechanical', 'Civil']);
    const civil = students.filter((entry) => entry.program === 'Civil');

    await openWorkspace(page, '/registrations');
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search name, email or phone' }).fill(tag.toLowerCase());
    await expect(table(page).getByRole('rowheader')).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Program' }).selectOption('Civil');
    await expect(table(page).getByRole('rowheader')).toHaveText(civil.map((entry) => entry.fullName).reverse());
    // The view is in the URL: a reload (or a shared link) opens on the same rows.
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag.toLowerCase());
    expect(new URL(page.url()).searchParams.get('program')).toBe('Civil');
    await page.reload();
    await waitForRemote(page);
    await expect(table(page).getByRole('rowheader')).toHaveText(civil.map((entry) => entry.fullName).reverse());

    // A search by phone finds its one row.
    await page.getByRole('searchbox', { name: 'Search name, email or phone' }).fill(civil[1]!.phone);
    await expect(table(page).getByRole('rowheader')).toHaveText([civil[1]!.fullName]);
    await page.getByRole('searchbox', { name: 'Search name, email or phone' }).fill(tag.toLowerCase());
    await expect(table(page).getByRole('rowheader')).toHaveCount(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // The workspace export: a byte-order mark, the spec's columns and then the team's, under the
    // name the API gives it (what it holds and when).
    expect(download.suggestedFilename()).toMatch(/^civil_students_.*workspace_\d{4}-\d{2}-\d{2}_\d{4}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toBe(`\uFEFF${CSV_HEADER},status,note,assignee,followUpAt`);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(civil.map((entry) => entry.fullName).reverse());
  });

  test('mark as contacted: a second open dashboard shows it without a reload', async ({
    page,
    browser,
    request,
    urls,
  }) => {
    const tag = uniqueTag('Fup');
    const [target] = await seed(request, urls.api, tag, ['IT']);
    const search = `/registrations?q=${tag.toLowerCase()}`;
    await openWorkspace(page, search);
    const second = await openSecondDashboard(browser, urls.shell, search);
    try {
      await expect(rowOf(second.page, target!.fullName)).toContainText('New');
      await second.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      await rowOf(page, target!.fullName)
        .getByRole('button', { name: `Follow up ${target!.fullName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Follow up: ${target!.fullName}` });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('combobox', { name: 'Follow-up status' }).selectOption('contacted');
      await dialog.getByRole('textbox', { name: /Note/ }).fill('Called on Monday');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(rowOf(page, target!.fullName)).toContainText('Contacted');

      await expect(rowOf(second.page, target!.fullName)).toContainText('Contacted');
      await expect(rowOf(second.page, target!.fullName)).toContainText('Called on Monday');
      expect(await second.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
        true,
      );
    } finally {
      await second.context.close();
    }
  });

  test('delete after the confirmation: gone here and on a second dashboard, and the email may register again', async ({
    page,
    browser,
    request,
    urls,
  }) => {
    const tag = uniqueTag('Del');
    const [keep, erase] = await seed(request, urls.api, tag, ['Other', 'Other']);
    const search = `/registrations?q=${tag.toLowerCase()}`;
    await openWorkspace(page, search);
    const second = await openSecondDashboard(browser, urls.shell, search);
    try {
      await expect(table(second.page).getByRole('rowheader')).toHaveCount(2);
      await rowOf(page, erase!.fullName)
        .getByRole('button', { name: `Delete ${erase!.fullName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete registration' });
      await expect(dialog).toContainText(`Delete the registration of ${erase!.fullName} (${erase!.email})?`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: `Delete ${erase!.fullName}` }).click();
      await expect(dialog).toHaveCount(0);

      await expect(table(page).getByRole('rowheader')).toHaveText([keep!.fullName]);
      await expect(table(second.page).getByRole('rowheader')).toHaveText([keep!.fullName]);
      // The email may register again.
      await register(request, urls.api, erase!);
    } finally {
      await second.context.close();
    }
  });

  test('read a contact message sent from the Contact page and mark it handled', async ({ page, urls }) => {
    const tag = uniqueTag('Msg');
    await openWorkspace(page, '/messages');
    const inbox = page.getByRole('table', { name: 'Contact messages, newest first' });
    await expect(page.getByText(/^(Showing the first )?\d+ messages?$/)).toBeVisible();
    await expectAccessible(page);

    // Another visitor writes from the Contact page, in another tab.
    const visitor = await page.context().browser()!.newContext({ baseURL: urls.shell });
    const contact = await visitor.newPage();
    await contact.goto('/contact');
    await waitForRemote(contact);
    const form = contact.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: /^name/i }).fill(`${tag} Visitor`);
    await form.getByRole('textbox', { name: /^email/i }).fill(`${tag.toLowerCase()}@example.com`);
    await form.getByRole('textbox', { name: /^message/i }).fill('Is there a weekend batch?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(CONTACT_SENT);
    await visitor.close();

    // It arrives live, on top.
    const row = inbox.getByRole('row').filter({ hasText: `${tag} Visitor` });
    await expect(row).toContainText('Is there a weekend batch?');
    await expect(row).toContainText('Unread');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(tag.toLowerCase());
    await expect(inbox.getByRole('rowheader')).toHaveCount(1);
    await row.getByRole('button', { name: `Mark handled: message from ${tag} Visitor` }).click();
    await expect(row).toContainText('Handled');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('false');
    await expect(page.getByText('No messages match.')).toBeVisible();
  });

  test('the chart and its table show the seeded counts', async ({ page, request, urls }) => {
    const login = await request.post(`${urls.api}/api/auth/login`, { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    // Today is the institute's day (its time zone, which /api/auth/me names), not UTC's: they differ for hours.
    const me = await request.get(`${urls.api}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    const { timeZone } = ((await me.json()) as { data: { timeZone: string } }).data;
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    const timeline = async () => {
      const response = await request.get(`${urls.api}/api/internships/timeline?from=${today}&to=${today}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as Array<Record<string, number | string>>).find((point) => point.date === today)!;
    };
    const before = await timeline();
    await seed(request, urls.api, uniqueTag('Trend'), ['Mechanical', 'Mechanical', 'Mechanical', 'Civil']);

    await openWorkspace(page, `/trends?from=${today}&to=${today}`);
    await expect(page.getByRole('img', { name: /^Registrations per day from/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show data table' }).click();
    const row = page
      .getByRole('table', { name: 'Registrations per day and program' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: today }) });
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    const after = await timeline();
    // Other tests register meanwhile: what the table shows lies between the counts before and after it loaded,
    // and holds this test's four.
    ['IT', 'Civil', 'Mechanical', 'Other'].forEach((program, index) => {
      expect(cells[index]).toBeLessThanOrEqual(Number(after[program]));
      expect(cells[index]).toBeGreaterThanOrEqual(
        Number(before[program]) + (program === 'Mechanical' ? 3 : program === 'Civil' ? 1 : 0),
      );
    });
    await expectAccessible(page);
  });

  test('each view has an address: an old ?view= link is replaced by it, Back and Forward move between views, /blueprint too', async ({
    page,
  }) => {
    // A link from before the views had paths, loaded fresh: replaced by the view's own, its search kept.
    await openWorkspace(page, '?view=registrations&q=nobody-by-this-name');
    await expect(page).toHaveURL(/\/dashboard\/registrations\?q=nobody-by-this-name$/);
    await expect(page.getByRole('searchbox', { name: 'Search name, email or phone' })).toHaveValue(
      'nobody-by-this-name',
    );
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/audit$/);
    await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/registrations\?q=nobody-by-this-name$/);
    await expect(page.getByRole('link', { name: 'Registrations' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    // A view's address under the base path, loaded fresh: the page server serves the shell for it.
    const response = await page.goto('/blueprint/dashboard/messages');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('table', { name: 'Contact messages, newest first' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/blueprint/dashboard');
  });

  test('subscribers, the audit log and the overview have no serious axe violation', async ({ page, request, urls }) => {
    const email = `${uniqueTag('news').toLowerCase()}@example.com`;
    expect((await request.post(`${urls.api}/api/newsletter`, { data: { email } })).status()).toBe(201);
    await openWorkspace(page, '/subscribers');
    await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toContainText(email);
    await expect(page.getByRole('button', { name: 'Export subscribers CSV' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText('Signed in');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByTestId('status-count-new')).toHaveText(/New: \d/);
    await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expectAccessible(page);
  });
});
