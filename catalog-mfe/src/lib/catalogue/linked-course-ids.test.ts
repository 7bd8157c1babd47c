// Every course id the rest of the site links to must open a course, not 'Course Not Found'. The lists are the
// real ones the pages link from: the Home page's cards and modals (@blueprint/shared/catalogue/linked-courses),
// the IT internship tracks (@blueprint/contract/api/values), and the header's dropdown from our own navigation
// module. The lead's e2e crawl checks the rendered links as well.
import { PROGRAM_TRACKS } from '@blueprint/contract/api/values';
import { HOME_CARD_COURSES, HOME_MODAL_COURSES } from '@blueprint/shared/catalogue/linked-courses';
import navigationGroups from '../../navigation';
import { findCourse, resolveCourseRoute } from './lookup';

/** The course a link id must open: an alias opens the course it stands for. */
const MEANS: Record<string, string> = {
  'bim-construction': 'revit-architecture',
  'bim-infrastructure': 'civil-3d',
  'revit-architecture': 'revit-architecture',
  'ai-ml': 'ai-ml',
  'data-science': 'data-science',
  'java-fullstack': 'java-fullstack',
  'python-fullstack': 'python-fullstack',
};

const HOME_CARDS = Object.values(HOME_CARD_COURSES);
const INTERNSHIP_IT = PROGRAM_TRACKS.IT.map((track) => track.id);

const linked: Array<[string, string]> = [
  ...Object.entries(HOME_MODAL_COURSES).flatMap(([modal, groups]) =>
    groups.flatMap((group) => group.courses.map(({ id }): [string, string] => [`home ${modal} modal`, id])),
  ),
  ...HOME_CARDS.map((id): [string, string] => ['home card', id]),
  ...INTERNSHIP_IT.map((id): [string, string] => ['IT internship', id]),
  ...navigationGroups.flatMap((group) =>
    group.courses.map(({ id }): [string, string] => [`dropdown ${group.label}`, id]),
  ),
];

describe('every course id the site links to', () => {
  it.each(linked)('%s: /courses/%s opens a course', (_where, id) => {
    expect(resolveCourseRoute(id).kind).toBe('course');
  });

  it('opens the course each link means', () => {
    for (const link of [...HOME_CARDS, ...INTERNSHIP_IT]) {
      expect(findCourse(link)?.course.id).toBe(MEANS[link]);
    }
  });

  it('is an exact id (or a spec alias), never a lucky partial match', () => {
    for (const [, id] of linked) expect(['id', 'alias']).toContain(findCourse(id)?.step);
  });

  it('includes the whole dropdown, about 50 links', () => {
    expect(linked.filter(([where]) => where.startsWith('dropdown')).length).toBeGreaterThanOrEqual(45);
  });
});
