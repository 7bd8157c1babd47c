import { css, type Theme } from '@emotion/react';
import { ENROLMENT_SITE } from '@blueprint/shared/constants';
import { Link, useBasePath } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { BackButton } from '../../../components/back-button';
import { CourseIcon } from '../../../components/course-icon';
import { indexGroup, INDEXED_COURSES } from '../../../lib/catalogue/catalogue-index';
import { COVER_SIZE } from '../../../lib/catalogue/covers';
import { courseFrom } from '../../../lib/catalogue/load-details';
import type { CourseMatch } from '../../../lib/catalogue/lookup';
import { coursePath, courseStructuredData } from '../../../lib/catalogue/structured-data';
import type { Course } from '../../../lib/catalogue/types';
import { useDetails } from '../../../lib/catalogue/use-details';
import { formatPrice } from '../../../lib/format-price';

const styles = (theme: Theme) => css`
  padding: 1.5rem 0 3rem;
  &.loading {
    min-height: 100vh;
  }
  .icon-slot {
    display: inline-flex;
    width: 24px;
    height: 24px;
  }
  .course-hero {
    display: grid;
    gap: 2rem;
    align-items: start;
    margin: 1.5rem 0 2.5rem;
    ${theme.media.md} {
      grid-template-columns: 3fr 2fr;
    }
  }
  .eyebrow {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  h1 {
    margin: 0.5rem 0 1rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
  }
  .lead {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
    font-size: 1.1rem;
    line-height: 1.6;
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.75rem;
    margin: 0 0 1.5rem;
  }
  .facts div {
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  .facts .instructor {
    grid-column: 1 / -1;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 600;
  }
  .course-cover {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.lg};
  }
  .course-sections {
    display: grid;
    gap: 1.5rem;
    ${theme.media.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  section {
    padding: 1.25rem 1.5rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surfaceRaised};
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  li {
    margin: 0.35rem 0;
    line-height: 1.5;
  }
  .related {
    margin-top: 2.5rem;
  }
  .related ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    padding: 0;
    list-style: none;
  }
  .related a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  .related a:hover,
  .related a:focus-visible {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

/**
 * Everything about one course. The title, provider and category come from the index at once; the rest
 * arrives with the provider group's details chunk. While it loads the page keeps its final layout above the
 * fold (and a full screen of height), so nothing jumps when the details appear.
 */
export function CourseView({ match }: { match: CourseMatch }) {
  const { provider, category, title } = match.course;
  const details = useDetails([provider]);
  const course = details ? courseFrom(match, details) : null;
  useDocumentMeta(title, course?.description ?? `${title}: course details at Blueprint Academy.`, {
    // An alias shows the course's own page: one address for search engines.
    canonicalPath: coursePath(match.course),
    // For the server's HTML only: the browser's build leaves it out (`typeof window`, tooling/webpack).
    structuredData: typeof window === 'undefined' && course ? courseStructuredData(match.course, course) : undefined,
  });
  const base = useBasePath();
  // One course on a page; fixed ids read the same in the server's HTML and the browser's render.
  const newTabNote = 'course-new-tab-note';

  return (
    <article css={styles} className={course ? undefined : 'loading'}>
      <BackButton />
      <div className="course-hero">
        <div>
          <p className="eyebrow">
            <span className="icon-slot">{course && <CourseIcon icon={course.icon} />}</span>
            {indexGroup(provider).label} · {category}
          </p>
          <h1>{title}</h1>
          {!course && <p role="status">Loading course details...</p>}
          {course && (
            <>
              <p className="lead">{course.description}</p>
              <dl className="facts">
                <div>
                  <dt>Level</dt>
                  <dd>{course.difficulty}</dd>
                </div>
                <div>
                  <dt>Duration</dt>
                  <dd>{course.duration}</dd>
                </div>
                <div>
                  <dt>Price</dt>
                  <dd>{formatPrice(course.price)}</dd>
                </div>
                <div className="instructor">
                  <dt>Instructor</dt>
                  <dd>{course.instructor}</dd>
                </div>
              </dl>
              <a
                href={ENROLMENT_SITE}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabNote}
                css={(theme) => buttonStyles(theme, 'primary')}
              >
                Enroll Now
              </a>
              <VisuallyHidden id={newTabNote}>Opens the enrolment site in a new tab</VisuallyHidden>
            </>
          )}
        </div>
        {course && (
          <img
            className="course-cover"
            src={course.coverImage}
            alt=""
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            loading="lazy"
          />
        )}
      </div>
      {course && <CourseBody course={course} match={match} base={base} />}
    </article>
  );
}

function CourseBody({ course, match, base }: { course: Course; match: CourseMatch; base: string }) {
  const { provider, category } = match.course;
  const sectionId = 'course';
  const related = INDEXED_COURSES.filter(
    (other) => other.category === category && other.provider === provider && other.id !== course.id,
  );
  return (
    <>
      <div className="course-sections">
        <section aria-labelledby={`${sectionId}-audience`}>
          <h2 id={`${sectionId}-audience`}>Who this course is for</h2>
          <p>{course.targetAudience}</p>
        </section>
        <section aria-labelledby={`${sectionId}-prerequisites`}>
          <h2 id={`${sectionId}-prerequisites`}>Prerequisites</h2>
          <ul>
            {course.prerequisites.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${sectionId}-curriculum`}>
          <h2 id={`${sectionId}-curriculum`}>Curriculum</h2>
          <ol>
            {course.curriculum.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${sectionId}-outcomes`}>
          <h2 id={`${sectionId}-outcomes`}>What you will learn</h2>
          <ul>
            {course.learningOutcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </section>
      </div>

      {related.length > 0 && (
        <nav className="related" aria-labelledby={`${sectionId}-related`}>
          <h2 id={`${sectionId}-related`}>More in {category}</h2>
          <ul>
            {related.map((other) => (
              <li key={other.id}>
                <Link to={`${base}/courses/${other.id}`}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
