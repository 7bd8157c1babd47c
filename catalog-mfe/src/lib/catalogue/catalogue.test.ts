import { CATALOGUE_INDEX, INDEXED_COURSES } from './catalogue-index';
import { COVERS } from './covers';
import { GROUP_LOGOS } from './group-logos';
import { courseFrom, loadGroupDetails } from './load-details';
import { DIFFICULTIES, DISCIPLINES, GROUP_IDS, type Course, type ProviderGroup } from './types';

let catalogue: ProviderGroup[];
let courses: Course[];
beforeAll(async () => {
  // The whole catalogue, nested, assembled the way the pages assemble a course: index entry + its group's details.
  catalogue = await Promise.all(
    CATALOGUE_INDEX.map(async (group) => {
      const details = await loadGroupDetails(group.id);
      return {
        id: group.id,
        label: group.label,
        logo: GROUP_LOGOS[group.id],
        categories: group.categories.map((category) => ({
          name: category.name,
          courses: category.courses.map((summary) => {
            const course = INDEXED_COURSES.find((indexed) => indexed.id === summary.id);
            if (!course) throw new Error(`${summary.id} is not indexed`);
            return courseFrom({ course, step: 'id' }, details);
          }),
        })),
      };
    }),
  );
  courses = catalogue.flatMap((group) => group.categories.flatMap((category) => category.courses));
});

const FULL_STACK = ['java-fullstack', 'python-fullstack', 'mern-stack'];
const DIPLOMAS = ['diploma-cad-bim', 'diploma-3d-design-visualization'];

describe('the catalogue', () => {
  it('has the eight provider groups of the spec, nested group → category → course', () => {
    expect(catalogue.map((group) => group.id)).toEqual([...GROUP_IDS]);
    for (const group of catalogue) {
      expect(group.label).toEqual(expect.any(String));
      expect(group.logo).toEqual(expect.any(String));
      expect(group.categories.length).toBeGreaterThan(0);
      for (const category of group.categories) {
        expect(category.name).toMatch(/\S/);
        expect(category.courses.length).toBeGreaterThan(0);
      }
    }
  });

  it('has about 50 courses with unique, URL-safe ids', () => {
    expect(courses.length).toBeGreaterThanOrEqual(45);
    expect(courses.length).toBeLessThanOrEqual(55);
    const ids = courses.map((course) => course.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Provider ids share the route: no course may take one.
    for (const group of GROUP_IDS) expect(ids).not.toContain(group.toLowerCase());
  });

  it('gives every course every field, typed', () => {
    const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
    const list = (value: unknown, min: number) => Array.isArray(value) && value.length >= min && value.every(text);
    for (const course of courses) {
      const problems = [
        !text(course.title) && 'title',
        !text(course.name) && 'name',
        !(DISCIPLINES as readonly string[]).includes(course.icon) && 'icon',
        !(text(course.description) && course.description.length >= 60 && course.description.length <= 300) &&
          'description',
        !text(course.duration) && 'duration',
        !(DIFFICULTIES as readonly string[]).includes(course.difficulty) && 'difficulty',
        !Number.isInteger(course.price) && 'price',
        !text(course.instructor) && 'instructor',
        !text(course.targetAudience) && 'targetAudience',
        !list(course.curriculum, 4) && 'curriculum',
        !list(course.learningOutcomes, 3) && 'learningOutcomes',
        !list(course.prerequisites, 1) && 'prerequisites',
        !Object.values(COVERS).includes(course.coverImage) && 'coverImage',
      ].filter(Boolean);
      expect({ id: course.id, problems }).toEqual({ id: course.id, problems: [] });
      expect(Object.keys(course).sort()).toEqual(
        [
          'coverImage',
          'curriculum',
          'description',
          'difficulty',
          'duration',
          'icon',
          'id',
          'instructor',
          'learningOutcomes',
          'name',
          'prerequisites',
          'price',
          'targetAudience',
          'title',
        ].sort(),
      );
    }
  });

  it('keeps prices within 699-2499 and the spec examples (section 9)', () => {
    for (const course of courses) {
      expect({
        id: course.id,
        price: course.price,
        inRange: course.price >= 699 && course.price <= 2499,
      }).toMatchObject({ inRange: true });
    }
    const price = (id: string) => courses.find((course) => course.id === id)?.price;
    expect(price('autocad')).toBe(799);
    expect(price('revit-architecture')).toBe(1299);
    expect(price('maya')).toBe(1599);
    expect(price('java-fullstack')).toBe(1599);
    expect(price('cloud-app-dev')).toBe(1799);
    for (const id of DIPLOMAS) expect(price(id)).toBe(2499);
  });

  it('keeps durations to the spec: 15-60 hours, 7-12 weeks, 6 months for diplomas, 12 weeks for full stack', () => {
    for (const course of courses) {
      const match = /^(\d+) (Hours|weeks|Months)$/.exec(course.duration);
      expect({ id: course.id, duration: course.duration, valid: Boolean(match) }).toMatchObject({ valid: true });
      const [, amount, unit] = match ?? [];
      const n = Number(amount);
      if (DIPLOMAS.includes(course.id)) expect(course.duration).toBe('6 Months');
      else if (FULL_STACK.includes(course.id)) expect(course.duration).toBe('12 weeks');
      else if (unit === 'Hours') expect(n >= 15 && n <= 60).toBe(true);
      else if (unit === 'weeks') expect(n >= 7 && n <= 12).toBe(true);
      else throw new Error(`${course.id}: only diplomas run for months`);
    }
  });

  it('includes the two diplomas and the IT tracks', () => {
    const diploma = catalogue.find((group) => group.id === 'DIPLOMA');
    expect(diploma?.categories.flatMap((category) => category.courses.map((course) => course.title))).toEqual([
      'Diploma in CAD and BIM',
      'Diploma in 3D Design and Visualization',
    ]);
    const it = catalogue.find((group) => group.id === 'IT');
    const itIds = it?.categories.flatMap((category) => category.courses.map((course) => course.id));
    expect(itIds).toEqual(expect.arrayContaining([...FULL_STACK, 'cloud-app-dev', 'ai-ml', 'data-science']));
  });
});

describe('the light index and the heavy details', () => {
  it('agree: each group details exactly the courses the index lists in it', async () => {
    for (const group of CATALOGUE_INDEX) {
      const details = await loadGroupDetails(group.id);
      const indexed = group.categories.flatMap((category) => category.courses.map((course) => course.id));
      expect({ group: group.id, ids: Object.keys(details).sort() }).toEqual({
        group: group.id,
        ids: [...indexed].sort(),
      });
    }
  });

  it('keep titles and names in the index only (the details hold the rest)', async () => {
    for (const group of GROUP_IDS) {
      for (const details of Object.values(await loadGroupDetails(group))) {
        expect(details).not.toHaveProperty('id');
        expect(details).not.toHaveProperty('title');
        expect(details).not.toHaveProperty('name');
      }
    }
  });

  it('flattens the index in catalogue order with provider and category', () => {
    expect(INDEXED_COURSES.map((course) => course.id)).toEqual(courses.map((course) => course.id));
    expect(INDEXED_COURSES[0]).toEqual({
      id: 'autocad',
      title: 'AutoCAD 2D Drafting and 3D Modelling',
      name: 'AutoCAD',
      provider: 'AUTODESK',
      category: 'CAD & Drafting',
    });
  });
});
