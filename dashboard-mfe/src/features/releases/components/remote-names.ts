import type { Remote } from '../api/releases-api';

/** Each remote as the view names it. */
export const REMOTE_NAMES: Record<Remote, string> = {
  marketing: 'Marketing',
  catalog: 'Catalog',
  internship: 'Internship',
  dashboard: 'Dashboard',
};
