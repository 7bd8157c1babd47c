import type { Registration } from '@blueprint/contract/api/registrations';
import type { Program } from '@blueprint/contract/api/values';
import { zonedDay } from '../../../lib/format';
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
  return definedParams({
    q: q?.trim(),
    program,
    status,
    from,
    to,
    assignee,
    due,
    sort: sort === 'newest' ? undefined : sort,
  });
}

/** Whether a list narrows the registrations beyond a program (a search, a status, dates, an assignee). */
export function isNarrowed(filters: RegistrationFilters): boolean {
  return Boolean(filters.q?.trim() || filters.status || filters.from || filters.to || filters.assignee || filters.due);
}

/** Whether a list is in another order than newest first (a newcomer does not simply go on top). */
export function isReordered(filters: RegistrationFilters): boolean {
  return filters.sort !== undefined && filters.sort !== 'newest';
}

/** Whether a registration belongs in a list by what the dashboard can check itself (program, status, assignee). */
export function fitsList(registration: Registration, filters: RegistrationFilters, me?: string): boolean {
  if (filters.program && registration.program !== filters.program) return false;
  if (filters.status && registration.status !== filters.status) return false;
  if (filters.assignee) {
    const assigned = registration.assignee?._id ?? null;
    if (
      filters.assignee === 'none'
        ? assigned !== null
        : filters.assignee === 'me'
          ? me !== undefined && assigned !== me
          : assigned !== filters.assignee
    )
      return false;
  }
  // A due list holds registrations with a follow-up date; which days count is the server's (TIME_ZONE).
  if (filters.due && registration.followUpAt === null) return false;
  return true;
}

/**
 * Whether a registration may belong in a list by every filter: the search compared as the server does on
 * name, email and phone (case-insensitive, anywhere), the dates by the day of `createdAt` in the institute's
 * time zone (TIME_ZONE, as the API counts `from`/`to`). The list read again is the truth.
 */
export function mayMatch(registration: Registration, filters: RegistrationFilters, me?: string): boolean {
  if (!fitsList(registration, filters, me)) return false;
  const q = filters.q?.trim().toLowerCase();
  if (
    q &&
    ![registration.fullName, registration.email, registration.phone].some((value) => value.toLowerCase().includes(q))
  )
    return false;
  const day = zonedDay(registration.createdAt);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  return true;
}
