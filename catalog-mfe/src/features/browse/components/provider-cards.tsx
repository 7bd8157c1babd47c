import { css, type Theme } from '@emotion/react';
import { gridListStyles } from '@blueprint/shared/ui/layout';
import { Link, useBasePath } from '@blueprint/shared/router';
import { indexGroup } from '../../../lib/catalogue/catalogue-index';
import { COVER_SIZE } from '../../../lib/catalogue/covers';
import { GROUP_LOGOS } from '../../../lib/catalogue/group-logos';
import { PROVIDER_CARDS, PROVIDER_VIEWS } from '../../../lib/catalogue/providers';

const styles = (theme: Theme) => css`
  ${gridListStyles(theme)}
  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    text-decoration: none;
    box-shadow: ${theme.shadow.sm};
    transition:
      border-color 0.15s ease,
      transform 0.15s ease;
  }
  a:hover,
  a:focus-visible {
    border-color: ${theme.colors.primary};
    transform: translateY(-2px);
  }
  ${theme.media.reducedMotion} {
    a,
    a:hover,
    a:focus-visible {
      transition: none;
      transform: none;
    }
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
  }
  .card-body {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 1rem 1.25rem 1.25rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    letter-spacing: 0.02em;
  }
  .subtitle {
    color: ${theme.colors.textMuted};
  }
  .count {
    margin-top: 0.5rem;
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

function courseCount(providerId: string): number {
  return (PROVIDER_VIEWS[providerId] ?? []).reduce(
    (sum, group) => sum + indexGroup(group).categories.reduce((n, category) => n + category.courses.length, 0),
    0,
  );
}

/** The five provider cards, each to /courses/{provider id in lower case}. */
export function ProviderCards() {
  const base = useBasePath();
  return (
    <ul css={styles}>
      {PROVIDER_CARDS.map((card) => {
        const providerId = card.id.toLowerCase();
        return (
          <li key={card.id}>
            <Link to={`${base}/courses/${providerId}`}>
              <img
                src={GROUP_LOGOS[card.id]}
                alt=""
                width={COVER_SIZE.width}
                height={COVER_SIZE.height}
                loading="lazy"
              />
              <div className="card-body">
                <h2>{card.name}</h2>
                <span className="subtitle">{card.subtitle}</span>
                <span className="count">{courseCount(providerId)} courses</span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
