import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { ViewAllLink } from '../../../components/view-all-link';
import { sectionHeaderStyles } from '../../../components/section-styles';
import { SnapCarousel } from '../../../components/snap-carousel';
import { HOME_COURSES } from '../data/home-courses';
import { CourseCard } from './course-card';
import { CourseGroupDialogs } from './course-group-dialogs';

/** Spec section 9: the course carousel moves on every 5 seconds. */
export const AUTO_ADVANCE_MS = 5000;

// scroll-margin-top: the fixed header must not cover the heading when the hero's anchor scrolls here.
const sectionStyles = (theme: Theme) => css`
  padding: 4rem 0;
  scroll-margin-top: 72px;
  ${theme.media.md} {
    scroll-margin-top: 120px;
  }
  header {
    ${sectionHeaderStyles(theme, '42rem')}
  }
`;

/**
 * 'Explore Our Courses': the six course cards in a carousel (1, 2, 3 or 4 at a time by width, spec 4); three of
 * them open a list of courses in a modal the browser runs, with or without the page's code.
 */
export function ExploreCourses() {
  return (
    <section id="explore-courses" css={sectionStyles} aria-labelledby="explore-courses-title">
      <Container>
        <header>
          <h2 id="explore-courses-title">Explore Our Courses</h2>
          <p>
            Industry-standard software for design, engineering, construction and IT, taught by working professionals.
          </p>
        </header>
        <SnapCarousel
          id="course-card"
          items={HOME_COURSES}
          label="Course categories"
          itemKey={(card) => card.id}
          renderItem={(card) => <CourseCard card={card} />}
          perView={[1, 2, 3, 4]}
          stepLabels={{ previous: 'Previous courses', next: 'Next courses' }}
          showPosition
          autoAdvanceMs={AUTO_ADVANCE_MS}
          pauseLabel="Pause automatic sliding"
        />
        <ViewAllLink to="/courses">View All Courses</ViewAllLink>
      </Container>
      <CourseGroupDialogs />
    </section>
  );
}
