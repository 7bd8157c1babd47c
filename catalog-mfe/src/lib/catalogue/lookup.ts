import { INDEXED_COURSES, type IndexedCourse } from './catalogue-index';
import { PROVIDER_VIEWS } from './providers';
import type { GroupId } from './types';

/**
 * Names the site (or people) use for a course that are not its id (docs/spec-notes.md#validation, step 2). Keys are
 * already trimmed and lower-cased; values are course ids. A test checks every value is a real id and no key is.
 */
export const COURSE_ALIASES: Readonly<Record<string, string>> = {
  'fusion-360': 'fusion',
  'autodesk-fusion-360': 'fusion',
  'autocad-mechanical': 'autocad',
  // The home page's BIM cards and the Civil internship's tracks name a discipline, not a product.
  'bim-construction': 'revit-architecture',
  'bim-architecture': 'revit-architecture',
  'bim-infrastructure': 'civil-3d',
  openroads: 'openroads-designer',
  'open-roads': 'openroads-designer',
  'open-roads-designer': 'openroads-designer',
  'openroads-connect': 'openroads-designer',
  'openroads-designer-connect': 'openroads-designer',
  infraworks: 'infrawork',
  'autodesk-infraworks': 'infrawork',
  'machine-learning': 'ai-ml',
  'artificial-intelligence': 'ai-ml',
  'ai-and-ml': 'ai-ml',
  'ai-machine-learning': 'ai-ml',
  creo: 'creo-ptc',
  'ptc-creo': 'creo-ptc',
};

export type MatchStep = 'id' | 'alias' | 'partial' | 'hyphenless';

export interface CourseMatch {
  /** The course, with its provider group and category. */
  course: IndexedCourse;
  /** Which lookup step found it. */
  step: MatchStep;
}

/** Partial matching on fewer characters would land on arbitrary courses ('a', 'it'). */
const MIN_PARTIAL_LENGTH = 3;

/**
 * Ranks partial candidates so that an ambiguous name always gives the same, sensible course: an id that
 * starts with the text, then a name or title that starts with it, then any containment; ties go to
 * catalogue order (flagship courses come first in each category).
 */
function bestPartial(
  courses: readonly IndexedCourse[],
  text: string,
  normalise: (value: string) => string,
): IndexedCourse | undefined {
  let best: IndexedCourse | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const course of courses) {
    const id = normalise(course.id);
    const name = normalise(course.name);
    const title = normalise(course.title);
    let rank: number;
    if (id.startsWith(text)) rank = 0;
    else if (name.startsWith(text) || title.startsWith(text)) rank = 1;
    else if (id.includes(text) || name.includes(text) || title.includes(text)) rank = 2;
    else continue;
    if (rank < bestRank) {
      best = course;
      bestRank = rank;
    }
  }
  return best;
}

const lower = (value: string) => value.toLowerCase();
const withoutHyphens = (value: string) => value.toLowerCase().replace(/[-\s]+/g, '');

/**
 * Finds a course by the name in a URL, in the spec's order (section 5): trim and lower-case; exact id; the
 * alias map; partial match on id, title or name; match with hyphens (and spaces) removed. Pure: the course
 * list is a parameter (the catalogue's by default).
 */
export function findCourse(
  input: string,
  courses: readonly IndexedCourse[] = INDEXED_COURSES,
  aliases: Readonly<Record<string, string>> = COURSE_ALIASES,
): CourseMatch | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;

  const exact = courses.find((course) => course.id === text);
  if (exact) return { course: exact, step: 'id' };

  const aliased = Object.hasOwn(aliases, text) ? courses.find((course) => course.id === aliases[text]) : undefined;
  if (aliased) return { course: aliased, step: 'alias' };

  if (text.length >= MIN_PARTIAL_LENGTH) {
    const partial = bestPartial(courses, text, lower);
    if (partial) return { course: partial, step: 'partial' };
  }

  const compact = withoutHyphens(text);
  const sameWithoutHyphens = courses.find((course) => withoutHyphens(course.id) === compact);
  if (sameWithoutHyphens) return { course: sameWithoutHyphens, step: 'hyphenless' };
  if (compact.length >= MIN_PARTIAL_LENGTH) {
    const partial = bestPartial(courses, compact, withoutHyphens);
    if (partial) return { course: partial, step: 'hyphenless' };
  }
  return null;
}

export type CourseRoute =
  | { kind: 'provider'; providerId: string; groups: readonly GroupId[] }
  | { kind: 'course'; match: CourseMatch }
  | { kind: 'not-found' };

/** What /courses/{courseName} shows. No course id equals a provider id, so checking providers first is safe. */
export function resolveCourseRoute(param: string): CourseRoute {
  const text = param.trim().toLowerCase();
  const groups = Object.hasOwn(PROVIDER_VIEWS, text) ? PROVIDER_VIEWS[text] : undefined;
  if (groups) return { kind: 'provider', providerId: text, groups };
  const match = findCourse(text);
  return match ? { kind: 'course', match } : { kind: 'not-found' };
}
