// Loaded only when a visitor opens one of the Home course modals: the lists and the dialog stay out of the
// page's first view.
import { css, type Theme } from '@emotion/react';
import { Link } from '@blueprint/shared/router';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { COURSE_MODALS, courseHref, type CourseModalId } from '../data/course-modals';
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

export interface CourseModalProps {
  id: CourseModalId;
  onClose: () => void;
}

/** A Home course modal: at most 90vh tall (docs/spec-notes.md#constants), its courses grouped by provider. */
export function CourseModal({ id, onClose }: CourseModalProps) {
  const modal = COURSE_MODALS[id];
  return (
    <Dialog open onClose={onClose} title={modal.title} maxHeight="90vh" maxWidth="44rem">
      <div css={bodyStyles}>
        <p className="intro">{modal.intro}</p>
        {modal.groups.map((group) => (
          <section key={group.name ?? 'courses'}>
            {group.name && <h3>{group.name}</h3>}
            <ul>
              {group.courses.map((course) => (
                <li key={course.id}>
                  <Link to={courseHref(course.id)} onClick={onClose}>
                    {course.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
