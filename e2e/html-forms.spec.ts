// Forms that work before their JavaScript arrives, and without it (docs/html-first-forms.md): each
// public form is a real HTML form the shell's server passes to its remote's server; with JavaScript they
// enhance as before. Against the real API on the run's fresh database.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillInternship, internshipForm } from './support/internship-form';
import { ADMIN } from './support/staff';

const SUCCESS = 'Registration successful! We will contact you soon.';

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${test.info().workerIndex}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Opens a page without JavaScript. A page whose HTML misses its 300 ms budget (the first request after the
 * system started, on a busy machine) is left to the browser, which cannot render it without JavaScript: its
 * HTML is asked for once before, as a visitor's earlier visit would have.
 */
async function openWarm(page: Page, request: APIRequestContext, path: string) {
  await request.get(path);
  await page.goto(path);
}

/** How many rows a staff list of the API holds for an address. */
async function storedFor(
  request: APIRequestContext,
  api: string,
  list: string,
  email: string,
  params: Record<string, string> = { q: email },
) {
  const login = await request.post(`${api}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`${api}${list}`, { params, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ email: string }> };
  return data.filter((row) => row.email.toLowerCase() === email.toLowerCase()).length;
}

/** How many registrations the API holds for an address (the dashboard's search, as staff). */
const registrationsOf = (request: APIRequestContext, api: string, email: string) =>
  storedFor(request, api, '/api/internships', email);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the internship registration is sent, confirmed, and a reload of the confirmation stores nothing more', async ({
    page,
    urls,
    request,
  }) => {
    const email = uniqueEmail('nojs');
    await openWarm(page, request, '/internship');
    await fillInternship(page, email);
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/internship\?sent=internship#registration-status$/);
    await expect(internshipForm(page).getByRole('status')).toHaveText(SUCCESS);
    await page.reload();
    await expect(internshipForm(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await registrationsOf(request, urls.api, email)).toBe(1);
  });

  test('a registration with mistakes comes back with the errors, a summary linking to them, and what was typed', async ({
    page,
    request,
  }) => {
    await openWarm(page, request, '/blueprint/internship');
    const form = internshipForm(page);
    await form.getByRole('textbox', { name: /full name/i }).fill('Asha Rao');
    await form.getByRole('textbox', { name: /^email/i }).fill('asha.example.com');
    await form.getByRole('textbox', { name: /phone number/i }).fill('98765');
    await form.getByRole('button', { name: 'Register Now' }).click();

    await expect(page).toHaveURL(/\/blueprint\/internship#registration-form$/);
    const summary = form.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'Invalid email format' })).toHaveAttribute(
      'href',
      '#registration-email',
    );
    await expect(summary.getByRole('link', { name: 'Phone number must be 10 digits' })).toBeVisible();
    const email = form.getByRole('textbox', { name: /^email/i });
    await expect(email).toHaveValue('asha.example.com');
    await expect(email).toHaveAccessibleDescription('Invalid email format');
    await expect(form.getByRole('textbox', { name: /full name/i })).toHaveValue('Asha Rao');
    await expect(form.getByRole('textbox', { name: /phone number/i })).toHaveValue('98765');
  });

  test('a taken email says Email Already Registered and keeps the form filled', async ({ page, urls, request }) => {
    const email = uniqueEmail('nojs-taken');
    await openWarm(page, request, '/internship');
    await fillInternship(page, email);
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
    await expect(internshipForm(page).getByRole('status')).toHaveText(SUCCESS);

    await openWarm(page, request, '/internship');
    await fillInternship(page, email.toUpperCase());
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
    await expect(internshipForm(page).getByRole('alert').filter({ hasText: 'Email Already Registered' })).toBeVisible();
    await expect(internshipForm(page).getByRole('textbox', { name: /^email/i })).toHaveValue(email.toUpperCase());
    expect(await registrationsOf(request, urls.api, email)).toBe(1);
  });

  test('the quick registration is sent and stored', async ({ page, urls, request }) => {
    const email = uniqueEmail('nojs-quick');
    await openWarm(page, request, '/internship/it');
    const form = page.getByRole('form', { name: 'Quick Registration' });
    await form.getByRole('textbox', { name: /full name/i }).fill('Ravi Kumar');
    await form.getByRole('textbox', { name: /^email/i }).fill(email);
    await form.getByRole('textbox', { name: /phone number/i }).fill('9876543210');
    await form.getByRole('combobox', { name: /^course/i }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: /qualification/i }).fill('BCA');
    await form.getByRole('textbox', { name: /college\/university/i }).fill('Bangalore University');
    await form.getByRole('spinbutton', { name: /graduation year/i }).fill('2024');
    await form.getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/internship\/it\?sent=quick-registration#quick-registration-status$/);
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(await registrationsOf(request, urls.api, email)).toBe(1);
  });

  test('a contact message with mistakes comes back with them; sent with a double press, it is stored once', async ({
    page,
    urls,
    request,
  }) => {
    const email = uniqueEmail('nojs-contact');
    await openWarm(page, request, '/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: /^name/i }).fill('Meera');
    await form.getByRole('textbox', { name: /^email/i }).fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      form.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: /message/i }),
    ).toHaveAttribute('href', '#contact-message');
    await expect(form.getByRole('textbox', { name: /^email/i })).toHaveValue(email);

    await form.getByRole('textbox', { name: /^message/i }).fill('Do you teach Revit on weekends?');
    // Pressed twice: the second post is answered as the first, and stores nothing more.
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page).toHaveURL(/\/contact\?sent=contact#contact-status$/);
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will get back to you within 24 hours.',
    );
    await page.reload();
    expect(await storedFor(request, urls.api, '/api/contact-messages', email)).toBe(1);
  });

  test('a newsletter sign-up is stored; the same address again says it already was', async ({
    page,
    urls,
    request,
  }) => {
    const email = uniqueEmail('nojs-news');
    const sent = [
      [email, 'Thank you for subscribing!'],
      // Another spelling: not the same post again (which would get the first answer), the same subscriber.
      [email.toUpperCase(), 'You are already subscribed with this email.'],
    ];
    for (const [address, confirmation] of sent) {
      await openWarm(page, request, '/blog');
      const form = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
      await form.getByRole('textbox', { name: /email address/i }).fill(address!);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/blog\?sent=newsletter/);
      await expect(form.getByRole('status')).toContainText(confirmation!);
    }
    expect(await storedFor(request, urls.api, '/api/newsletter-subscribers', email, { limit: '500' })).toBe(1);
  });
});

test.describe('without JavaScript, the rest of the page works too', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ opens one answer at a time', async ({ page, request }) => {
    await openWarm(page, request, '/');
    const certificate = page.getByRole('heading', { name: 'Will I get a certificate?' });
    await certificate.click();
    await expect(page.getByText(/completion certificate/)).toBeVisible();
    await page.getByRole('heading', { name: 'How long are the courses?' }).click();
    await expect(page.getByText(/Short software courses take 4-6 weeks/)).toBeVisible();
    await expect(page.getByText(/completion certificate/)).toBeHidden();
  });
});

test.describe('with every script held back 3 s', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => {}); // the page may have moved on
    });
  });

  test('a registration sent before hydration is sent once, by the browser, and confirmed', async ({
    page,
    urls,
    request,
  }) => {
    const email = uniqueEmail('early');
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/internship', { waitUntil: 'commit' });
    await expect(internshipForm(page)).toBeVisible();
    await fillInternship(page, email);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-live'))).toBe(false);
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
    await expect(internshipForm(page).getByRole('status')).toHaveText(SUCCESS, { timeout: 20_000 });
    // Hydrated meanwhile: the confirmation's code has arrived and sent nothing again.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-live'), null, {
      timeout: 20_000,
    });
    expect(posts).toEqual(['/internship']);
    expect(await registrationsOf(request, urls.api, email)).toBe(1);
  });

  test('an invalid email left before hydration is reported once the code has arrived', async ({ page }) => {
    await page.goto('/internship#registration-form', { waitUntil: 'commit' });
    const form = internshipForm(page);
    await expect(form).toBeVisible();
    const email = form.getByRole('textbox', { name: /^email/i });
    await email.fill('asha.example.com');
    await form.getByRole('textbox', { name: /phone number/i }).focus();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-live'))).toBe(false);
    await expect(email).toHaveAccessibleDescription('Invalid email format', { timeout: 20_000 });
    await expect(email).toHaveValue('asha.example.com');
  });
});
