import type { Program } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams, readPage } from '../../../lib/query-params';
import { cursorListOptions } from '../../../lib/use-cursor-list';
import { registrationKeys } from './query-keys';
import type { FollowUpStatus } from './follow-up-status';
import { normalizeRegistrations, type Student } from './normalize-registration';

export interface StudentPage {
  students: Student[];
  nextCursor: string | null;
}

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

export interface GetRegistrationsParams extends RegistrationFilters {
  limit: number;
  cursor?: string | null;
}

/** The filters as query parameters; blanks and the default order are left out. */
export function filterParams({ q, program, status, from, to, sort, assignee, due }: RegistrationFilters) {
  return definedParams({ q: q?.trim(), program, status, from, to, assignee, due, sort: sort === 'newest' ? undefined : sort });
}

/** GET /api/internships?q=&program=&status=&from=&to=&sort=&limit=&cursor=: one page, newest first by default. */
export async function getRegistrations({ limit, cursor, ...filters }: GetRegistrationsParams): Promise<StudentPage> {
  const { data } = await dashboardApi.get<unknown>('/api/internships', {
    params: { ...filterParams(filters), limit, ...definedParams({ cursor }) },
  });
  const { items, nextCursor } = readPage(data, normalizeRegistrations);
  return { students: items, nextCursor };
}

/** One list of registrations, page by page; the key holds its filters, so every list is its own query. */
export function registrationListOptions(filters: RegistrationFilters, limit: number) {
  const params = filterParams(filters) as RegistrationFilters;
  return cursorListOptions<Student>(
    registrationKeys.list(params, limit),
    (cursor) => getRegistrations({ ...params, limit, cursor }).then((page) => ({ items: page.students, nextCursor: page.nextCursor })),
    'the registrations',
  );
}
