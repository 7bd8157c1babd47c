import { css, type Theme } from '@emotion/react';
import { Link } from '@blueprint/shared/router';
import { COURSE_MODALS, courseHref, courseListId } from '../data/course-modals';
import { courseLinkStyles } from './course-link-styles';

const popoverStyles = (theme: Theme) => css`
  width: min(44rem, calc(100vw - 2rem));
  max-height: 90vh;
  overflow: auto;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  &::backdrop {
    background: rgb(15 23 42 / 0.55);
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${courseLinkStyles(theme)}
  }
  .close {
    min-height: 44px;
    margin-top: 1.25rem;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The course groups' lists as native popovers, in the server's HTML: a card's "View courses" button opens its
 * list with no script (before the page's code arrives, or without it), and its links lead to the courses.
 * Once the code runs, the button opens the modal instead (CourseModal, with its focus trap).
 */
export function CourseListPopovers() {
  return (
    <>
      {Object.values(COURSE_MODALS).map((modal) => {
        const id = courseListId(modal.id);
        return (
          <div key={modal.id} id={id} popover="auto" css={popoverStyles}>
            <h2>{modal.title}</h2>
            <p>{modal.intro}</p>
            {modal.groups.map((group) => (
              <section key={group.name ?? 'courses'}>
                {group.name && <h3>{group.name}</h3>}
                <ul>
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <Link to={courseHref(course.id)}>{course.label}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <button type="button" className="close" popoverTarget={id} popoverTargetAction="hide">
              Close
            </button>
          </div>
        );
      })}
    </>
  );
}
