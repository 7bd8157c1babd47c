// The internship remote: the landing page with its registration form, the IT programs page with its quick
// registration, against the real API on the run's fresh database; inside the shell (bare and under
// /blueprint) and standalone on the remote's own port.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';

const SUCCESS = 'Registration successful! We will contact you soon.';

/** An address no other test or run uses (the database is shared by the whole run). */
function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${test.info().workerIndex}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

const form = (page: Page) => page.getByRole('form', { name: 'Register for Internship' });
const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });
const program = (page: Page) => form(page).getByRole('combobox', { name: /program/i });

async function fillInternshipForm(page: Page, email: string) {
  await field(page, /full name/i).fill('Asha Rao');
  await field(page, /^email/i).fill(email);
  await field(page, /phone number/i).pressSequentially('98765-43210');
  await program(page).selectOption('Mechanical');
  await field(page, /qualification/i).fill('B.E. Mechanical');
  await field(page, /college\/university/i).fill('RV College of Engineering');
  await form(page)
    .getByRole('spinbutton', { name: /graduation year/i })
    .fill('2025');
  await field(page, /message/i).fill('Interested in CAD/CAM.');
}

/** True when the element's top is inside the viewport, below the fixed header. */
async function inView(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });
}

/** Registers, sees the success and the reset; registers the same address in other letter case and sees the 409. */
async function registerTwice(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/internships')) posts.push(request.url());
  });

  await fillInternshipForm(page, email);
  await expect(field(page, /phone number/i)).toHaveValue('9876543210');
  await form(page).getByRole('button', { name: 'Register Now' }).dblclick();
  await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
  expect(posts).toHaveLength(1);
  await expect(field(page, /full name/i)).toHaveValue('');
  await expect(field(page, /^email/i)).toHaveValue('');
  await expect(program(page)).toHaveValue('IT');

  await fillInternshipForm(page, email.toUpperCase());
  await form(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Email Already Registered');
  await expect(field(page, /^email/i)).toHaveValue(email.toUpperCase());
  await expect(field(page, /full name/i)).toHaveValue('Asha Rao');
  await expect(form(page).getByRole('button', { name: 'Register Now' })).toBeEnabled();
}

test.describe('internship inside the shell', () => {
  test('the landing page: sections, register, duplicate in other case, no serious axe violation', async ({ page }) => {
    await page.goto('/internship');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internship cum Final Year Project Program');
    await expect(page).toHaveTitle('Internship cum Final Year Project Program | Blueprint Academy');
    await expect(page.getByText('Next batch starting soon. Limited seats available.')).toBeVisible();
    await expect(page.getByText('₹8000')).toBeVisible();
    const chat = page.getByRole('link', { name: /chat with us about civil and mechanical pricing/i });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect.poll(() => inView(page, '#registration-form')).toBe(true);
    await expectAccessible(page);

    await registerTwice(page, 'shell');
    await expectAccessible(page);
  });

  test('Explore Program opens the form with that program selected', async ({ page }) => {
    await page.goto('/blueprint/internship');
    await waitForRemote(page);
    await page.getByRole('link', { name: 'Explore Program: Civil' }).click();
    await expect(page).toHaveURL(/\/blueprint\/internship\?program=civil#registration-form$/);
    await expect(program(page)).toHaveValue('Civil');
    await expect.poll(() => inView(page, '#registration-form')).toBe(true);

    await page.getByRole('link', { name: 'Explore Program: Mechanical' }).click();
    await expect(program(page)).toHaveValue('Mechanical');
  });

  test('a link to /internship#registration-form scrolls to the form once the remote has loaded', async ({ page }) => {
    await page.goto('/internship#registration-form');
    await waitForRemote(page);
    await expect(form(page)).toBeVisible();
    await expect.poll(() => inView(page, '#registration-form')).toBe(true);
  });

  test('an IT card leads to the form with IT and its course table', async ({ page }) => {
    await page.goto('/blueprint/internship/it');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT Internship Programs');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Register Now for Java Fullstack Development' }).click();
    await expect(page).toHaveURL(/\/blueprint\/internship\?program=it&course=java-fullstack#registration-form$/);
    const table = page.getByRole('table', { name: 'Course Details' });
    await expect(table).toContainText('Java Fullstack Development');
    await expect(table).toContainText('6 months');
    await expect(table).toContainText('₹14,000');
    await expect(program(page)).toHaveValue('IT');
    await expect.poll(() => inView(page, '#registration-form')).toBe(true);
  });

  test('the quick registration on /internship/it posts with the stored bearer token, then refuses the same email', async ({
    page,
  }) => {
    await page.goto('/internship/it');
    await waitForRemote(page);
    await page.evaluate(() => window.localStorage.setItem('token', 'visitor-token'));
    // The form loads as its place nears the screen, as a visitor scrolls down.
    await page.locator('#quick-registration').scrollIntoViewIfNeeded();
    const quick = page.getByRole('form', { name: 'Quick Registration' });
    await expect(quick).toBeVisible();

    const email = uniqueEmail('quick');
    const fill = async (address: string) => {
      await quick.getByRole('textbox', { name: /full name/i }).fill('Ravi Kumar');
      await quick.getByRole('textbox', { name: /^email/i }).fill(address);
      await quick.getByRole('textbox', { name: /phone number/i }).fill('9123456780');
      await quick.getByRole('combobox', { name: /course/i }).selectOption('python-fullstack');
      await quick.getByRole('textbox', { name: /qualification/i }).fill('BCA');
      await quick.getByRole('textbox', { name: /college\/university/i }).fill('Bangalore University');
      await quick.getByRole('spinbutton', { name: /graduation year/i }).fill('2026');
    };

    await fill('ravi at example');
    await quick.getByRole('button', { name: 'Register Now' }).click();
    await expect(quick.getByRole('textbox', { name: /^email/i })).toHaveAccessibleDescription('Invalid email format');

    await quick.getByRole('textbox', { name: /^email/i }).fill(email);
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/register'));
    await quick.getByRole('button', { name: 'Register Now' }).click();
    expect((await request).headers().authorization).toBe('Bearer visitor-token');
    await expect(quick.getByRole('status')).toHaveText(SUCCESS);

    await fill(email);
    await quick.getByRole('button', { name: 'Register Now' }).click();
    await expect(quick.getByRole('alert')).toHaveText('This email is already registered');
    await expectAccessible(page);
  });

  test('fits a phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/internship', '/internship/it']) {
      await page.goto(path);
      await waitForRemote(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.goto('/internship#registration-form');
    await waitForRemote(page);
    await expect(form(page)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('internship standalone', () => {
  test('the landing page registers against the API and refuses the duplicate', async ({ page, urls }) => {
    await page.goto(`${urls.remotes.internship}/internship`);
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internship cum Final Year Project Program');
    await page.getByRole('link', { name: 'Register Now' }).first().click();
    await expect(form(page)).toBeVisible();
    await registerTwice(page, 'standalone');
    await expectAccessible(page);
  });

  test('program card and IT card preselect the form', async ({ page, urls }) => {
    await page.goto(`${urls.remotes.internship}/internship/it`);
    await waitForRemote(page);
    await page.getByRole('link', { name: 'Register Now for AI & Machine Learning' }).click();
    await expect(page).toHaveURL(/\/internship\?program=it&course=ai-ml#registration-form$/);
    await expect(page.getByRole('table', { name: 'Course Details' })).toContainText('₹15,000');
    await expect(program(page)).toHaveValue('IT');

    await page.getByRole('link', { name: 'Explore Program: Mechanical' }).click();
    await expect(program(page)).toHaveValue('Mechanical');
    await expect(page.getByRole('table', { name: 'Course Details' })).toContainText('Contact for pricing');
  });
});
