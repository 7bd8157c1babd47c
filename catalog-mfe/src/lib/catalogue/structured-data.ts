// A course page's structured data (JSON-LD), from the course the page shows: the catalogue's index entry and
// its details. A course added to the catalogue gets it with no other edit, as it gets its page.
import { breadcrumbs, course as courseNode, type CourseFacts } from '@blueprint/shared/site/structured-data';
import { indexGroup, type IndexedCourse } from './catalogue-index';
import type { Course } from './types';

/** The course's canonical path: its id, whatever name (an alias) the visitor came by. */
export function coursePath(course: Pick<IndexedCourse, 'id'>): string {
  return `courses/${course.id}`;
}

/** What the catalogue knows of a course, as schema.org's Course names it. */
export function courseFacts(indexed: IndexedCourse, course: Course): CourseFacts {
  return {
    id: indexed.id,
    title: course.title,
    description: course.description,
    providerLabel: indexGroup(indexed.provider).label,
    category: indexed.category,
    difficulty: course.difficulty,
    duration: course.duration,
    price: course.price,
    instructor: course.instructor,
    learningOutcomes: course.learningOutcomes,
    prerequisites: course.prerequisites,
  };
}

/** The Course and where it sits: Home › Courses › the course. */
export function courseStructuredData(indexed: IndexedCourse, course: Course): object[] {
  return [
    courseNode(courseFacts(indexed, course)),
    breadcrumbs([
      { name: 'Home', path: '' },
      { name: 'Courses', path: 'courses' },
      { name: course.title, path: coursePath(indexed) },
    ]),
  ];
}
