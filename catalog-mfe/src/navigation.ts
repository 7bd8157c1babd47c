// Exposed as `catalog/navigation`: the header's Courses dropdown (docs/spec-notes.md#screens, seven groups).
// It loads on every page where the dropdown is opened, so it reads only the light index: no course details.
import type { NavGroup } from '@blueprint/contract/navigation';
import { indexGroup } from './lib/catalogue/catalogue-index';
import type { GroupId } from './lib/catalogue/types';

// A menu reads best with the short name ('Revit MEP'), not the full course title.
/** The seven dropdown groups and the catalogue groups each one lists, in order. */
export const NAV_GROUP_SOURCES: ReadonlyArray<{ id: string; label: string; groups: readonly GroupId[] }> = [
  { id: 'autodesk', label: 'Autodesk', groups: ['AUTODESK', 'AUTODESK_FUSION'] },
  { id: 'bentley', label: 'Bentley Systems', groups: ['BENTLEY'] },
  { id: 'dassault', label: 'Dassault', groups: ['DASSAULT'] },
  { id: 'bim', label: 'BIM', groups: ['BIM_CONSTRUCTION'] },
  { id: 'others', label: 'Others', groups: ['OTHER'] },
  { id: 'diploma', label: 'Diploma', groups: ['DIPLOMA'] },
  { id: 'it', label: 'Programming & IT', groups: ['IT'] },
];

export const navigationGroups: NavGroup[] = NAV_GROUP_SOURCES.map(({ id, label, groups }) => ({
  id,
  label,
  courses: groups.flatMap((group) =>
    indexGroup(group).categories.flatMap((category) =>
      category.courses.map((course) => ({ id: course.id, title: course.name })),
    ),
  ),
}));

export default navigationGroups;
