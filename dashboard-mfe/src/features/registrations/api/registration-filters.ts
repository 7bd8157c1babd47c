import type { Program } from '@blueprint/contract/api/values';
import { definedParams } from '../../../lib/query-params';
import type { FollowUpStatus } from './follow-up-status';

/** The list's filters (docs/contract.md): `q` searches name, email and phone; `from`/`to` are inclusive dates. */
export interface RegistrationFilters {
  q?: string;
  program?: Program;
  status?: FollowUpStatus;
  from?: string;
  to?: string;
  sort?: RegistrationSort;
  /** `me`, `none` or a staff id (docs/contract.md "Registrations as a team"). */
  assignee?: string;
  due?: DueFilter;
}

export const REGISTRATION_SORTS = ['newest', 'oldest', 'followUp'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];
export const DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The filters as query parameters; blanks and the default order are left out. */
export function filterParams({ q, program, status, from, to, sort, assignee, due }: RegistrationFilters) {
  return definedParams({ q: q?.trim(), program, status, from, to, assignee, due, sort: sort === 'newest' ? undefined : sort });
}
