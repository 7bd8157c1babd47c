// registrationUpdated carries the record's version (docs/contract.md): a list shows the newest version it has
// seen, whatever order the answers and events arrive in, and the counts per status move once per change.
import type { Registration } from '@blueprint/contract/api/registrations';
import { registrationKeys } from '../features/registrations/api/query-keys';
import type { PagedData } from '../lib/paged-data';
import { createQueryClient } from '../lib/react-query';
import { registration } from '../testing/students';
import { applyLiveEvent } from './live-updates';

function setUp() {
  const client = createQueryClient();
  const row = registration({ fullName: 'Asha Rao', version: 1 });
  const listKey = registrationKeys.list({}, 50);
  client.setQueryData<PagedData<Registration>>(listKey, {
    pages: [{ data: [row], nextCursor: null }],
    pageParams: [null],
  });
  client.setQueryData(registrationKeys.statusCounts, { new: 1, contacted: 0, enrolled: 0, 'not-interested': 0 });
  const shown = () => client.getQueryData<PagedData<Registration>>(listKey)?.pages[0]?.data[0];
  const updated = (payload: Registration) => applyLiveEvent(client, { event: 'registrationUpdated', payload });
  return { client, row, shown, updated, counts: () => client.getQueryData(registrationKeys.statusCounts) };
}

describe('live updates with versions', () => {
  it('never lets an older change overwrite a newer one in a list', () => {
    const { row, shown, updated } = setUp();
    updated({ ...row, status: 'enrolled', version: 3 });
    updated({ ...row, status: 'contacted', version: 2 });
    expect(shown()).toMatchObject({ status: 'enrolled', version: 3 });
  });

  it('moves the counts once for a change seen twice, and from the status of the version just before it', () => {
    const { row, counts, updated } = setUp();
    const saved = { ...row, status: 'contacted' as const, version: 2 };
    updated(saved);
    updated(saved);
    expect(counts()).toEqual({ new: 0, contacted: 1, enrolled: 0, 'not-interested': 0 });
  });

  it('reads the counts again after a gap in the versions: a change in between was not seen here', () => {
    const { client, row, counts, updated } = setUp();
    updated({ ...row, status: 'enrolled', version: 3 });
    expect(counts()).toEqual({ new: 1, contacted: 0, enrolled: 0, 'not-interested': 0 });
    expect(client.getQueryState(registrationKeys.statusCounts)?.isInvalidated).toBe(true);
  });

  it('takes a change this dashboard saved as seen: its event then moves nothing', () => {
    const { client, row, counts, updated } = setUp();
    // What a save's answer leaves (update-registration.ts): the record, and the counts read again.
    client.setQueryData(registrationKeys.one(row._id), { ...row, status: 'contacted', version: 2 });
    updated({ ...row, status: 'contacted', version: 2 });
    expect(counts()).toEqual({ new: 1, contacted: 0, enrolled: 0, 'not-interested': 0 });
  });

  it('keeps a row read after a change when that change arrives late', () => {
    const { client, row, shown, updated } = setUp();
    // The list was read again after version 4 (a reconnect): the event for version 2 is old news.
    client.setQueryData<PagedData<Registration>>(registrationKeys.list({}, 50), {
      pages: [{ data: [{ ...row, status: 'enrolled', version: 4 }], nextCursor: null }],
      pageParams: [null],
    });
    updated({ ...row, status: 'contacted', version: 2 });
    expect(shown()).toMatchObject({ status: 'enrolled', version: 4 });
  });
});
