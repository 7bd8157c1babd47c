import { css, type Theme } from '@emotion/react';
import { Link } from '@blueprint/shared/router';
import { CommandDialog } from '@blueprint/shared/ui/command-dialog';
import { COURSE_MODALS, courseHref, courseListId } from '../data/course-modals';
import { courseLinkStyles } from './course-link-styles';

const bodyStyles = (theme: Theme) => css`
  .intro {
    margin: 0 0 1rem;
    color: ${theme.colors.textMuted};
  }
  section + section {
    margin-top: 1.25rem;
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  ul {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  a {
    ${courseLinkStyles(theme)}
  }
`;

/**
 * The Home course modals (Product Design and Manufacturing, AEC, IT): at most 90vh tall (docs/spec-notes.md#constants),
 * their courses grouped by provider. Dialogs in the page's HTML that the cards' buttons open, by the browser
 * itself (CommandDialog).
 */
export function CourseGroupDialogs() {
  return (
    <>
      {Object.values(COURSE_MODALS).map((modal) => (
        <CommandDialog key={modal.id} id={courseListId(modal.id)} title={modal.title} maxHeight="90vh">
          <div css={bodyStyles}>
            <p className="intro">{modal.intro}</p>
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
          </div>
        </CommandDialog>
      ))}
    </>
  );
}
