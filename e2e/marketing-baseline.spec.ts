// The marketing pages' moving parts without JavaScript: carousels are strips the visitor
// scrolls by hand or steps with their links, the logo strip's Pause works through CSS, and the home page's
// course groups open their lists in dialogs the browser runs, with links that lead to the courses.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** Scrolls `strip` sideways as a trackpad or a shift+wheel would, until its end. */
async function scrollSideways(page: Page, strip: Locator) {
  await strip.hover();
  for (let i = 0; i < 10; i += 1) await page.mouse.wheel(600, 0);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("home: every course card is reached by scrolling the carousel, and a group's course link leads to the course", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Course categories' });
    const last = carousel.getByRole('heading', { level: 3, name: 'IT', exact: true });
    await expect(last).not.toBeInViewport();
    await scrollSideways(page, carousel.getByRole('list'));
    await expect(last).toBeInViewport();

    await carousel.getByRole('button', { name: 'View courses in IT' }).click();
    const list = page.getByRole('dialog', { name: 'IT Courses' });
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: 'Java Full Stack Development' }).click();
    await expect(page).toHaveURL(/\/courses\/java-fullstack$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('home: every testimonial is reached by scrolling', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Student testimonials' });
    const lastAuthor = testimonials.getByText('Arjun Menon');
    await testimonials.scrollIntoViewIfNeeded();
    await expect(lastAuthor).not.toBeInViewport();
    await scrollSideways(page, testimonials.getByRole('list').first());
    await expect(lastAuthor).toBeInViewport();
  });

  test('about: the partner logos scroll by hand, and Pause stops them', async ({ page }) => {
    await page.goto('/about');
    const strip = page.getByRole('group', { name: 'Technology partners' });
    const moving = strip.getByRole('list');
    const playState = () => moving.evaluate((list) => getComputedStyle(list).animationPlayState);
    await expect(strip.getByRole('img')).toHaveCount(5);
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('running');
    await page.getByRole('checkbox', { name: 'Pause partner logos' }).check();
    expect(await playState()).toBe('paused');
    await page.getByRole('checkbox', { name: 'Pause partner logos' }).uncheck();
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('running');

    const scrolled = () => strip.evaluate((window) => window.scrollLeft);
    expect(await scrolled()).toBe(0);
    await scrollSideways(page, strip);
    expect(await scrolled()).toBeGreaterThan(0);
  });

  test('about: for reduced motion, the partner logos are a still row, once, with no switch (CSS alone)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    const moving = page.getByRole('group', { name: 'Technology partners' }).getByRole('list');
    expect(await moving.evaluate((list) => getComputedStyle(list).animationName)).toBe('none');
    await expect(moving.locator('li:visible')).toHaveCount(5);
    await expect(page.getByRole('checkbox', { name: 'Pause partner logos' })).toBeHidden();
    await context.close();
  });
});
