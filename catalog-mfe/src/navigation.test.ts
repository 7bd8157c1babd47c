import type * as CatalogueIndex from './lib/catalogue/catalogue-index';
import { GROUP_IDS } from './lib/catalogue/types';
import type * as Navigation from './navigation';

// The navigation module loads on every page whose visitor opens the Courses dropdown: it must not pull in the
// course details. Any details module it imported would throw here.
for (const group of [
  'autodesk',
  'autodesk-fusion',
  'bentley',
  'dassault',
  'bim-construction',
  'other',
  'diploma',
  'it',
]) {
  jest.mock(`./lib/catalogue/details/${group}`, () => {
    throw new Error('the navigation module imported course details');
  });
}
jest.mock('./lib/catalogue/load-details', () => {
  throw new Error('the navigation module imported the details loader');
});

// Required (not imported) so that the mocks above are in place first.
const { default: navigationGroups, NAV_GROUP_SOURCES } = jest.requireActual<typeof Navigation>('./navigation');
const { CATALOGUE_INDEX, INDEXED_COURSES } = jest.requireActual<typeof CatalogueIndex>(
  './lib/catalogue/catalogue-index',
);

describe('catalog/navigation', () => {
  it('default-exports the seven dropdown groups of the spec, in order', () => {
    expect(navigationGroups.map((group) => group.label)).toEqual([
      'Autodesk',
      'Bentley Systems',
      'Dassault',
      'BIM',
      'Others',
      'Diploma',
      'Programming & IT',
    ]);
    expect(new Set(navigationGroups.map((group) => group.id)).size).toBe(7);
  });

  it('lists every catalogue course exactly once, with its id and a title', () => {
    const ids = navigationGroups.flatMap((group) => group.courses.map((course) => course.id));
    expect([...ids].sort()).toEqual(INDEXED_COURSES.map((course) => course.id).sort());
    for (const group of navigationGroups) {
      for (const course of group.courses) {
        expect(Object.keys(course).sort()).toEqual(['id', 'title']);
        expect(course.title).toBe(INDEXED_COURSES.find((indexed) => indexed.id === course.id)?.name);
      }
    }
  });

  it('draws every catalogue group into one dropdown group', () => {
    expect(NAV_GROUP_SOURCES.flatMap((source) => source.groups).sort()).toEqual([...GROUP_IDS].sort());
    const autodesk = navigationGroups.find((group) => group.id === 'autodesk');
    expect(autodesk?.courses.map((course) => course.id)).toEqual(
      expect.arrayContaining(['autocad', 'revit-architecture', 'fusion']),
    );
    expect(CATALOGUE_INDEX).toHaveLength(8);
  });
});
