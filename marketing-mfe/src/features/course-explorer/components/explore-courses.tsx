import { css, type Theme } from '@emotion/react';
import { lazyModule, useLazyModule } from '@blueprint/shared/forms/lazy-module';
import { Container } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
import { ViewAllLink } from '../../../components/view-all-link';
import { sectionHeaderStyles } from '../../../components/section-styles';
import type { CourseModalId } from '../data/course-modals';
import { HOME_COURSES } from '../data/home-courses';
import { CourseCard } from './course-card';
import { CourseCarousel } from './course-carousel';
import { CourseListPopovers } from './course-list-popovers';
import { ServerHtmlOnly } from '../../../components/server-html-only';

const courseModal = lazyModule(() => import('./course-modal'));
// The groups' lists as native popovers, for visitors before the page's code or without it: with the code the
// buttons open the modal, so the browser's build leaves the lists out (`typeof window`, tooling/webpack).
const courseLists = () => typeof window === 'undefined' && <CourseListPopovers />;

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
  .load-state {
    margin: 1rem 0 0;
    text-align: center;
    font-weight: 600;
  }
  .load-state[role='alert'] {
    color: ${theme.colors.danger};
  }
`;

/** 'Explore Our Courses': the six course cards in a carousel; three of them open a list of courses. */
export function ExploreCourses() {
  const [openModal, setOpenModal] = useState<CourseModalId | null>(null);
  const modalCode = useLazyModule(courseModal);
  const open = (id: CourseModalId) => {
    setOpenModal(id);
    modalCode.load();
  };
  const ModalComponent = modalCode.value?.CourseModal;

  return (
    <section id="explore-courses" css={sectionStyles} aria-labelledby="explore-courses-title">
      <Container>
        <header>
          <h2 id="explore-courses-title">Explore Our Courses</h2>
          <p>Industry-standard software for design, engineering, construction and IT, taught by working professionals.</p>
        </header>
        <CourseCarousel
          items={HOME_COURSES}
          label="Course categories"
          itemKey={(card) => card.id}
          renderItem={(card) => <CourseCard card={card} onOpenModal={open} onIntent={modalCode.load} />}
        />
        {openModal && modalCode.status === 'loading' && (
          <p className="load-state" role="status">
            Loading courses…
          </p>
        )}
        {openModal && modalCode.status === 'error' && (
          <p className="load-state" role="alert">
            The course list could not be loaded. Please check your connection and try again.
          </p>
        )}
        <ViewAllLink to="/courses">View All Courses</ViewAllLink>
      </Container>
      {/* Outside the carousel: its off-screen cards are inert, and so would be a list inside them. */}
      <ServerHtmlOnly render={courseLists} />
      {openModal && ModalComponent && <ModalComponent id={openModal} onClose={() => setOpenModal(null)} />}
    </section>
  );
}
