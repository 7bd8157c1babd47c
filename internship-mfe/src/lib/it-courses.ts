// The IT internship courses: the cards of /internship/it and the course-details table of /internship, one
// source so the course id a card sends always finds its row (docs/contract.md, "Internship course info").
// Which courses, and their ids, are the IT track list of @blueprint/shared; this adds what the pages show.
import { PROGRAM_TRACKS, type ItTrackId } from '@blueprint/contract/api/values';

export type ItCourseId = ItTrackId;

export interface CourseInfo {
  title: string;
  duration: string;
  price: string;
  highlights: string[];
}

export interface ItCourse extends CourseInfo {
  id: ItCourseId;
  enrolled: string;
  description: string;
}

const DETAILS: Record<ItCourseId, Omit<ItCourse, 'id'>> = {
  'ai-ml': {
    title: 'AI & Machine Learning',
    duration: '6 months',
    price: '₹15,000',
    enrolled: '150+ students enrolled',
    description:
      'Build intelligent systems with Python, machine learning and deep learning, from preparing data to a deployed model.',
    highlights: [
      'Python, NumPy and pandas',
      'Supervised and unsupervised learning',
      'Deep learning with TensorFlow',
      'Deploy a model in a live project',
    ],
  },
  'data-science': {
    title: 'Data Science',
    duration: '5 months',
    price: '₹12,000',
    enrolled: '120+ students enrolled',
    description:
      'Turn raw data into decisions with statistics, SQL, visualisation and predictive models on real data sets.',
    highlights: [
      'Statistics and exploratory analysis',
      'SQL and data wrangling',
      'Dashboards and visualisation',
      'Capstone analytics project',
    ],
  },
  'java-fullstack': {
    title: 'Java Fullstack Development',
    duration: '6 months',
    price: '₹14,000',
    enrolled: '200+ students enrolled',
    description: 'Build complete web applications with Java, Spring Boot, REST APIs and a React front end.',
    highlights: [
      'Core Java and object-oriented design',
      'Spring Boot and REST APIs',
      'React front end',
      'MySQL and deployment',
    ],
  },
  'python-fullstack': {
    title: 'Python Fullstack Development',
    duration: '5 months',
    price: '₹13,000',
    enrolled: '180+ students enrolled',
    description: 'Build and ship web applications with Python, Django, REST APIs and a modern JavaScript front end.',
    highlights: [
      'Python and Django',
      'REST APIs with Django REST Framework',
      'HTML, CSS, JavaScript and React',
      'PostgreSQL and deployment',
    ],
  },
};

/** In the IT track order. */
export const IT_COURSES: ItCourse[] = PROGRAM_TRACKS.IT.map(({ id }) => ({ id, ...DETAILS[id] }));

/** The row for a course nobody chose, or one this table does not know. */
export const DEFAULT_COURSE_INFO: CourseInfo = {
  title: 'Internship cum Final Year Project Program',
  duration: 'Not applicable',
  price: 'Contact for pricing',
  highlights: [
    'A 16-week structured program',
    'An industry mentor for your project',
    'Internship and project certificates',
    'Placement support',
  ],
};

/** The course-details table, keyed by ai-ml, data-science, java-fullstack, python-fullstack and default. */
export const COURSE_INFO = Object.fromEntries([
  ...IT_COURSES.map(({ id, title, duration, price, highlights }) => [id, { title, duration, price, highlights }]),
  ['default', DEFAULT_COURSE_INFO],
]) as Record<ItCourseId | 'default', CourseInfo>;

export function isItCourseId(value: string | undefined): value is ItCourseId {
  return IT_COURSES.some((course) => course.id === value);
}

export function courseInfoFor(courseId: string | undefined): CourseInfo {
  return isItCourseId(courseId) ? COURSE_INFO[courseId] : COURSE_INFO.default;
}
