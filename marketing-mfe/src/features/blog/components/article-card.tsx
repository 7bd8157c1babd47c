import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import { imageCardStyles } from '../../../components/image-card-styles';
import { ARTICLE_IMAGE, formatArticleDate, type BlogArticle } from '../data/articles';

const cardStyles = (theme: Theme) => css`
  ${imageCardStyles(theme, ARTICLE_IMAGE)}
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 0.6rem;
    padding: 1.1rem 1.25rem 1.25rem;
  }
  .category {
    align-self: flex-start;
    margin: 0;
    padding: 0.15rem 0.6rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.primary};
    font-size: 0.8rem;
    font-weight: 700;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.35;
  }
  .excerpt {
    flex: 1;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0.75rem 0 0;
    border-top: 1px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
  .meta div {
    display: flex;
    gap: 0.25rem;
  }
  .meta dd {
    margin: 0;
  }
`;

/** One article of 'Latest Articles': image, category, title, excerpt, date, author and read time. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article css={cardStyles}>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE.width}
        height={ARTICLE_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="body">
        <p className="category">{article.category}</p>
        <h3>{article.title}</h3>
        <p className="excerpt">{article.excerpt}</p>
        <dl className="meta">
          <div>
            <dt css={visuallyHiddenStyles}>Published</dt>
            <dd>
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </dd>
          </div>
          <div>
            <dt css={visuallyHiddenStyles}>Author</dt>
            <dd>{article.author}</dd>
          </div>
          <div>
            <dt css={visuallyHiddenStyles}>Reading time</dt>
            <dd>{article.readTime}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
