import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { cardGridStyles, cardStyles } from '../../../components/page-styles';
import { IT_COURSES } from '../../../lib/it-courses';
import { registrationHref } from '../../../lib/navigation-state';

const metaStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
  dd {
    margin: 0;
    padding: 0.15rem 0.7rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

// The page's h1 is the programs' title: each course is a section of it (h2), sized as a card's title.
const courseTitleStyles = css`
  && h2 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
  }
`;

/** The four IT courses; 'Register Now' opens the internship form with IT and that course chosen. */
export function ItProgramCards() {
  const base = useBasePath();
  return (
    <ul css={(theme) => cardGridStyles(theme, 2)}>
      {IT_COURSES.map((course) => {
        return (
          <li key={course.id}>
            <article
              css={(theme) => [cardStyles(theme), courseTitleStyles]}
              aria-labelledby={`course-${course.id}`}
              data-course-id={course.id}
            >
              <h2 id={`course-${course.id}`}>{course.title}</h2>
              <dl css={metaStyles}>
                <dt>Duration</dt>
                <dd>{course.duration}</dd>
                <dt>Students</dt>
                <dd>{course.enrolled}</dd>
              </dl>
              <p>{course.description}</p>
              <ul aria-label={`${course.title} highlights`}>
                {course.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <div className="card-actions">
                <Link
                  to={registrationHref(base, { course: course.id })}
                  css={(theme) => buttonStyles(theme, 'primary')}
                  aria-label={`Register Now for ${course.title}`}
                >
                  Register Now
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
