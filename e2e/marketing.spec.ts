// The marketing remote: Home, About, Contact and Blog inside the shell (bare and under /blueprint) and
// standalone on the remote's own port; the contact form and the newsletter against the real API on the run's
// fresh database; phones, the dark theme and axe on every page.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForFormCode, waitForRemote } from './support/fixtures';

const CONTACT_SENT = 'Thank you! Your message has been sent. We will get back to you within 24 hours.';
const NETWORK_ERROR = 'We could not reach the server, so nothing was sent. Please check your connection and try again.';

const PAGES = [
  { path: '/', h1: 'Shaping the Future', title: 'Shaping the Future | Blueprint Academy' },
  { path: '/about', h1: 'Innovating Technology Solutions Since 2008', title: 'About Us | Blueprint Academy' },
  { path: '/contact', h1: "Let's Start a Conversation", title: 'Contact Us | Blueprint Academy' },
  { path: '/blog', h1: 'Blueprint Academy Blog', title: 'Blog | Blueprint Academy' },
] as const;

/** An address no other test or run uses (the database is shared by the whole run). */
function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${test.info().workerIndex}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const contactField = (page: Page, name: RegExp) => contactForm(page).getByRole('textbox', { name });

async function fillContactForm(page: Page, email: string) {
  await waitForFormCode(contactForm(page));
  await contactField(page, /^name/i).fill('Asha Rao');
  await contactField(page, /^email/i).fill(email);
  await contactField(page, /^phone/i).fill('98450 12345');
  await contactField(page, /^message/i).fill('Is there a weekend batch for Revit Architecture?');
}

/** Scrolls through the whole page so that every lazy part (images, forms below the fold) has loaded. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The items a carousel shows whole (its strip scrolls: the others are out of its view), by their text. */
function cardsInView(carousel: Locator, item = 'h3') {
  return carousel.evaluate((region, selector) => {
    const view = region.querySelector('ul')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll(selector))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= view.left - 1 && box.right <= view.right + 1;
      })
      .map((element) => element.textContent?.trim());
  }, item);
}

/** Layout shifts so far (CLS without the session windows): watched from before the page's first script. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}

test.describe('marketing inside the shell', () => {
  for (const { path, h1, title } of PAGES) {
    test(`${path} has its heading, title and description, and no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      await waitForRemote(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
      await expectAccessible(page);
      await scrollThrough(page);
      await expectAccessible(page);
    });
  }

  test('every page also answers under /blueprint', async ({ page }) => {
    for (const { path, h1 } of PAGES) {
      await page.goto(`/blueprint${path === '/' ? '' : path}`);
      await waitForRemote(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    }
    await page.goto('/home');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaping the Future');
  });

  test('home: hero, the anchor down to the courses, the carousel moving on, View All Courses', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForRemote(page);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    expect((await hero.boundingBox())!.height).toBeGreaterThan(600);
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/blueprint/contact');

    await page.getByRole('link', { name: /explore courses/i }).click();
    await expect(page).toHaveURL(/#explore-courses$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Explore Our Courses' });
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed header.
    expect((await heading.boundingBox())!.y).toBeGreaterThan(100);

    // Four cards in view at 1280 px; it has been moving since the page opened, so compare with what shows now.
    const carousel = page.getByRole('region', { name: 'Course categories' });
    const shownCards = () => cardsInView(carousel);
    expect(await shownCards()).toHaveLength(4);
    await page.mouse.move(0, 0); // not hovering the cards, which would pause it
    const shown = await shownCards();
    await expect.poll(shownCards, { timeout: 8000 }).not.toEqual(shown);

    const pause = page.getByRole('checkbox', { name: 'Pause automatic sliding' });
    await pause.check();
    await page.mouse.move(0, 0);
    const paused = await shownCards();
    await page.waitForTimeout(6000);
    expect(await shownCards()).toEqual(paused);

    await page.getByRole('link', { name: 'View All Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('home: a course modal traps focus, closes with Escape, backdrop and button, and leads to a course', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForRemote(page);
    await page.getByRole('checkbox', { name: 'Pause automatic sliding' }).check();
    // Each step once the carousel shows the last one's result, as a person clicks: a step the carousel has just
    // hidden would hold the click.
    const position = page.getByText(/^\d–\d of 6$/).filter({ visible: true });
    await page.getByRole('link', { name: 'Next courses' }).click();
    await expect(position).toHaveText(/^2–/);
    await page.getByRole('link', { name: 'Next courses' }).click();
    await expect(position).toHaveText(/^3–/);

    const aec = page.getByRole('button', { name: 'View courses in AEC' });
    await aec.click();
    const dialog = page.getByRole('dialog', { name: 'AEC Courses' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(25);
    await expect(dialog.getByRole('link', { name: 'STAAD.Pro' })).toHaveAttribute('href', '/courses/staad-pro');
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
    await expectAccessible(page);
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(aec).toBeFocused();

    await aec.click();
    // The backdrop: a click outside the dialog.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'View courses in IT' }).click();
    const it = page.getByRole('dialog', { name: 'IT Courses' });
    await it.getByRole('button', { name: 'Close' }).click();
    await expect(it).toBeHidden();
    await expect(page.getByRole('button', { name: 'View courses in IT' })).toBeFocused();

    await page.getByRole('button', { name: 'View courses in IT' }).click();
    await it.getByRole('link', { name: 'Java Full Stack Development' }).click();
    await expect(page).toHaveURL(/\/courses\/java-fullstack$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('home: images keep their space (no layout shift) and the FAQ opens one answer at a time', async ({ page }) => {
    const layoutShift = await observeLayoutShifts(page);
    await page.goto('/');
    await waitForRemote(page);
    await scrollThrough(page);
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect(img).toHaveAttribute('alt', /\w/);
      expect(await img.getAttribute('src')).not.toMatch(/^https?:\/\/(?!localhost)/);
    }
    expect(await layoutShift()).toBeLessThan(0.1);

    // Native disclosures (<details name="faq">): the question is the summary's heading.
    const certificate = page.getByRole('heading', { name: 'Will I get a certificate?' });
    const durations = page.getByRole('heading', { name: 'How long are the courses?' });
    await certificate.click();
    await expect(page.getByText(/completion certificate/)).toBeVisible();
    await durations.click();
    await expect(page.getByText(/Short software courses take 4-6 weeks/)).toBeVisible();
    await expect(page.getByText(/completion certificate/)).toBeHidden();
    await durations.click();
    await expect(page.getByText(/Short software courses take 4-6 weeks/)).toBeHidden();

    const testimonials = page.getByRole('region', { name: 'Student testimonials' });
    const quoteInView = () => cardsInView(testimonials, 'figure');
    const first = await quoteInView();
    expect(first).toHaveLength(1);
    await testimonials.getByRole('link', { name: 'Next testimonial' }).click();
    await expect.poll(quoteInView).not.toEqual(first);
    await testimonials.getByRole('link', { name: /^Testimonial 1:/ }).click();
    await expect.poll(quoteInView).toEqual(first);
  });

  test("home: the 'Get In Touch' form checks its fields and sends to the API", async ({ page }) => {
    await page.goto('/');
    await waitForRemote(page);
    const section = page.getByRole('region', { name: 'Get In Touch' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(/Vijayanagar, Bengaluru/)).toBeVisible();
    await expect(section.getByText('Monday to Saturday: 9:00 AM to 8:30 PM')).toBeVisible();
    // The form's code loads on first use; sent before it has come, the browser sends it (html-forms.spec.ts).
    await waitForFormCode(contactForm(page));
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactField(page, /^name/i)).toBeFocused();
    await expect(contactField(page, /^name/i)).toHaveAccessibleDescription('Name is required');
    await expect(contactField(page, /^message/i)).toHaveAccessibleDescription('Message is required');

    await fillContactForm(page, uniqueEmail('home'));
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(CONTACT_SENT);
    await expect(contactField(page, /^message/i)).toHaveValue('');
  });

  test('contact: sends once on a double click, shows Sending..., then clears and confirms', async ({ page }) => {
    await page.goto('/contact');
    await waitForRemote(page);
    await expect(page.getByText('98%')).toBeVisible();
    await expect(page.getByText('within 24 hours')).toBeVisible();
    const whatsapp = page.getByRole('main').getByRole('link', { name: /whatsapp/i });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const posts: number[] = [];
    await page.route('**/api/contact', async (route) => {
      posts.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 800)); // slow enough to see the sending state
      await route.continue();
    });
    await fillContactForm(page, uniqueEmail('contact'));
    const button = contactForm(page).getByRole('button', { name: /send message|sending/i });
    await button.dblclick();
    await expect(button).toHaveText('Sending...');
    await expect(button).toBeDisabled();
    await expect(contactForm(page).getByRole('status')).toHaveText(CONTACT_SENT);
    expect(posts).toHaveLength(1);
    for (const name of [/^name/i, /^email/i, /^phone/i, /^message/i])
      await expect(contactField(page, name)).toHaveValue('');
    await expect(button).toHaveText('Send Message');
  });

  test('contact: a failed send keeps every word and says why; an unsent draft survives leaving the page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForRemote(page);
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    const email = uniqueEmail('offline');
    await fillContactForm(page, email);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('alert')).toHaveText(NETWORK_ERROR);
    await expect(contactField(page, /^email/i)).toHaveValue(email);
    await expect(contactField(page, /^message/i)).toHaveValue('Is there a weekend batch for Revit Architecture?');

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await waitForRemote(page);
    await page.goBack();
    await waitForRemote(page);
    await expect(contactField(page, /^message/i)).toHaveValue('Is there a weekend batch for Revit Architecture?');

    await page.unroute('**/api/contact');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(CONTACT_SENT);
  });

  test('about: Learn More to the company site in a new tab, five partner logos, the figures', async ({ page }) => {
    await page.goto('/about');
    await waitForRemote(page);
    const learnMore = page.getByRole('link', { name: /learn more/i });
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      await page
        .getByRole('main')
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual(['Autodesk', 'Bentley', 'SketchUp', 'Chaos', 'PTC']);
    for (const figure of ['15+', '50+', '2000+', '24/7'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    // A native switch (it works before the page's code, and without it: marketing-baseline.spec.ts).
    await page.getByRole('checkbox', { name: 'Pause partner logos' }).check();
    await expect(page.getByRole('checkbox', { name: 'Pause partner logos' })).toBeChecked();
  });

  test('blog: six articles, View All Posts, and the newsletter (new, then already subscribed)', async ({ page }) => {
    await page.goto('/blog');
    await waitForRemote(page);
    await expect(page.getByText('6 Articles')).toBeVisible();
    await expect(page.getByText('Weekly Updates')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');

    // The form's code loads on first use.
    await page.getByRole('region', { name: 'Subscribe to Our Newsletter' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
    await waitForFormCode(form);
    const email = form.getByRole('textbox', { name: /email address/i });
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAccessibleDescription('Invalid email format');

    const address = uniqueEmail('news');
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(/Thank you for subscribing/);
    await expect(email).toHaveValue('');
    await email.fill(address.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(/already subscribed/);
  });
});

test.describe('marketing on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('pages fit the screen; the carousel shows one card at a time', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      await waitForRemote(page);
      await scrollThrough(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await waitForRemote(page);
    expect(await cardsInView(page.getByRole('region', { name: 'Course categories' }))).toHaveLength(1);
  });
});

test.describe('marketing in the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  });

  for (const { path } of PAGES) {
    test(`${path} has no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      await waitForRemote(page);
      await scrollThrough(page);
      await expectAccessible(page);
    });
  }
});

test.describe('marketing standalone', () => {
  for (const { path, h1, title } of PAGES) {
    test(`${path} works alone on the remote's port`, async ({ page, urls }) => {
      await page.goto(`${urls.remotes.marketing}${path}`);
      await waitForRemote(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await scrollThrough(page);
      await expectAccessible(page);
    });
  }

  test('the contact form sends to the API from the remote alone', async ({ page, urls }) => {
    await page.goto(`${urls.remotes.marketing}/blueprint/contact`);
    await waitForRemote(page);
    await fillContactForm(page, uniqueEmail('standalone'));
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(CONTACT_SENT);
  });
});
