// Every realtime event's effect on the query cache, in one place (docs/contract.md "Realtime"): each event
// becomes setQueryData, or invalidateQueries where this dashboard cannot know the answer itself. What it has
// seen is the cache: each registration's record (with its version) and each message's, nothing beside it.
// Two rules keep what is shown exact:
// - a count is moved only when no read of it is under way; otherwise the answer on its way may or may not
//   hold the change, so the count is read again (invalidateQueries cancels that read and asks after it);
// - a list edit (on top if absent, replace, remove) gives the same rows applied once or twice, so while a
//   page of the list is on its way the edit waits for it and is applied to what it leaves.
import type { Registration, RegistrationDeleted } from '@blueprint/contract/api/registrations';
import type { ServerEventName, ServerEventPayload } from '@blueprint/contract/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InboxMessage } from '../features/messages/api/contact-messages';
import { messageKeys } from '../features/messages/api/messages-queries';
import { getRegistrations } from '../features/registrations/api/get-registrations';
import { listParamsOf, registrationKeys } from '../features/registrations/api/query-keys';
import { fitsList, isNarrowed, isReordered } from '../features/registrations/api/registration-filters';
import { meKey, type Me } from '../lib/me';
import { mapRows, mergeHead, prependRow, rowsOf, type PagedData } from '../lib/paged-data';

/** One event as the contract's schema read it. */
export type LiveEvent = { [E in ServerEventName]: { event: E; payload: ServerEventPayload<E> } }[ServerEventName];

/** The cache after one event. */
export function applyLiveEvent(client: QueryClient, { event, payload }: LiveEvent): void {
  if (event === 'internshipRegistered') registrationArrived(client, payload);
  else if (event === 'registrationUpdated') registrationUpdated(client, payload);
  else if (event === 'registrationDeleted') registrationDeleted(client, payload);
  else if (event === 'contactMessageReceived') messageArrived(client, payload);
  else if (event === 'contactMessageUpdated') messageUpdated(client, payload);
  // viewersChanged is presence's (features/registrations/hooks/use-viewers.ts): nothing cached.
}

/**
 * Every (re)connection: what changed while the socket was down is read again. The counts are read anew; each
 * loaded registration list gets its newest page on top (one request per list, however many pages it holds);
 * the messages as last seen are forgotten (they may have changed unseen), and an inbox list is read when shown.
 */
export function liveReconnected(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: registrationKeys.programCounts, exact: true });
  void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  for (const query of client.getQueryCache().findAll({ queryKey: registrationKeys.lists })) {
    const key = query.queryKey;
    if (!client.getQueryData(key)) continue;
    getRegistrations(listParamsOf(key)).then(
      (head) => editList<Registration>(client, key, (data) => mergeHead(data, head, idOf)),
      () => {
        // Not fatal: the list stays as it was, and the next reconnect tries again. A 401 has ended the session.
      },
    );
  }
  client.removeQueries({ queryKey: messageKeys.seen });
  void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
  client.removeQueries({ queryKey: messageKeys.lists, type: 'inactive' });
}

const idOf = (row: { _id: string }) => row._id;

/** Moves the counts held under `key` by `change` (never below zero), or reads them again (see above). */
function moveCounts<K extends string>(client: QueryClient, key: QueryKey, change: Partial<Record<K, number>>): void {
  if (client.isFetching({ queryKey: key, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  client.setQueryData<Record<K, number>>(key, (counts) => {
    // Not read yet (or its read failed): the first answer will hold the change.
    if (!counts) return counts;
    const next = { ...counts };
    for (const [name, delta] of Object.entries(change) as [K, number][])
      next[name] = Math.max(0, (next[name] ?? 0) + delta);
    return next;
  });
}

/** Applies `edit` to the list under `key` now, or once the page on its way has settled (see above). */
function editList<T>(client: QueryClient, key: QueryKey, edit: (data: PagedData<T>) => PagedData<T>): void {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching' && query.promise) {
    const again = () => editList(client, key, edit);
    query.promise.then(again, again);
    return;
  }
  client.setQueryData<PagedData<T>>(key, (data) => (data ? edit(data) : data));
}

/** Each loaded list of registrations with its filters. */
function registrationLists(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ queryKey: registrationKeys.lists })
    .map((query) => ({ key: query.queryKey, filters: listParamsOf(query.queryKey) }));
}

/** The newest version of a registration this dashboard holds: its record, or a loaded list's row. */
function newestKnown(client: QueryClient, id: string): Registration | undefined {
  let newest = client.getQueryData<Registration>(registrationKeys.one(id));
  for (const [, data] of client.getQueriesData<PagedData<Registration>>({ queryKey: registrationKeys.lists })) {
    for (const row of rowsOf(data)) if (row._id === id && (!newest || row.version > newest.version)) newest = row;
  }
  return newest;
}

/**
 * `internshipRegistered`: one more in its program and in `new`, once (its record says it was seen); on top of
 * every list in arrival order that nothing but its program narrows. A narrowed list is left as the staff member
 * reads it: the registrations view offers the newcomer.
 */
function registrationArrived(client: QueryClient, registration: Registration): void {
  if (client.getQueryData(registrationKeys.one(registration._id))) return;
  client.setQueryData(registrationKeys.one(registration._id), registration);
  moveCounts(client, registrationKeys.programCounts, { [registration.program]: 1 });
  moveCounts(client, registrationKeys.statusCounts, { [registration.status]: 1 });
  for (const { key, filters } of registrationLists(client)) {
    if (isReordered(filters) || isNarrowed(filters) || !fitsList(registration, filters)) continue;
    editList<Registration>(client, key, (data) => prependRow(data, registration, idOf));
  }
}

/**
 * `registrationUpdated` (any dashboard's change, with its version; docs/contract.md): a version this dashboard
 * already shows moves nothing. The count of the status it left goes down when the version before it is the one
 * seen here; after a gap the counts are read again. Every list shows the new row, and a list it no longer fits
 * drops it.
 */
function registrationUpdated(client: QueryClient, registration: Registration): void {
  const known = newestKnown(client, registration._id);
  if (known && known.version >= registration.version) return;
  client.setQueryData(registrationKeys.one(registration._id), registration);
  // A shown history has a new entry (no event carries it): read it again.
  void client.invalidateQueries({ queryKey: registrationKeys.activity(registration._id), exact: true });
  if (known?.version !== registration.version - 1)
    void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  else if (known.status !== registration.status)
    moveCounts(client, registrationKeys.statusCounts, { [known.status]: -1, [registration.status]: 1 });
  const me = client.getQueryData<Me>(meKey)?._id;
  for (const { key, filters } of registrationLists(client)) {
    const fits = fitsList(registration, filters, me);
    editList<Registration>(client, key, (data) =>
      mapRows(data, (row) =>
        row._id !== registration._id || row.version >= registration.version ? row : fits ? registration : null,
      ),
    );
  }
}

/**
 * `registrationDeleted`: out of every list, and out of the counts of its program and of the status its record
 * had, once; an erasure of a registration whose record is not here (this dashboard's own, whose answer let it
 * go; one never seen) reads the counts again.
 */
function registrationDeleted(client: QueryClient, deleted: RegistrationDeleted): void {
  const known = client.getQueryData<Registration>(registrationKeys.one(deleted._id));
  client.removeQueries({ queryKey: registrationKeys.one(deleted._id), exact: true });
  if (known) {
    moveCounts(client, registrationKeys.programCounts, { [deleted.program]: -1 });
    moveCounts(client, registrationKeys.statusCounts, { [known.status]: -1 });
  } else {
    void client.invalidateQueries({ queryKey: registrationKeys.programCounts, exact: true });
    void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  }
  for (const { key } of registrationLists(client)) {
    editList<Registration>(client, key, (data) => mapRows(data, (row) => (row._id === deleted._id ? null : row)));
  }
}

/** Moves the unread count (never below zero), or reads it again while a read is under way. */
function moveUnread(client: QueryClient, delta: number): void {
  if (client.isFetching({ queryKey: messageKeys.unread, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
    return;
  }
  client.setQueryData<{ count: number; capped: boolean }>(messageKeys.unread, (unread) =>
    unread ? { ...unread, count: Math.max(0, unread.count + delta) } : unread,
  );
}

/** Each loaded inbox list with its filters. */
function messageLists(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ queryKey: messageKeys.lists })
    .map((query) => ({ key: query.queryKey, ...messageKeys.filtersOf(query.queryKey) }));
}

/** `contactMessageReceived`: one more unread, once; on top of every list it belongs in that no search narrows. */
function messageArrived(client: QueryClient, message: InboxMessage): void {
  if (client.getQueryData(messageKeys.one(message._id))) return;
  client.setQueryData(messageKeys.one(message._id), message);
  if (!message.handled) moveUnread(client, 1);
  for (const { key, q, handled } of messageLists(client)) {
    if (q || (handled && String(message.handled) !== handled)) continue;
    editList<InboxMessage>(client, key, (data) => prependRow(data, message, idOf));
  }
}

/**
 * `contactMessageUpdated` (any dashboard marked it handled or unread): the unread count moves by what changed
 * since the state last seen here (its record, or the row a list shows); a message never seen could have been
 * either, so the count is read again. Every list shows the new state.
 */
function messageUpdated(client: QueryClient, message: InboxMessage): void {
  const before =
    client.getQueryData<InboxMessage>(messageKeys.one(message._id))?.handled ?? shownHandled(client, message._id);
  client.setQueryData(messageKeys.one(message._id), message);
  if (before === undefined) void client.invalidateQueries({ queryKey: messageKeys.unread, exact: true });
  else if (before !== message.handled) moveUnread(client, message.handled ? -1 : 1);
  for (const { key, handled } of messageLists(client)) {
    const fits = !handled || String(message.handled) === handled;
    editList<InboxMessage>(client, key, (data) =>
      mapRows(data, (row) => (row._id !== message._id ? row : fits ? message : null)),
    );
  }
}

/** The handled state a loaded list shows for a message, if any list holds it. */
function shownHandled(client: QueryClient, id: string): boolean | undefined {
  for (const [, data] of client.getQueriesData<PagedData<InboxMessage>>({ queryKey: messageKeys.lists })) {
    const row = rowsOf(data).find((candidate) => candidate._id === id);
    if (row) return row.handled;
  }
  return undefined;
}
