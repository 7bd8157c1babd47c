import { documentTitle, pageTitleOf, SITE_NAME } from './site.ts';

describe("a page's document title", () => {
  it("ends with the site's name, or is the name alone", () => {
    expect(documentTitle('About Us')).toBe('About Us | Blueprint Academy');
    expect(documentTitle()).toBe(SITE_NAME);
  });

  it('gives back the page’s own title, for its link-preview card', () => {
    expect(pageTitleOf(documentTitle('About Us'))).toBe('About Us');
    expect(pageTitleOf('Blueprint Academy | Design Courses')).toBe('Blueprint Academy | Design Courses');
  });
});
