// What travels with a link to the registration form: the program card's program (it, civil, mechanical) and,
// from the IT programs page, the course id. It travels in the address's anchor (`#register-civil`,
// `#register-it-java-fullstack`), so it survives a link followed before the page's code arrives or without
// JavaScript: the browser scrolls to the anchor (at the form), and the form's code takes the choice up when it
// runs, unless the visitor has set the program meanwhile.
import type { Program } from '@blueprint/contract/api/values';
import { IT_COURSES, isItCourseId } from './it-courses';

export const REGISTRATION_FORM_ID = 'registration-form';

export type ProgramKey = 'it' | 'civil' | 'mechanical';

export interface RegistrationChoice {
  program?: ProgramKey;
  /** An IT course id (its program is IT). */
  course?: string;
}

const PROGRAM_BY_KEY: Record<ProgramKey, Program> = { it: 'IT', civil: 'Civil', mechanical: 'Mechanical' };
const PROGRAM_PREFIX = 'register-';
const COURSE_PREFIX = 'register-it-';

/** The anchor of a link to the form that makes this choice (`registration-form` for none). */
export function registrationAnchor({ program, course }: RegistrationChoice = {}): string {
  if (course) return `${COURSE_PREFIX}${course}`;
  if (program) return `${PROGRAM_PREFIX}${program}`;
  return REGISTRATION_FORM_ID;
}

/** Every anchor a choice can use: each is an element at the top of the form's section. */
export const CHOICE_ANCHORS: readonly string[] = [
  ...(Object.keys(PROGRAM_BY_KEY) as ProgramKey[]).map((program) => registrationAnchor({ program })),
  ...IT_COURSES.map((course) => registrationAnchor({ course: course.id })),
];

/** Whether an address's anchor (`#…`) points at the form: plainly or with a choice. */
export function pointsAtForm(hash: string): boolean {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return anchor === REGISTRATION_FORM_ID || CHOICE_ANCHORS.includes(anchor);
}

/** The program and course an address's anchor chose; anything else (or none) chooses nothing. */
export function readRegistrationChoice(hash: string): { program?: Program; course?: string } {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  if (anchor.startsWith(COURSE_PREFIX)) {
    const course = anchor.slice(COURSE_PREFIX.length);
    return isItCourseId(course) ? { program: 'IT', course } : {};
  }
  if (anchor.startsWith(PROGRAM_PREFIX)) {
    const key = anchor.slice(PROGRAM_PREFIX.length);
    return key in PROGRAM_BY_KEY ? { program: PROGRAM_BY_KEY[key as ProgramKey] } : {};
  }
  return {};
}
