// The catalog remote: provider browse page, provider pages, course details, lookup by alias and not found,
// inside the shell (bare and under /blueprint) and standalone on its own port.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForRemote } from './support/fixtures';

const ENROLMENT_SITE = 'https://enrol.blueprint-academy.example';
const NOT_FOUND_TEXT = "The course you're looking for doesn't exist or has been removed.";

/** The details arrive in their own chunk after the page: wait for them, not just the heading. */
async function waitForCourse(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Loading course details...')).toHaveCount(0);
}

const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('catalog inside the shell', () => {
  test('browse → provider → course → back, with the spec texts and no serious axe violation', async ({ page }) => {
    await page.goto('/courses');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
    const cards = page.locator('main a:has(h2)');
    await expect(cards.locator('h2')).toHaveText(['AUTODESK', 'BENTLEY', 'DASSAULT', 'OTHER', 'IT/Programming']);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      ['autodesk', 'bentley', 'dassault', 'other', 'it'].map((id) => `/courses/${id}`),
    );
    await expect(page.getByText('CAD, BIM, and more')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not sure where to start?' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /AUTODESK/ }).click();
    await expect(page).toHaveURL(/\/courses\/autodesk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autodesk Courses');
    await expect(page.getByText('Course Not Found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'BIM & Architecture' })).toBeVisible();
    await expect(page.getByText('Beginner · 40 Hours · ₹799')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'AutoCAD 2D Drafting and 3D Modelling' }).click();
    await expect(page).toHaveURL(/\/courses\/autocad$/);
    await waitForCourse(page, 'AutoCAD 2D Drafting and 3D Modelling');
    await expect(fact(page, 'Level')).toHaveText('Beginner');
    await expect(fact(page, 'Duration')).toHaveText('40 Hours');
    await expect(fact(page, 'Price')).toHaveText('₹799');
    await expect(page.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeVisible();
    await expect(page).toHaveTitle('AutoCAD 2D Drafting and 3D Modelling | Blueprint Academy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Learn AutoCAD/);
    const enrol = page.getByRole('link', { name: 'Enroll Now' });
    await expect(enrol).toHaveAttribute('href', ENROLMENT_SITE);
    await expect(enrol).toHaveAttribute('target', '_blank');
    await expect(enrol).toHaveAttribute('rel', 'noopener noreferrer');
    // The cover image really loads (an SVG from the remote's own origin).
    expect(
      await page.locator('img.course-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/courses\/autodesk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autodesk Courses');
    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
  });

  test('an alias route opens the course it stands for, bare and under /blueprint', async ({ page }) => {
    await page.goto('/courses/fusion-360');
    await waitForRemote(page);
    await waitForCourse(page, 'Fusion 360 for Product Design');

    await page.goto('/blueprint/courses/bim-infrastructure');
    await waitForRemote(page);
    await waitForCourse(page, 'Civil 3D for Roads, Grading and Drainage');
    await expect(page.getByRole('link', { name: 'InfraWorks for Conceptual Infrastructure Design' })).toHaveAttribute(
      'href',
      '/blueprint/courses/infrawork',
    );
  });

  test("a course that doesn't exist shows 'Course Not Found' and Go Back leads to the courses", async ({ page }) => {
    await page.goto('/blueprint/courses/underwater-basket-weaving');
    await waitForRemote(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course Not Found');
    await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
    await expectAccessible(page);
    // Landed here directly: there is no previous page of ours, so Go Back opens the course list.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/blueprint\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
  });

  test('Back returns to our previous page after a full page load of the course', async ({ page }) => {
    await page.goto('/about');
    await waitForRemote(page);
    // Typed into the address bar: a new document, so the router knows nothing of /about.
    await page.goto('/courses/autocad');
    // Going back is the page's code; before it runs, Back leads to the course list (its baseline).
    await waitForRemote(page);
    await waitForCourse(page, 'AutoCAD 2D Drafting and 3D Modelling');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Innovating Technology Solutions Since 2008' }),
    ).toBeVisible();
  });

  test('the header dropdown opens a course from the catalogue', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/courses');
    await waitForRemote(page);
    await page.getByRole('button', { name: 'Courses', exact: true }).click();
    await page
      .getByRole('list', { name: 'Course providers' })
      .getByRole('button', { name: /Bentley Systems/ })
      .click();
    await page.getByRole('list', { name: 'Bentley Systems courses' }).getByRole('link', { name: 'STAAD.Pro' }).click();
    await expect(page).toHaveURL(/\/blueprint\/courses\/staad-pro$/);
    await waitForCourse(page, 'STAAD.Pro Structural Analysis and Design');
    await expect(fact(page, 'Price')).toHaveText('₹1,299');
  });

  test("'Get Course Recommendation' suggests courses by goal and level", async ({ page }) => {
    await page.goto('/courses');
    await waitForRemote(page);
    await page.getByRole('button', { name: 'Get Course Recommendation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find your course' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Build software and web applications').click();
    await dialog.getByText('New to it').click();
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Python Programming Essentials',
      'Python Full Stack Development',
      'Java Full Stack Development',
    ]);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Java Full Stack Development' }).click();
    await expect(dialog).toBeHidden();
    await waitForCourse(page, 'Java Full Stack Development');
    await expect(fact(page, 'Duration')).toHaveText('12 weeks');
  });

  test('course pages meet contrast and structure rules in the dark theme too', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/courses/revit-mep');
    await waitForRemote(page);
    await waitForCourse(page, 'Revit MEP: Building Services Modelling');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
    await page.goto('/courses/it');
    await waitForRemote(page);
    await expect(page.getByText('Beginner to Advanced · 12 weeks · ₹1,599').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('catalog standalone', () => {
  test('browse → provider → course → back on its own port', async ({ page, urls }) => {
    await page.goto(`${urls.remotes.catalog}/courses`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
    await expectAccessible(page);
    await page.getByRole('link', { name: /BENTLEY/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bentley Systems Courses');
    await page.getByRole('link', { name: 'OpenRoads Designer for Highway Design' }).click();
    await waitForCourse(page, 'OpenRoads Designer for Highway Design');
    await expect(fact(page, 'Level')).toHaveText('Intermediate');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bentley Systems Courses');
  });

  test('aliases, provider ids and not found work alone too', async ({ page, urls }) => {
    // The first page of the tab, so no earlier page of ours: Go Back opens the course list.
    await page.goto(`${urls.remotes.catalog}/courses/no-such-course`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course Not Found');
    await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Courses by Provider');
    await page.goto(`${urls.remotes.catalog}/blueprint/courses/openroads`);
    await waitForCourse(page, 'OpenRoads Designer for Highway Design');
    await page.goto(`${urls.remotes.catalog}/courses/dassault`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dassault Systèmes Courses');
  });
});
