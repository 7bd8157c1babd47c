// registrationUpdated carries the record's version (docs/contract.md): a list shows the newest version it has
// seen, whatever order the answers and events arrive in, and the counts per status move once per change.
import type { Registration } from '@blueprint/contract/api/registrations';
import type { PagedData } from '../../../lib/live-cache';
import { createQueryClient } from '../../../lib/react-query';
import { registration } from '../../../testing/students';
import { registrationUpdated } from './live-registrations-cache';
import { registrationKeys } from './query-keys';

function setUp() {
  const client = createQueryClient();
  const row = registration({ fullName: 'Asha Rao', version: 1 });
  const listKey = registrationKeys.list({}, 50);
  client.setQueryData<PagedData<Registration>>(listKey, { pages: [{ data: [row], nextCursor: null }], pageParams: [null] });
  client.setQueryData(registrationKeys.statusCounts, { new: 1, contacted: 0, enrolled: 0, 'not-interested': 0 });
  const shown = () => client.getQueryData<PagedData<Registration>>(listKey)?.pages[0]?.data[0];
  return { client, row, shown, counts: () => client.getQueryData(registrationKeys.statusCounts) };
}

describe('live updates with versions', () => {
  it('never lets an older change overwrite a newer one in a list', () => {
    const { client, row, shown } = setUp();
    registrationUpdated(client, { ...row, status: 'enrolled', version: 3 }, 'new');
    registrationUpdated(client, { ...row, status: 'contacted', version: 2 });
    expect(shown()).toMatchObject({ status: 'enrolled', version: 3 });
  });

  it('moves the counts once for a change seen twice (the answer to a save, then its event)', () => {
    const { client, row, counts } = setUp();
    const saved = { ...row, status: 'contacted' as const, version: 2 };
    registrationUpdated(client, saved, 'new');
    registrationUpdated(client, saved);
    expect(counts()).toEqual({ new: 0, contacted: 1, enrolled: 0, 'not-interested': 0 });
  });

  it('keeps a row read after a change when that change arrives late', () => {
    const { client, row, shown } = setUp();
    // The list was read again after version 4 (a reconnect): the event for version 2 is old news.
    client.setQueryData<PagedData<Registration>>(registrationKeys.list({}, 50), { pages: [{ data: [{ ...row, status: 'enrolled', version: 4 }], nextCursor: null }], pageParams: [null] });
    registrationUpdated(client, { ...row, status: 'contacted', version: 2 });
    expect(shown()).toMatchObject({ status: 'enrolled', version: 4 });
  });
});
