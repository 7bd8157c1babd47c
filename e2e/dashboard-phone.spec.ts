// The staff workspace on a phone (390 px wide, touch): the registration and message lists are cards, every
// action is on screen and answers a tap, nothing scrolls sideways, emails wrap in whole parts, a phone number
// is a tel: link, and axe finds nothing serious.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';
import { signIn } from './support/staff';

const WIDTH = 390;
const HEIGHT = 844;

test.use({ viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true, isMobile: true });

function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${test.info().workerIndex}${Math.floor(Math.random() * 1e4)}`;
}

/** A registration sent to the API as the public form would; the student's fields not given are a B.E. at RVCE. */
async function register(
  request: APIRequestContext,
  api: string,
  student: { fullName: string; email: string; program: string; phone?: string; college?: string },
) {
  const created = await request.post(`${api}/api/internships`, {
    data: {
      phone: '9845012345',
      course: '',
      qualification: 'B.E.',
      college: 'RVCE',
      graduationYear: 2026,
      message: '',
      ...student,
    },
  });
  expect(created.status()).toBe(201);
}

async function openWorkspace(page: Page, search: string) {
  await page.goto(`/dashboard${search}`);
  await waitForRemote(page);
  await signIn(page, { tap: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Program Registration Dashboard' })).toBeVisible();
  await expect(page.getByText('Live updates on')).toBeVisible();
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'document.documentElement.scrollWidth').toBeLessThanOrEqual(WIDTH);
}

/** Brought into view, the control lies wholly on the screen and is at least 44 px tall: a thumb can tap it. */
async function expectTappable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, 'the control has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

/** Every button and link in the main area can be tapped (on screen, 44 px). */
async function expectEveryActionTappable(page: Page) {
  const controls = page.locator('main').getByRole('button').or(page.locator('main').getByRole('link'));
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    if (await control.isVisible()) await expectTappable(control);
  }
}

/** The list's first card lies wholly within the first screen, nothing scrolled: its top and bottom, in px. */
async function expectFirstCardWhole(page: Page): Promise<{ top: number; bottom: number }> {
  const firstCard = page.getByRole('table', { name: 'Registrations' }).getByRole('row').nth(1);
  await expect(firstCard).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  const box = await firstCard.boundingBox();
  expect(box, 'the first card has a box').not.toBeNull();
  const top = Math.round(box!.y);
  const bottom = Math.round(box!.y + box!.height);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom, 'the first card ends within the first screen').toBeLessThanOrEqual(HEIGHT);
  return { top, bottom };
}

test.describe('staff workspace on a phone', () => {
  test('signed in, the Registrations view shows its first card whole on the first screen, without scrolling', async ({
    page,
    request,
    urls,
  }) => {
    const tag = uniqueTag('First');
    await register(request, urls.api, {
      fullName: `${tag} Student`,
      email: `${tag.toLowerCase()}@example.com`,
      program: 'Civil',
    });
    await openWorkspace(page, '/registrations');
    const { top, bottom } = await expectFirstCardWhole(page);
    test
      .info()
      .annotations.push({ type: 'first card at 390 × 844', description: `top ${top} px, bottom ${bottom} px` });
    console.info(`dashboard-phone: the first registration card at 390 × 844 spans ${top}-${bottom} px`);
    await expectNoSidewaysScroll(page);

    // Who is signed in and their links fold behind Account, a disclosure that opens and closes by touch.
    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sign-in security' })).toBeHidden();
    await account.tap();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    await expectTappable(page.getByRole('button', { name: 'Change password' }));
    await page.getByRole('link', { name: 'Sign-in security' }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('registrations are cards: follow up, delete, call and read the email, with no sideways scroll', async ({
    page,
    request,
    urls,
  }) => {
    const tag = uniqueTag('Phone');
    const email = `${tag.toLowerCase()}.with.a.rather.long.address@engineering-college.example.com`;
    const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const name = `${tag} Student`;
    await register(request, urls.api, {
      fullName: name,
      email,
      phone,
      program: 'Civil',
      college: 'BMS College of Engineering',
    });

    await openWorkspace(page, `/registrations?q=${tag}`);
    const list = page.getByRole('table', { name: 'Registrations' });
    await expect(list.getByRole('rowheader', { name })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectEveryActionTappable(page);
    await expectAccessible(page);

    const card = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    // A card, not a squeezed table row: as wide as the list, its values one under another.
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.width).toBeLessThanOrEqual(WIDTH);
    expect(cardBox.width).toBeGreaterThan(WIDTH - 80);

    // Tap to call.
    const call = card.getByRole('link', { name: `Call ${name}, ${phone}` });
    await expect(call).toHaveAttribute('href', `tel:${phone}`);
    await expectTappable(call);

    // Follow up by touch.
    await card.getByRole('button', { name: `Follow up ${name}` }).tap();
    const dialog = page.getByRole('dialog', { name: `Follow up: ${name}` });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await dialog.getByRole('combobox', { name: 'Follow-up status' }).selectOption('contacted');
    await dialog.getByRole('textbox', { name: /^note/i }).fill('Called from a phone');
    await expectTappable(dialog.getByRole('button', { name: 'Save' }));
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Contacted');
    await expect(card).toContainText('Called from a phone');

    // The card leaves the email and Delete to the panel.
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeHidden();
    await card.getByRole('button', { name: `Open ${name}` }).tap();
    const panel = page.getByRole('dialog', { name: 'Student panel' });
    await expect(panel).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The whole email is in the panel.
    const emailText = panel.locator('.email').first();
    await expect(emailText).toHaveText(email);

    // Delete by touch, after the confirmation.
    await panel.getByRole('button', { name: 'Delete' }).tap();
    const confirm = page.getByRole('dialog', { name: /^Delete/ });
    await expect(confirm).toBeVisible();
    await expectNoSidewaysScroll(page);
    await confirm.getByRole('button', { name: `Delete ${name}` }).tap();
    await expect(list.getByRole('rowheader', { name })).toHaveCount(0);
  });

  test('the list starts at the top: filters fold into "Filters (n)", the tabs are one row, the first card is on the first screen', async ({
    page,
    request,
    urls,
  }) => {
    const tag = uniqueTag('Top');
    const name = `${tag} Student`;
    const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await register(request, urls.api, {
      fullName: name,
      email: `${tag.toLowerCase()}@example.com`,
      phone,
      program: 'IT',
    });

    await openWorkspace(page, `/registrations?program=IT`);
    const list = page.getByRole('table', { name: 'Registrations' });
    await expectFirstCardWhole(page);
    // A caller's card: the name, program, status, follow-up, call and WhatsApp; not the email.
    const card = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(card.getByRole('link', { name: `Call ${name}, ${phone}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `WhatsApp ${name} (opens WhatsApp)` })).toBeVisible();
    await expect(card.locator('.email')).toBeHidden();

    // The tabs: one row that scrolls by itself.
    const tabs = page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link');
    const tops = new Set(
      await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
    );
    expect(tops.size).toBe(1);

    // One filter in use (the program): the folded filters say so, and open on a tap.
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Program' })).toBeHidden();
    await toggle.tap();
    await expect(page.getByRole('combobox', { name: 'Program' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Follow-up', exact: true }).selectOption('new');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('messages are cards: mark handled by touch, call the sender, no sideways scroll', async ({
    page,
    request,
    urls,
  }) => {
    const tag = uniqueTag('PhoneMsg');
    const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sent = await request.post(`${urls.api}/api/contact`, {
      data: {
        name: `${tag} Visitor`,
        email: `${tag.toLowerCase()}@a-long-domain-name.example.com`,
        phone,
        message: 'Is there a weekend batch for working people?',
      },
    });
    expect(sent.status()).toBe(201);

    await openWorkspace(page, '/messages');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(tag.toLowerCase());
    const inbox = page.getByRole('table', { name: 'Contact messages, newest first' });
    await expect(inbox.getByRole('rowheader')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectEveryActionTappable(page);
    await expectAccessible(page);

    const card = inbox.getByRole('row').filter({ hasText: `${tag} Visitor` });
    await expect(card.getByRole('link', { name: `Call ${tag} Visitor, ${phone}` })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    await card.getByRole('button', { name: `Mark handled: message from ${tag} Visitor` }).tap();
    await expect(card).toContainText('Handled');
    await expectTappable(card.getByRole('button', { name: `Mark unread: message from ${tag} Visitor` }));
  });

  test('the overview, its program list and a student’s details fit the screen', async ({ page }) => {
    await openWorkspace(page, '');
    await expect(page.getByText(/registrations in all/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectEveryActionTappable(page);
    await page.getByRole('button', { name: /^Civil\b/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Civil Students' });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
