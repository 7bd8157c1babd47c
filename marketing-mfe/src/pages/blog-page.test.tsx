import { screen, within } from '@testing-library/react';
import { ARTICLES, BLOG_CATEGORIES, formatArticleDate } from '../features/blog/data/articles';
import { renderWithProviders } from '../testing/render';
import BlogPage, { BLOG_DESCRIPTION } from './blog-page';

/** Renders the page and waits for its form below the fold, which a page the browser renders loads at once. */
async function renderPage() {
  const result = renderWithProviders(<BlogPage />);
  await screen.findByRole('button', { name: 'Subscribe' });
  return result;
}

describe('BlogPage', () => {
  it('sets the document title and meta description', async () => {
    await renderPage();
    expect(document.title).toBe('Blog | Blueprint Academy');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', BLOG_DESCRIPTION);
  });

  it("shows '6 Articles' and 'Weekly Updates' in the hero", async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('6 Articles')).toBeInTheDocument();
    expect(screen.getByText('Weekly Updates')).toBeInTheDocument();
  });

  it("lists six articles under 'Latest Articles', each with its details and a sized, described image", async () => {
    await renderPage();
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    const articles = within(latest).getAllByRole('article');
    expect(articles).toHaveLength(6);
    articles.forEach((article, i) => {
      const card = within(article);
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(/\w{3,}/);
      expect(BLOG_CATEGORIES).toContain(article.querySelector('.category')?.textContent);
      expect(card.getByText(ARTICLES[i]!.excerpt)).toBeInTheDocument();
      expect(article).toHaveTextContent(`Author${ARTICLES[i]!.author}`);
      const time = article.querySelector('time')!;
      expect(time.textContent).toBe(formatArticleDate(time.getAttribute('datetime')!));
      expect(article).toHaveTextContent(/\d+ min read/);
      const img = card.getByRole('img');
      expect(img).toHaveAccessibleName(/\w+/);
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '250');
      expect(img).toHaveAttribute('loading', 'lazy');
    });
    expect(new Set(ARTICLES.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it("links 'View All Posts' to /blog", async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });

  it('ends with the newsletter sign-up', async () => {
    await renderPage();
    const newsletter = screen.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    expect(await within(newsletter).findByRole('textbox', { name: /email address/i })).toHaveAttribute('type', 'email');
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('formats dates the same in every time zone', () => {
    expect(formatArticleDate('2026-02-23')).toBe('23 February 2026');
  });
});
