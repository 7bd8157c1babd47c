import { css, type Theme } from '@emotion/react';
import { gridListStyles } from '@blueprint/shared/ui/layout';
import { Link, useBasePath } from '@blueprint/shared/router';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { CourseIcon } from '../../../components/course-icon';
import { indexGroup } from '../../../lib/catalogue/catalogue-index';
import { PROVIDER_PAGES } from '../../../lib/catalogue/providers';
import type { GroupDetails, GroupId } from '../../../lib/catalogue/types';
import { useDetails } from '../../../lib/catalogue/use-details';
import { formatPrice } from '../../../lib/format-price';

const styles = (theme: Theme) => css`
  padding: 2rem 0 3rem;
  .crumb a {
    color: ${theme.colors.primary};
  }
  h1 {
    margin: 0.75rem 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  .intro {
    margin: 0 0 2rem;
    max-width: 48rem;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
  }
  h2 {
    margin: 2rem 0 1rem;
    font-size: 1.35rem;
  }
  .loading {
    min-height: 100vh;
  }
  .course-grid {
    ${gridListStyles(theme, { gap: '1rem' })}
  }
  .course-card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    height: 100%;
    padding: 1.25rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surfaceRaised};
    transition: border-color 0.15s ease;
  }
  .course-card:hover,
  .course-card:focus-within {
    border-color: ${theme.colors.primary};
  }
  .course-card h3 {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.35;
  }
  .course-card svg {
    flex: none;
    color: ${theme.colors.primary};
  }
  /* The title link covers the whole card: one tab stop, a large target. */
  .course-card a {
    color: inherit;
    text-decoration: none;
  }
  .course-card a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  .course-card a:focus-visible {
    outline: none;
  }
  .course-card:has(a:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .course-card p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.95rem;
    line-height: 1.5;
  }
  .course-meta {
    margin-top: auto !important;
    padding-top: 0.5rem;
    color: ${theme.colors.text} !important;
    font-weight: 600;
  }
`;

function CourseCards({ groups, details }: { groups: readonly GroupId[]; details: GroupDetails }) {
  const base = useBasePath();
  return groups.flatMap((groupId) =>
    indexGroup(groupId).categories.map((category) => (
      <section key={`${groupId}/${category.name}`}>
        <h2>{category.name}</h2>
        <ul className="course-grid">
          {category.courses.map((course) => {
            const more = details[course.id];
            return (
              <li key={course.id}>
                <div className="course-card">
                  <h3>
                    {more && <CourseIcon icon={more.icon} />}
                    <Link to={`${base}/courses/${course.id}`}>{course.title}</Link>
                  </h3>
                  {more && (
                    <>
                      <p>{more.description}</p>
                      <p className="course-meta">
                        {more.difficulty} · {more.duration} · {formatPrice(more.price)}
                      </p>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    )),
  );
}

/**
 * /courses/{provider id}: the provider's courses grouped by category. The cards wait for the group's details
 * chunk (a screen of height is kept meanwhile), so they appear once, complete, and nothing below them jumps.
 */
export function ProviderCourses({ providerId, groups }: { providerId: string; groups: readonly GroupId[] }) {
  const page = PROVIDER_PAGES[providerId] ?? { title: `${indexGroup(groups[0] ?? 'OTHER').label} Courses`, intro: '' };
  useDocumentMeta(page.title, page.intro || `${page.title} at Blueprint Academy.`);
  const base = useBasePath();
  const details = useDetails(groups);
  return (
    <div css={styles}>
      <p className="crumb">
        <Link to={`${base}/courses`}>All providers</Link>
      </p>
      <h1>{page.title}</h1>
      {page.intro && <p className="intro">{page.intro}</p>}
      {details ? (
        <CourseCards groups={groups} details={details} />
      ) : (
        <p role="status" className="loading">
          Loading courses...
        </p>
      )}
    </div>
  );
}
