// The internship's structured data (JSON-LD): the program as a Course, not an EducationEvent. It has no fixed
// dates (students register at any time and a batch runs 16 weeks), and an event without a start date is not
// an event to search engines; a course with its length, its tracks and its provider is what the page says.
import { course } from '@blueprint/shared/site/structured-data';
import { PHASES } from './landing-content';
import { PROGRAMS_INFO } from '../../../lib/programs';

/** The program's length in weeks: where its last phase ends ('Weeks 13-16' → 16). */
export function programWeeks(): number | undefined {
  const last = PHASES.at(-1)?.weeks.match(/(\d+)\s*$/);
  return last ? Number(last[1]) : undefined;
}

/** The program as the landing page shows it: its title and description, tracks and length. */
export function internshipStructuredData(title: string, description: string): object[] {
  const weeks = programWeeks();
  const node = course({
    id: 'internship',
    path: 'internship',
    title,
    description,
    category: PROGRAMS_INFO.map((program) => program.title).join(', '),
    ...(weeks ? { duration: `${weeks} weeks` } : {}),
    // What its tracks teach: the software and subjects of each program's projects.
    learningOutcomes: PROGRAMS_INFO.flatMap((program) => program.tracks.map((track) => track.label)),
  });
  return [node];
}
