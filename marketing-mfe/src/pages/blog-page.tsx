import { css, type Theme } from '@emotion/react';
import { routePage } from '@blueprint/contract/routes';
import { blogPostings } from '@blueprint/shared/site/structured-data';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container, gridListStyles } from '@blueprint/shared/ui/layout';
import { ViewAllLink } from '../components/view-all-link';
import { ArticleCard } from '../features/blog/components/article-card';
import { ARTICLES } from '../features/blog/data/articles';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json), the ones a server-rendered head will use.
export const { title: BLOG_TITLE, description: BLOG_DESCRIPTION } = routePage(routes, 'Blog');

const pageStyles = (theme: Theme) => css`
  .hero {
    padding: 3.5rem 0;
    background: ${theme.colors.surface};
    text-align: center;
  }
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.15;
  }
  .hero p {
    max-width: 40rem;
    margin: 0 auto;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin: 1.5rem 0 0;
    padding: 0;
    list-style: none;
  }
  .facts li {
    padding: 0.4rem 1rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
    font-weight: 700;
  }
  .latest {
    padding: 3.5rem 0 0;
  }
  h2 {
    margin: 0 0 1.5rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  .grid {
    ${gridListStyles(theme, { gap: '1.5rem' })}
  }
`;

/** Blog (marketing/Blog): hero, 'Latest Articles' and the newsletter. */
export default function BlogPage() {
  // The articles it lists, each a BlogPosting (they are read here: the blog page is their address).
  // Structured data for the server's HTML only: the browser's build leaves it out (`typeof window`, tooling/webpack).
  useDocumentMeta(BLOG_TITLE, BLOG_DESCRIPTION, {
    structuredData: typeof window === 'undefined' ? [blogPostings('blog', ARTICLES)] : undefined,
  });
  return (
    <div css={pageStyles}>
      <section className="hero" aria-labelledby="blog-title">
        <Container>
          <h1 id="blog-title">Blueprint Academy Blog</h1>
          <p>Guides, industry trends and career advice for design, engineering and construction professionals.</p>
          <ul className="facts">
            <li>{ARTICLES.length} Articles</li>
            <li>Weekly Updates</li>
          </ul>
        </Container>
      </section>
      <section className="latest" aria-labelledby="latest-title">
        <Container>
          <h2 id="latest-title">Latest Articles</h2>
          <ul className="grid">
            {ARTICLES.map((article) => (
              <li key={article.title}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <ViewAllLink to="/blog">View All Posts</ViewAllLink>
        </Container>
      </section>
      <NewsletterSection />
    </div>
  );
}
