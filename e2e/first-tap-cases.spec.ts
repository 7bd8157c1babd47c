// The cases the first-tap walk (first-tap.spec.ts) stands for, each as a visitor meets it on a 390 px phone:
// with every script held back 4 s, with JavaScript off, and on a throttled phone (slow 3G, CPU 4×). The
// controls that were missing or dead before their code; what a visitor did before the code arrived, taken up
// when it does; the reading position kept when it arrives; a confirmation in view and focused.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { delayScripts, holdScripts, isPageLive as isLive, waitPageLive as waitLive } from './support/first-tap';
import { fillInternship, internshipForm } from './support/internship-form';
import { serverHtml } from './support/server-html';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SUCCESS = 'Registration successful! We will contact you soon.';

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${test.info().workerIndex}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A phone whose scripts are held until `release()`, on a page whose HTML the shell has cached. */
async function heldPhone(browser: Browser, baseURL: string, request: Parameters<typeof serverHtml>[0], path: string) {
  await serverHtml(request, path);
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1').first()).toBeVisible();
  return { context, page, release: scripts.release };
}

/** The carousel's item at the start of its strip. */
const itemShown = (page: Page, carousel: string) =>
  page.getByRole('region', { name: carousel }).evaluate((region) => {
    const strip = region.querySelector('ul')!;
    return Math.round(strip.scrollLeft / strip.querySelector('li')!.getBoundingClientRect().width);
  });

test.describe('before the scripts, on a phone', () => {
  test('an email typed wrongly and left before the scripts is reported as soon as they run (/internship, no anchor)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE.viewport);
    await serverHtml(request, '/internship');
    await delayScripts(page, 4000);
    await page.goto('/internship', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Register for Internship' });
    const email = form.getByRole('textbox', { name: /^email/i });
    await email.click();
    await page.keyboard.type('asha.example.com');
    await page.keyboard.press('Tab');
    expect(await isLive(page)).toBe(false);
    await expect(email).not.toHaveAccessibleDescription('Invalid email format');
    await waitLive(page);
    await expect(email).toHaveAccessibleDescription('Invalid email format');
    await expect(email).toHaveValue('asha.example.com');
  });

  test("the theme switch works at the first tap, and is still the visitor's when the scripts arrive", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE.viewport);
    await serverHtml(request, '/about');
    await delayScripts(page, 4000);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    await toggle.click();
    expect(await isLive(page)).toBe(false);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await waitLive(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test("the testimonials' previous, next and dots work at the first tap", async ({ browser, baseURL, request }) => {
    const { context, page, release } = await heldPhone(browser, baseURL!, request, '/');
    const carousel = page.getByRole('region', { name: 'Student testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('link', { name: 'Next testimonial' }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(1);
    await carousel.getByRole('link', { name: /^Testimonial 4:/ }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(3);
    await carousel.getByRole('link', { name: 'Next testimonial' }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(0);
    await carousel.getByRole('link', { name: 'Previous testimonial' }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(3);
    expect(await isLive(page)).toBe(false);
    release();
    await waitLive(page);
    expect(await itemShown(page, 'Student testimonials')).toBe(3);
    await expect(carousel.getByRole('link', { name: /^Testimonial 4:/ })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('link', { name: 'Previous testimonial' }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(2);
    await context.close();
  });

  test('the course groups open their lists at the first tap, and a list leads to its course', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page } = await heldPhone(browser, baseURL!, request, '/');
    const carousel = page.getByRole('region', { name: 'Course categories' });
    for (const [group, title, links] of [
      ['Product Design and Manufacturing', 'Product Design and Manufacturing Courses', 8],
      ['AEC', 'AEC Courses', 25],
      ['IT', 'IT Courses', 4],
    ] as const) {
      // A phone shows one card at a time: step to the group's card.
      const button = carousel.getByRole('button', { name: `View courses in ${group}` });
      while (
        !(await button.evaluate(
          (element) => element.getBoundingClientRect().left >= 0 && element.getBoundingClientRect().right <= innerWidth,
        ))
      ) {
        await carousel.getByRole('link', { name: 'Next courses' }).click();
        await page.waitForTimeout(300);
      }
      await button.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link')).toHaveCount(links);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
    expect(await isLive(page)).toBe(false);
    await carousel.getByRole('button', { name: 'View courses in AEC' }).click();
    await page.getByRole('dialog', { name: 'AEC Courses' }).getByRole('link', { name: 'STAAD.Pro' }).click();
    await expect(page).toHaveURL(/\/courses\/staad-pro$/);
    await context.close();
  });

  test("'Get Course Recommendation' recommends at the first tap, and leads to a course", async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page } = await heldPhone(browser, baseURL!, request, '/courses');
    await page.getByRole('button', { name: 'Get Course Recommendation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find your course' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Choose a goal and your experience')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Product and mechanical design' }).check();
    await dialog.getByRole('radio', { name: 'New to it' }).check();
    await expect(dialog.getByText('Choose a goal and your experience')).toBeHidden();
    const suggested = dialog.getByRole('listitem').getByRole('link');
    await expect(suggested).toHaveCount(3);
    await expect(suggested.nth(1)).toHaveAttribute('href', '/courses/solidworks');
    expect(await isLive(page)).toBe(false);
    await suggested.nth(1).click();
    await expect(page).toHaveURL(/\/courses\/solidworks$/);
    await context.close();
  });

  test('the course carousel paused before the scripts stays still once they run', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page, release } = await heldPhone(browser, baseURL!, request, '/');
    const pause = page.getByRole('checkbox', { name: 'Pause automatic sliding' });
    await pause.check();
    release();
    await waitLive(page);
    await expect(pause).toBeChecked();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(7000); // longer than the 5 s it would take to move on by itself
    expect(await itemShown(page, 'Course categories')).toBe(0);
    await pause.uncheck();
    // Focus in the carousel, or the pointer over it, holds it too (WCAG 2.2.2): a visitor reading on, elsewhere.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect.poll(() => itemShown(page, 'Course categories'), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  test('an FAQ answer opened and closed around hydration stays as the two taps left it', async ({
    browser,
    baseURL,
    request,
  }) => {
    for (const gap of [200, 700]) {
      const { context, page, release } = await heldPhone(browser, baseURL!, request, '/');
      const question = page.getByRole('heading', { name: 'Will I get a certificate?' });
      const answer = page.getByText(/completion certificate/);
      await question.click();
      await expect(answer).toBeVisible();
      release();
      await page.waitForTimeout(gap);
      await question.click();
      await expect(answer).toBeHidden();
      await waitLive(page);
      await expect(answer).toBeHidden();
      await context.close();
    }
  });

  test("a course's address opened directly shows its course details before the scripts and after, and hydrates as sent", async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page, release } = await heldPhone(
      browser,
      baseURL!,
      request,
      '/internship?program=it&course=ai-ml#registration-form',
    );
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    const table = page.getByRole('table', { name: 'Course Details' });
    await expect(table).toContainText('₹15,000');
    release();
    await waitLive(page);
    await expect(table).toContainText('₹15,000');
    await expect(
      page.getByRole('form', { name: 'Register for Internship' }).getByRole('combobox', { name: /program/i }),
    ).toHaveValue('IT');
    expect(problems, 'hydration warnings').toEqual([]);
    await context.close();
  });
});

test.describe('with JavaScript off, on a phone', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('no theme switch is shown (it needs the page to remember a choice); the system theme applies', async ({
    page,
    request,
  }) => {
    await serverHtml(request, '/about');
    await page.goto('/about');
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
  });

  test("the testimonials' controls, the course groups and the recommender work", async ({ page, request }) => {
    await serverHtml(request, '/');
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Student testimonials' });
    await testimonials.getByRole('link', { name: 'Next testimonial' }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(1);
    await testimonials.getByRole('link', { name: /^Testimonial 3:/ }).click();
    await expect.poll(() => itemShown(page, 'Student testimonials')).toBe(2);

    const courses = page.getByRole('region', { name: 'Course categories' });
    for (let i = 0; i < 5; i += 1) await courses.getByRole('link', { name: 'Next courses' }).click();
    await courses.getByRole('button', { name: 'View courses in IT' }).click();
    await expect(page.getByRole('dialog', { name: 'IT Courses' }).getByRole('link')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'IT Courses' })).toBeHidden();

    await serverHtml(request, '/courses');
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Get Course Recommendation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find your course' });
    await dialog.getByRole('radio', { name: 'Roads, water and civil infrastructure' }).check();
    await dialog.getByRole('radio', { name: 'Experienced' }).check();
    await expect(dialog.getByRole('listitem').getByRole('link')).toHaveText([
      /^OpenRoads Designer/,
      /^OpenBridge/,
      /SewerGEMS/,
    ]);
  });
});

test.describe('on a throttled phone (slow 3G, CPU 4×)', () => {
  /** Chrome's slow 3G and a 4× slower CPU, as Lighthouse's and DevTools' phone profiles. */
  async function throttled(context: BrowserContext, page: Page) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: (500 * 1024) / 8,
      uploadThroughput: (500 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }

  /** Layout shifts since the page's start (the CLS sum, without session windows). */
  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

  for (const how of ['a scroll', "'Explore courses'"] as const) {
    test(`the reading position after ${how} is kept when the scripts take over, and nothing shifts`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(180_000);
      await serverHtml(request, '/');
      const context = await browser.newContext({ ...PHONE, baseURL });
      await context.addInitScript(() => {
        const list: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = list;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) list.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await throttled(context, page);
      await page.goto('/', { waitUntil: 'commit', timeout: 120_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Shaping the Future' })).toBeVisible({
        timeout: 60_000,
      });
      if (how === 'a scroll') {
        await page.mouse.wheel(0, 1400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      } else {
        await page.getByRole('link', { name: /Explore courses/ }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Explore Our Courses' })).toBeInViewport();
      }
      const position = await page.evaluate(() => window.scrollY);
      expect(await isLive(page), 'the scripts have not taken over yet').toBe(false);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-live'), null, {
        timeout: 150_000,
      });
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => window.scrollY)).toBe(position);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(await shifts(page)).toBe(0);
      await context.close();
    });
  }
});

test.describe('a confirmation is where the visitor looks, and has focus', () => {
  /** The status line (its text) in view and focused: the element with focus holds it. */
  async function expectConfirmed(page: Page, form: string, text: string | RegExp) {
    const status = page.getByRole('form', { name: form }).getByRole('status');
    await expect(status).toHaveText(text, { timeout: 20_000 });
    await expect(status).toBeInViewport();
    await expect
      .poll(() => status.evaluate((element) => document.activeElement?.contains(element) ?? false))
      .toBe(true);
  }

  async function fillRegistration(page: Page, email: string) {
    await fillInternship(page, email);
    await internshipForm(page).getByRole('button', { name: 'Register Now' }).click();
  }

  for (const mode of ['JavaScript off', 'before the scripts', 'after the scripts'] as const) {
    test(`a registration sent ${mode === 'JavaScript off' ? 'with ' : ''}${mode}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      await serverHtml(request, '/internship');
      const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: mode !== 'JavaScript off' });
      const page = await context.newPage();
      const scripts = mode === 'before the scripts' ? await holdScripts(page) : undefined;
      await page.goto('/internship', { waitUntil: 'domcontentloaded' });
      if (mode === 'after the scripts') await waitLive(page);
      await fillRegistration(page, uniqueEmail(`confirm-${mode.replace(/\W+/g, '-')}`));
      if (scripts) {
        // Sent by the browser; its confirmation page is the server's HTML until the scripts come.
        await expectConfirmed(page, 'Register for Internship', SUCCESS);
        expect(await isLive(page)).toBe(false);
        scripts.release();
        await waitLive(page);
      }
      await expectConfirmed(page, 'Register for Internship', SUCCESS);
      await context.close();
    });
  }

  for (const javaScriptEnabled of [false, true]) {
    test(`a contact message and a subscription, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await serverHtml(request, '/contact');
      await page.goto('/contact');
      if (javaScriptEnabled) await waitLive(page);
      const contact = page.getByRole('form', { name: 'Send Us a Message' });
      await contact.getByRole('textbox', { name: /^name/i }).fill('Meera');
      await contact.getByRole('textbox', { name: /^email/i }).fill(uniqueEmail('confirm-contact'));
      await contact.getByRole('textbox', { name: /^message/i }).fill('Do you teach Revit on weekends?');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await expectConfirmed(page, 'Send Us a Message', /Your message has been sent/);

      await serverHtml(request, '/blog');
      await page.goto('/blog');
      if (javaScriptEnabled) await waitLive(page);
      const newsletter = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
      await newsletter.getByRole('textbox', { name: /email address/i }).fill(uniqueEmail('confirm-news'));
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expectConfirmed(page, 'Subscribe to Our Newsletter', /Thank you for subscribing/);
      await context.close();
    });
  }
});
