// The registrations' live events (docs/contract.md "Realtime") and this dashboard's own changes, folded into
// the query cache: the counts per program and per status, and every loaded list. One place, so a change seen
// twice (this dashboard's answer, then the event the server sends every dashboard) moves nothing twice.
import type { Registration, RegistrationDeleted } from '@blueprint/contract/api/registrations';
import type { Program } from '@blueprint/contract/api/values';
import type { QueryClient } from '@tanstack/react-query';
import { zonedDay } from '../../../lib/format';
import { adjustCounts, editList, mapRows, mergeHead, prependRow, rowsOf, type PagedData } from '../../../lib/live-cache';
import { meKey, type Me } from '../../../lib/me';
import type { FollowUpStatus } from './follow-up-status';
import { getRegistrations } from './get-registrations';
import type { RegistrationFilters } from './registration-filters';
import { listParamsOf, registrationKeys } from './query-keys';

interface Ledger {
  /** Registrations already counted as arrivals. */
  counted: Set<string>;
  /** The status each registration had in the last change seen for it; null once erased. */
  status: Map<string, FollowUpStatus | null>;
  /** The newest version seen of each registration: an older or repeated change moves nothing. */
  version: Map<string, number>;
}

const ledgers = new WeakMap<QueryClient, Ledger>();

function ledgerOf(client: QueryClient): Ledger {
  let ledger = ledgers.get(client);
  if (!ledger) {
    ledger = { counted: new Set(), status: new Map(), version: new Map() };
    ledgers.set(client, ledger);
  }
  return ledger;
}

const idOf = (registration: Registration) => registration._id;

/** Whether a list narrows the registrations beyond a program (a search, a status, dates). */
export function isNarrowed(filters: RegistrationFilters): boolean {
  return Boolean(filters.q?.trim() || filters.status || filters.from || filters.to || filters.assignee || filters.due);
}

/** Whether a list is in another order than newest first (a newcomer does not simply go on top). */
export function isReordered(filters: RegistrationFilters): boolean {
  return filters.sort !== undefined && filters.sort !== 'newest';
}

/** Whether a registration belongs in a list by the filters the dashboard can check itself (program, status). */
export function fitsList(registration: Registration, filters: RegistrationFilters, me?: string): boolean {
  if (filters.program && registration.program !== filters.program) return false;
  if (filters.status && registration.status !== filters.status) return false;
  if (filters.assignee) {
    const assigned = registration.assignee?._id ?? null;
    if (filters.assignee === 'none' ? assigned !== null : filters.assignee === 'me' ? me !== undefined && assigned !== me : assigned !== filters.assignee) return false;
  }
  // A due list holds registrations with a follow-up date; which days count is the server's (TIME_ZONE).
  if (filters.due && registration.followUpAt === null) return false;
  return true;
}

/** The signed-in staff member's id, when known: `assignee=me` lists follow it. */
function meOf(client: QueryClient): string | undefined {
  return client.getQueryData<Me>(meKey)?._id;
}

/**
 * Whether a registration may belong in a list by every filter: the search compared as the server does on
 * name, email and phone (case-insensitive, anywhere), the dates by the day of `createdAt` in the institute's
 * time zone (TIME_ZONE, as the API counts `from`/`to`). The list read again is the truth.
 */
export function mayMatch(registration: Registration, filters: RegistrationFilters, me?: string): boolean {
  if (!fitsList(registration, filters, me)) return false;
  const q = filters.q?.trim().toLowerCase();
  if (q && ![registration.fullName, registration.email, registration.phone].some((value) => value.toLowerCase().includes(q))) return false;
  const day = zonedDay(registration.createdAt);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  return true;
}

function listQueries(client: QueryClient) {
  return client.getQueryCache().findAll({ queryKey: registrationKeys.lists });
}

/** Whether a loaded list holds the registration. */
export function listHolds(client: QueryClient, key: readonly unknown[], id: string): boolean {
  return rowsOf(client.getQueryData<PagedData<Registration>>(key)).some((row) => row._id === id);
}

/**
 * A new registration: one more in its program and in `new`, once; on top of every list in arrival order that
 * nothing but its program narrows. A narrowed list is left as the staff member reads it: the view offers
 * the newcomer (registrations-view.tsx).
 */
export function registrationArrived(client: QueryClient, registration: Registration): void {
  const ledger = ledgerOf(client);
  if (ledger.counted.has(registration._id)) return;
  ledger.counted.add(registration._id);
  if (!ledger.status.has(registration._id)) ledger.status.set(registration._id, registration.status);
  adjustCounts<Program>(client, registrationKeys.programCounts, { [registration.program]: 1 });
  adjustCounts<FollowUpStatus>(client, registrationKeys.statusCounts, { [registration.status]: 1 });
  for (const query of listQueries(client)) {
    const filters = listParamsOf(query.queryKey);
    if (isReordered(filters) || isNarrowed(filters) || !fitsList(registration, filters)) continue;
    editList<Registration>(client, query.queryKey, (data) => prependRow(data, registration, idOf));
  }
}

/**
 * A registration's follow-up as it is now (a live update, or the answer to this dashboard's save). The count
 * of the status it left goes down: `previous` when this dashboard knows it (its own save), else the status
 * the last change seen here gave it; one never seen could have been in any, so the counts are read again.
 * Every list shows the new row, and a list whose status it no longer fits drops it.
 */
export function registrationUpdated(client: QueryClient, registration: Registration, previous?: FollowUpStatus): void {
  const ledger = ledgerOf(client);
  const before = ledger.status.has(registration._id) ? ledger.status.get(registration._id) : previous;
  if (before === null) return;
  // Each change has its version (docs/contract.md): the event for this dashboard's own save, or one that
  // overtook a newer answer, is already shown.
  const seen = ledger.version.get(registration._id);
  if (seen !== undefined && seen >= registration.version) return;
  ledger.version.set(registration._id, registration.version);
  // An open student panel shows the new version.
  client.setQueryData<Registration>(registrationKeys.one(registration._id), (shown) => (shown && isNewer(shown, registration) ? shown : shown ? registration : shown));
  // A shown history has a new entry (no event carries it): read it again.
  void client.invalidateQueries({ queryKey: registrationKeys.activity(registration._id), exact: true });
  const { status } = registration;
  ledger.status.set(registration._id, status);
  if (before === undefined) void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  else if (before !== status) adjustCounts<FollowUpStatus>(client, registrationKeys.statusCounts, { [before]: -1, [status]: 1 });
  const me = meOf(client);
  for (const query of listQueries(client)) {
    const filters = listParamsOf(query.queryKey);
    const fits = fitsList(registration, filters, me);
    editList<Registration>(client, query.queryKey, (data) => mapRows(data, (row) => (row._id !== registration._id || isNewer(row, registration) ? row : fits ? registration : null)));
  }
}

/** Whether a row in a list is newer than the record of a change (a list read after it). */
function isNewer(row: Registration, change: Registration): boolean {
  return row.version > change.version;
}

/** An erased registration: out of its program's count, its status's count and every list, once. */
export function registrationDeleted(client: QueryClient, deleted: RegistrationDeleted, previous?: FollowUpStatus): void {
  const ledger = ledgerOf(client);
  const before = ledger.status.has(deleted._id) ? ledger.status.get(deleted._id) : previous;
  if (before === null) return;
  ledger.status.set(deleted._id, null);
  client.removeQueries({ queryKey: registrationKeys.one(deleted._id), exact: true });
  adjustCounts<Program>(client, registrationKeys.programCounts, { [deleted.program]: -1 });
  if (before === undefined) void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  else adjustCounts<FollowUpStatus>(client, registrationKeys.statusCounts, { [before]: -1 });
  for (const query of listQueries(client)) {
    editList<Registration>(client, query.queryKey, (data) => mapRows(data, (row) => (row._id === deleted._id ? null : row)));
  }
}

/**
 * Every (re)connection: what changed while the socket was down is read again. The counts are read anew (and
 * what this dashboard knew of each status is forgotten: it may have changed unseen); each loaded list gets
 * its newest page on top (one request per list, however many pages it holds).
 */
export function refreshRegistrations(client: QueryClient): void {
  // Versions are kept: a version seen stays seen.
  ledgerOf(client).status.clear();
  void client.invalidateQueries({ queryKey: registrationKeys.programCounts, exact: true });
  void client.invalidateQueries({ queryKey: registrationKeys.statusCounts, exact: true });
  for (const query of listQueries(client)) {
    const key = query.queryKey;
    if (!client.getQueryData(key)) continue;
    const { limit, ...filters } = listParamsOf(key);
    getRegistrations({ ...filters, limit }).then(
      (page) => editList<Registration>(client, key, (data) => mergeHead(data, page, idOf)),
      () => {
        // Not fatal: the list stays as it was, and the next reconnect tries again. A 401 has ended the session.
      },
    );
  }
}
