import { css, type Theme } from '@emotion/react';
import { Link } from '@blueprint/shared/router';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { opensDialog } from '@blueprint/shared/ui/command-dialog';
import { courseListId } from '../data/course-modals';
import { imageCardStyles } from '../../../components/image-card-styles';
import { CARD_IMAGE, type HomeCourseCard } from '../data/home-courses';

const cardStyles = (theme: Theme) => css`
  ${imageCardStyles(theme, CARD_IMAGE)}
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 0.5rem;
    padding: 1rem 1.1rem 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  .card-action {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.primary};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }
`;

export interface CourseCardProps {
  card: HomeCourseCard;
}

/** One 'Explore Our Courses' card: a link to a course, or a button that opens a list of courses (a dialog). */
export function CourseCard({ card }: CourseCardProps) {
  const { modal } = card;
  return (
    <article css={cardStyles}>
      <img
        src={card.image}
        alt={card.imageAlt}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="body">
        <h3>{card.name}</h3>
        <p>{card.description}</p>
        {modal ? (
          <button type="button" className="card-action" {...opensDialog(courseListId(modal))}>
            View courses<VisuallyHidden> in {card.name}</VisuallyHidden>
          </button>
        ) : (
          <Link className="card-action" to={card.link}>
            Explore course<VisuallyHidden>: {card.name}</VisuallyHidden>
          </Link>
        )}
      </div>
    </article>
  );
}
