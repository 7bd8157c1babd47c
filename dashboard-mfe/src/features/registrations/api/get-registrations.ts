import { page, type Page } from '@blueprint/contract/api/common';
import { registrationAsRead, type Registration } from '@blueprint/contract/api/registrations';
import type { Program } from '@blueprint/contract/api/values';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';
import { cursorListOptions } from '../../../lib/use-cursor-list';
import type { FollowUpStatus } from './follow-up-status';
import { registrationKeys } from './query-keys';

const registrationPage = page(registrationAsRead);

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
export async function getRegistrations({ limit, cursor, ...filters }: GetRegistrationsParams): Promise<Page<Registration>> {
  const { data } = await dashboardApi.get<unknown>('/api/internships', {
    params: { ...filterParams(filters), limit, ...definedParams({ cursor }) },
  });
  return readAnswer(registrationPage, data);
}

/** One list of registrations, page by page; the key holds its filters, so every list is its own query. */
export function registrationListOptions(filters: RegistrationFilters, limit: number) {
  const params = filterParams(filters) as RegistrationFilters;
  return cursorListOptions<Registration>(
    registrationKeys.list(params, limit),
    (cursor) => getRegistrations({ ...params, limit, cursor }),
    'the registrations',
  );
}
