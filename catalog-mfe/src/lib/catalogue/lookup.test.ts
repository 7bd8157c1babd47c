import type { IndexedCourse } from './catalogue-index';
import { COURSE_ALIASES, findCourse, resolveCourseRoute } from './lookup';

// A small catalogue makes each step visible; the real one is checked at the end.
const course = (id: string, title: string, name: string): IndexedCourse => ({
  id,
  title,
  name,
  provider: 'OTHER',
  category: 'Test',
});
const COURSES: IndexedCourse[] = [
  course('revit-architecture', 'Revit Architecture: BIM for Building Design', 'Revit Architecture'),
  course('revit-mep', 'Revit MEP: Building Services Modelling', 'Revit MEP'),
  course('fusion', 'Fusion 360 for Product Design', 'Fusion 360'),
  course('v-ray', 'V-Ray Photorealistic Rendering', 'V-Ray'),
  course('3ds-max', '3ds Max for Architectural Visualisation', '3ds Max'),
  course('staad-pro', 'STAAD.Pro Structural Analysis and Design', 'STAAD.Pro'),
  course('mern-stack', 'MERN Stack Development', 'MERN Stack'),
  course('maya', 'Maya 3D Modelling, Rigging and Animation', 'Maya'),
];
const ALIASES = {
  'fusion-360': 'fusion',
  'bim-construction': 'revit-architecture',
  'revit-mep': 'maya',
  broken: 'nowhere',
};
const find = (text: string) => findCourse(text, COURSES, ALIASES);

describe('findCourse, in the spec order', () => {
  it('trims and lower-cases the name first', () => {
    expect(find('  Revit-MEP \n')).toMatchObject({ course: { id: 'revit-mep' }, step: 'id' });
  });

  it('1. an exact id wins, even over an alias of the same text', () => {
    expect(find('revit-mep')).toMatchObject({ course: { id: 'revit-mep' }, step: 'id' });
  });

  it('2. then the alias map', () => {
    expect(find('fusion-360')).toMatchObject({ course: { id: 'fusion' }, step: 'alias' });
    expect(find('BIM-Construction')).toMatchObject({ course: { id: 'revit-architecture' }, step: 'alias' });
  });

  it('2. an alias to a course that is not there falls through to the next steps', () => {
    expect(find('broken')).toBeNull();
  });

  it('3. then a partial match on id, title or name', () => {
    expect(find('stack')).toMatchObject({ course: { id: 'mern-stack' }, step: 'partial' });
    expect(find('photorealistic')).toMatchObject({ course: { id: 'v-ray' }, step: 'partial' });
    expect(find('staad.pro')).toMatchObject({ course: { id: 'staad-pro' }, step: 'partial' });
  });

  it('4. then a match with hyphens removed', () => {
    expect(find('vray')).toMatchObject({ course: { id: 'v-ray' }, step: 'hyphenless' });
    expect(find('3dsmax')).toMatchObject({ course: { id: '3ds-max' }, step: 'hyphenless' });
    expect(find('stagepro')).toBeNull();
    expect(find('staad-p-ro')).toMatchObject({ course: { id: 'staad-pro' }, step: 'hyphenless' });
  });

  it('4. also ignores spaces in titles and names', () => {
    expect(find('fusion360')).toMatchObject({ course: { id: 'fusion' }, step: 'hyphenless' });
  });

  it('gives nothing for empty input or a text that matches nothing', () => {
    expect(find('')).toBeNull();
    expect(find('   ')).toBeNull();
    expect(find('underwater-basket-weaving')).toBeNull();
  });

  it('does not match one or two letters partially', () => {
    expect(find('m')).toBeNull();
    expect(find('ma')).toBeNull();
    expect(find('may')).toMatchObject({ course: { id: 'maya' } });
  });

  describe('ambiguous input has one deterministic winner', () => {
    it('prefers an id that starts with the text', () => {
      // 'revit' starts both revit ids: catalogue order breaks the tie.
      expect(find('revit')).toMatchObject({ course: { id: 'revit-architecture' } });
      expect(findCourse('revit', [...COURSES].reverse(), ALIASES)).toMatchObject({ course: { id: 'revit-mep' } });
    });

    it('prefers a name or title that starts with the text over one that only contains it', () => {
      // 'v-ray' starts with 'v-r'; nothing else does.
      expect(find('V-R')).toMatchObject({ course: { id: 'v-ray' }, step: 'partial' });
      // 'modelling' starts nothing and is inside two titles (Revit MEP, then Maya): catalogue order decides.
      expect(find('modelling')).toMatchObject({ course: { id: 'revit-mep' } });
      expect(findCourse('modelling', [...COURSES].reverse(), ALIASES)).toMatchObject({ course: { id: 'maya' } });
    });

    it('ranks "starts with" above "contains" whatever the order', () => {
      const courses = [
        course('advanced-maya', 'Advanced Maya', 'Advanced Maya'),
        course('maya-basics', 'Maya Basics', 'Maya'),
      ];
      expect(findCourse('maya', courses, {})).toMatchObject({ course: { id: 'maya-basics' }, step: 'partial' });
    });

    it('returns the same course every time', () => {
      const first = find('ren');
      expect(first).toMatchObject({ course: { id: 'v-ray' } });
      for (let i = 0; i < 5; i += 1) expect(find('ren')).toEqual(first);
    });
  });
});

describe('findCourse on the real catalogue', () => {
  it('finds the spec aliases', () => {
    expect(findCourse('fusion-360')?.course.id).toBe('fusion');
    expect(findCourse('autocad-mechanical')?.course.id).toBe('autocad');
    expect(findCourse('bim-construction')?.course.id).toBe('revit-architecture');
    expect(findCourse('bim-infrastructure')?.course.id).toBe('civil-3d');
    for (const variant of ['openroads', 'open-roads', 'OpenRoads-Connect', 'openroads-designer-connect']) {
      expect(findCourse(variant)?.course.id).toBe('openroads-designer');
    }
  });

  it('carries the provider group and category of the course', () => {
    expect(findCourse('revit-mep')).toMatchObject({
      course: { id: 'revit-mep', provider: 'AUTODESK', category: 'BIM & Architecture' },
    });
    expect(findCourse('java-fullstack')).toMatchObject({
      course: { provider: 'IT', category: 'Full Stack Development' },
    });
  });

  it('has aliases that point at real courses and never shadow one', () => {
    for (const [alias, target] of Object.entries(COURSE_ALIASES)) {
      expect(findCourse(target)?.step).toBe('id');
      expect(findCourse(alias)).toMatchObject({ course: { id: target }, step: 'alias' });
    }
  });

  it('resolves common ways of writing a course', () => {
    expect(findCourse('AutoCAD')?.course.id).toBe('autocad');
    expect(findCourse('vray')?.course.id).toBe('v-ray');
    expect(findCourse('3dsmax')?.course.id).toBe('3ds-max');
    expect(findCourse('solid-works')?.course.id).toBe('solidworks');
    expect(findCourse('staad')?.course.id).toBe('staad-pro');
    expect(findCourse('Revit')?.course.id).toBe('revit-architecture');
    expect(findCourse('python')?.course.id).toBe('python-fullstack');
  });
});

describe('resolveCourseRoute', () => {
  it('shows a provider for a lower-cased provider id', () => {
    expect(resolveCourseRoute('autodesk')).toEqual({
      kind: 'provider',
      providerId: 'autodesk',
      groups: ['AUTODESK', 'AUTODESK_FUSION'],
    });
    expect(resolveCourseRoute('bentley')).toMatchObject({ kind: 'provider', groups: ['BENTLEY'] });
    expect(resolveCourseRoute('DASSAULT')).toMatchObject({ kind: 'provider', groups: ['DASSAULT'] });
    expect(resolveCourseRoute('other')).toMatchObject({ kind: 'provider', groups: ['OTHER'] });
    expect(resolveCourseRoute('it')).toMatchObject({ kind: 'provider', groups: ['IT'] });
    expect(resolveCourseRoute('bim_construction')).toMatchObject({ kind: 'provider', groups: ['BIM_CONSTRUCTION'] });
  });

  it('keeps bim-construction a course alias, not the BIM_CONSTRUCTION provider', () => {
    expect(resolveCourseRoute('bim-construction')).toMatchObject({
      kind: 'course',
      match: { course: { id: 'revit-architecture' } },
    });
  });

  it('finds courses and reports the rest as not found', () => {
    expect(resolveCourseRoute('autocad')).toMatchObject({
      kind: 'course',
      match: { course: { id: 'autocad' }, step: 'id' },
    });
    expect(resolveCourseRoute('no-such-course-xyz')).toEqual({ kind: 'not-found' });
    expect(resolveCourseRoute('')).toEqual({ kind: 'not-found' });
  });
});
