import type { NavGroup } from '@blueprint/shared/types';

/** The header's Courses dropdown: seven provider groups and their courses. */
export const navigationGroups: NavGroup[] = [];
export default navigationGroups;
