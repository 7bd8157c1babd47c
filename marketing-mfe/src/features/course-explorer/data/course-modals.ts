// The Home page's Product Design and Manufacturing, AEC and IT modals (docs/contract.md, "Home"). Their course
// lists are @blueprint/shared's, which the catalog checks: every id opens a course at /courses/{id}.
import {
  HOME_MODAL_COURSES,
  type HomeModalId,
  type LinkedCourseGroup,
} from '@blueprint/shared/catalogue/linked-courses';

export type CourseModalId = HomeModalId;

export interface CourseModal {
  id: CourseModalId;
  title: string;
  intro: string;
  groups: LinkedCourseGroup[];
}

export const COURSE_MODALS: Record<CourseModalId, CourseModal> = {
  'product-design': {
    id: 'product-design',
    title: 'Product Design and Manufacturing Courses',
    intro: 'Model, simulate and prepare parts for manufacturing with the tools industry uses.',
    groups: HOME_MODAL_COURSES['product-design'],
  },
  aec: {
    id: 'aec',
    title: 'AEC Courses',
    intro: 'Architecture, engineering and construction software, from drafting to analysis and visualisation.',
    groups: HOME_MODAL_COURSES.aec,
  },
  it: {
    id: 'it',
    title: 'IT Courses',
    intro: 'Full-stack and cloud development tracks with hands-on projects.',
    groups: HOME_MODAL_COURSES.it,
  },
};

/** The id of a course group's dialog, which its card's button opens (commandfor). */
export const courseListId = (id: CourseModalId) => `course-list-${id}`;

/** Where a modal's course link leads. */
export const courseHref = (id: string) => `/courses/${id}`;
