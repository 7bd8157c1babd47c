/**
 * @jest-environment node
 */
// The server's HTML of 'Explore Our Courses': each group's button opens its list as a native popover, with the
// links to its courses, for visitors before the page's code or without it (the browser's render leaves the
// lists out: explore-courses.test.tsx).
import { HOME_MODAL_COURSES } from '@blueprint/shared/catalogue/linked-courses';
import { MemoryRouter } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { renderToString } from 'react-dom/server';
import { ExploreCourses } from './explore-courses';

const html = () =>
  renderToString(
    <ThemeProvider>
      <MemoryRouter>
        <ExploreCourses />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe("Explore Our Courses in the server's HTML", () => {
  it.each(Object.entries(HOME_MODAL_COURSES))('the %s button opens a popover listing every course of the group, linked', (id, groups) => {
    const page = html();
    // Attribute names as React writes them (popoverTarget): HTML reads them case-insensitively.
    expect(page).toMatch(new RegExp(`<button[^>]*popovertarget="course-list-${id}"[^>]*>View courses`, 'i'));
    const list = page.match(new RegExp(`<div[^>]*id="course-list-${id}"[^>]*popover="auto"[^>]*>(.*?)</div>`, 'i'))?.[1];
    expect(list).toBeDefined();
    const hrefs = [...list!.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(groups.flatMap((group) => group.courses.map((course) => `/courses/${course.id}`)));
    // A native close button.
    expect(list).toMatch(new RegExp(`<button[^>]*popovertarget="course-list-${id}"[^>]*popovertargetaction="hide"[^>]*>Close</button>`, 'i'));
  });
});
