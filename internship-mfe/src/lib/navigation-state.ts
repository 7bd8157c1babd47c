// What travels with a link to the registration form: the program card's program (it, civil, mechanical) and,
// from the IT programs page, the course id. It travels in the address's query, on the spec's address
// (`/internship?program=civil#registration-form`, `…?program=it&course=ai-ml#registration-form`), so it
// survives a link followed before the page's code arrives or without JavaScript, a shared link and a reload:
// the build renders the page once for each choice (src/server.tsx) and the page server sends the one the query
// names, with the program selected and the course shown; the browser scrolls to the form by the anchor.
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

/** The query of a choice, its parameters in the order the page server reads them ('program=it&course=ai-ml'). */
export function choiceQuery({ program, course }: RegistrationChoice = {}): string {
  if (course) return new URLSearchParams({ program: 'it', course }).toString();
  return program ? new URLSearchParams({ program }).toString() : '';
}

/** The address of the form with this choice made, under the page's base ('' or '/blueprint'). */
export function registrationHref(base: string, choice: RegistrationChoice = {}): string {
  const query = choiceQuery(choice);
  return `${base}/internship${query ? `?${query}` : ''}#${REGISTRATION_FORM_ID}`;
}

/** Every choice a link can make, as its query: the build renders the page for each. */
export const CHOICE_QUERIES: readonly string[] = [
  ...(Object.keys(PROGRAM_BY_KEY) as ProgramKey[]).map((program) => choiceQuery({ program })),
  ...IT_COURSES.map((course) => choiceQuery({ course: course.id })),
];

/**
 * The program and course an address's query chose, read as the page server picks the page's variant: its
 * `program` and `course`, whatever else it holds; a combination no link makes chooses nothing (the page server
 * sends the plain page then, and the browser's render must match it).
 */
export function readRegistrationChoice(search: string): { program?: Program; course?: string } {
  const query = new URLSearchParams(search);
  const chosen = new URLSearchParams(
    ['program', 'course'].flatMap((name) => (query.has(name) ? [[name, query.get(name) ?? '']] : [])),
  ).toString();
  if (!CHOICE_QUERIES.includes(chosen)) return {};
  const program = PROGRAM_BY_KEY[query.get('program') as ProgramKey];
  const course = query.get('course') ?? undefined;
  return course && isItCourseId(course) ? { program, course } : { program };
}
