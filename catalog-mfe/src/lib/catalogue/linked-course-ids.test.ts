// Every course id the rest of the site links to must open a course, not 'Course Not Found'. The lists are
// the spec's (section 2 "Home", "Internship landing", "IT internship"); the header's dropdown comes from our
// own navigation module. The lead's e2e crawl checks the rendered links as well.
import navigationGroups from '../../navigation';
import { findCourse, resolveCourseRoute } from './lookup';

const HOME_IT_MODAL = ['java-fullstack', 'python-fullstack', 'mern-stack', 'cloud-app-dev'];
const HOME_AEC_MODAL = {
  Autodesk: ['autocad', 'autocad-electrical', 'revit-architecture', 'revit-mep', 'revit-structure', 'civil-3d', 'navisworks', 'infrawork'],
  'Bentley Systems': ['openroads-designer', 'openflows-watergems', 'openflows-sewergems', 'staad-pro', 'microstation'],
  Others: [
    'sketchup', 'lumion', 'v-ray', 'enscape', 'rhino', 'grasshopper', 'etabs', 'ms-project', 'qgis', 'adobe-animate',
    'photoshop', 'illustrator',
  ],
};
const HOME_PRODUCT_DESIGN_MODAL = {
  Autodesk: ['fusion', 'autocad', 'maya', '3ds-max'],
  Dassault: ['solidworks'],
  Others: ['creo-ptc', 'ansys', 'adobe-animate'],
};
/** Home 'Explore Our Courses' cards that link straight to a course. */
const HOME_CARDS = { 'bim-construction': 'revit-architecture', 'bim-infrastructure': 'civil-3d', 'revit-architecture': 'revit-architecture' };
/** IT internship tracks (/internship/it cards and the internship course table keys). */
const INTERNSHIP_IT = { 'ai-ml': 'ai-ml', 'data-science': 'data-science', 'java-fullstack': 'java-fullstack', 'python-fullstack': 'python-fullstack' };

const linked: Array<[string, string]> = [
  ...HOME_IT_MODAL.map((id): [string, string] => ['home IT modal', id]),
  ...Object.values(HOME_AEC_MODAL).flat().map((id): [string, string] => ['home AEC modal', id]),
  ...Object.values(HOME_PRODUCT_DESIGN_MODAL).flat().map((id): [string, string] => ['home Product Design modal', id]),
  ...Object.keys(HOME_CARDS).map((id): [string, string] => ['home card', id]),
  ...Object.keys(INTERNSHIP_IT).map((id): [string, string] => ['IT internship', id]),
  ...navigationGroups.flatMap((group) => group.courses.map(({ id }): [string, string] => [`dropdown ${group.label}`, id])),
];

describe('every course id the site links to', () => {
  it.each(linked)('%s: /courses/%s opens a course', (_where, id) => {
    expect(resolveCourseRoute(id).kind).toBe('course');
  });

  it('opens the course each link means', () => {
    for (const [link, course] of Object.entries({ ...HOME_CARDS, ...INTERNSHIP_IT })) {
      expect(findCourse(link)?.course.id).toBe(course);
    }
  });

  it('is an exact id (or a spec alias), never a lucky partial match', () => {
    for (const [, id] of linked) expect(['id', 'alias']).toContain(findCourse(id)?.step);
  });

  it('includes the whole dropdown, about 50 links', () => {
    expect(linked.filter(([where]) => where.startsWith('dropdown')).length).toBeGreaterThanOrEqual(45);
  });
});
