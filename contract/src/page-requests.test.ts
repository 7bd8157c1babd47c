import { pageAnswerSchema, pageRequestSchema } from './page-requests.ts';

describe('page requests between the page servers', () => {
  it('takes a GET or a POST of a path on this site', () => {
    expect(pageRequestSchema.safeParse({ method: 'POST', url: '/contact', body: '_form=contact' }).success).toBe(true);
    expect(pageRequestSchema.safeParse({ method: 'PUT', url: '/contact' }).success).toBe(false);
    expect(pageRequestSchema.safeParse({ method: 'GET', url: 'https://elsewhere.example/' }).success).toBe(false);
  });

  it("takes the visitor's previous page only as a path on this site", () => {
    expect(pageRequestSchema.safeParse({ method: 'GET', url: '/courses/autocad', previous: '/about' }).success).toBe(
      true,
    );
    for (const previous of ['https://evil.example/', '//evil.example/', 'about']) {
      expect(pageRequestSchema.safeParse({ method: 'GET', url: '/courses/autocad', previous }).success).toBe(false);
    }
  });

  it('answers with a page, or a redirect to a path on this site and nowhere else', () => {
    expect(
      pageAnswerSchema.safeParse({ status: 200, page: { html: ['<main></main>'], styles: [], globalStyles: [] } })
        .success,
    ).toBe(true);
    expect(pageAnswerSchema.safeParse({ status: 200, html: '<main></main>' }).success).toBe(false);
    expect(pageAnswerSchema.safeParse({ redirect: '/contact?sent=contact#contact-form' }).success).toBe(true);
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'contact']) {
      expect(pageAnswerSchema.safeParse({ redirect }).success).toBe(false);
    }
  });

  it('says when a post names none of the page’s forms', () => {
    expect(pageAnswerSchema.safeParse({ unreadable: true }).success).toBe(true);
    expect(pageAnswerSchema.safeParse({ unreadable: false }).success).toBe(false);
  });
});
