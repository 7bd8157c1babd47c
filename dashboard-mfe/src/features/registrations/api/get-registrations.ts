import { page, type Page } from '@blueprint/contract/api/common';
import { registrationAsRead, type Registration } from '@blueprint/contract/api/registrations';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';
import { cursorListOptions } from '../../../lib/use-cursor-list';
import { registrationKeys } from './query-keys';
import { filterParams, type RegistrationFilters } from './registration-filters';

const registrationPage = page(registrationAsRead);

export interface GetRegistrationsParams extends RegistrationFilters {
  limit: number;
  cursor?: string | null;
}

/** GET /api/internships?q=&program=&status=&from=&to=&sort=&limit=&cursor=: one page, newest first by default. */
export async function getRegistrations({
  limit,
  cursor,
  ...filters
}: GetRegistrationsParams): Promise<Page<Registration>> {
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
