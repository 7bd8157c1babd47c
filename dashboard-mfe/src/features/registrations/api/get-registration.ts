// One registration as a query (the student panel): a live change to it updates it in place
// (src/app/live-updates.ts), so the panel never shows an older version than a list does.
import type { Registration } from '@blueprint/contract/api/registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationKeys } from './query-keys';
import { getRegistration } from './update-registration';

export const registrationOptions = (id: string, initial?: Registration) =>
  queryOptions({
    queryKey: registrationKeys.one(id),
    queryFn: () => getRegistration(id),
    // A row already loaded shows at once, and is read again for the fields a list may not carry.
    initialData: initial,
    initialDataUpdatedAt: 0,
    staleTime: 0,
    meta: { what: 'the registration' },
  });

export function useRegistration(id: string, initial?: Registration) {
  return useQuery(registrationOptions(id, initial));
}
