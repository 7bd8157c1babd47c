import { errorStatus } from '@blueprint/shared/api';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '../api/follow-up-status';
import { getRegistrations } from '../api/get-registrations';
import { followUpOf, type Student } from '../api/normalize-registration';

export type FollowUpCounts = Record<FollowUpStatus, number>;

/** The API's largest page: the followed-up sets are read in as few requests as it allows. */
const PAGE = 500;
/** A bound on the pages read per status (100,000 rows), so a runaway answer cannot loop forever. */
const MAX_PAGES = 200;
const FOLLOWED_UP = FOLLOW_UP_STATUSES.filter((status) => status !== 'new');

/**
 * How many registrations are in each follow-up status. The API counts per program only (the stats stay as
 * they are), and a list answer carries no total. So: the registrations staff have followed up (contacted,
 * enrolled, not interested) are read with the list's `status=` filter, page by page; they are the ones staff
 * touched by hand, a small share of all. `new` is the total of the program counts minus those. Live updates
 * and deletes move a registration between the sets by its id, so the counts stay exact without asking again.
 */
class FollowUpStore {
  private statusById = new Map<string, FollowUpStatus>();
  /** Changed while a load was under way: the live value wins over the load's. */
  private touched = new Map<string, FollowUpStatus | null>();
  private loading = false;
  private snapshot: { counts: Omit<FollowUpCounts, 'new'>; ready: boolean } = { counts: { contacted: 0, enrolled: 0, 'not-interested': 0 }, ready: false };
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private publish(ready = this.snapshot.ready) {
    const counts = { contacted: 0, enrolled: 0, 'not-interested': 0 };
    for (const status of this.statusById.values()) if (status !== 'new') counts[status] += 1;
    this.snapshot = { counts, ready };
    for (const listener of [...this.listeners]) listener();
  }

  load = async () => {
    if (this.loading) return;
    this.loading = true;
    this.touched.clear();
    try {
      const found = new Map<string, FollowUpStatus>();
      await Promise.all(
        FOLLOWED_UP.map(async (status) => {
          let cursor: string | null = null;
          for (let page = 0; page < MAX_PAGES; page++) {
            const { students, nextCursor } = await getRegistrations({ status, limit: PAGE, cursor });
            for (const student of students) found.set(student._id, status);
            cursor = nextCursor;
            if (!cursor) break;
          }
        }),
      );
      for (const [id, status] of this.touched) {
        if (status === null || status === 'new') found.delete(id);
        else found.set(id, status);
      }
      this.statusById = found;
      this.publish(true);
    } catch (failure) {
      if (errorStatus(failure) !== 401) console.error('Could not count the follow-up statuses:', failure);
    } finally {
      this.loading = false;
      this.touched.clear();
    }
  };

  /** A registration's status as it is now (a live update, or the answer to this dashboard's change). */
  apply = (student: Student) => {
    const { status } = followUpOf(student);
    if (this.loading) this.touched.set(student._id, status);
    if ((this.statusById.get(student._id) ?? 'new') === status) return;
    if (status === 'new') this.statusById.delete(student._id);
    else this.statusById.set(student._id, status);
    this.publish();
  };

  remove = (id: string) => {
    if (this.loading) this.touched.set(id, null);
    if (this.statusById.delete(id)) this.publish();
  };
}

export interface FollowUpCountsView {
  /** Null until the first load answered. */
  counts: FollowUpCounts | null;
  apply: (student: Student) => void;
  remove: (id: string) => void;
  reload: () => void;
}

/** The counts per follow-up status, given the number of registrations in all (from the program counts). */
export function useFollowUpCounts(total: number, enabled: boolean): FollowUpCountsView {
  const [store] = useState(() => new FollowUpStore());
  const { counts, ready } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (enabled) void store.load();
  }, [store, enabled]);
  const followedUp = counts.contacted + counts.enrolled + counts['not-interested'];
  return {
    counts: ready && enabled ? { new: Math.max(0, total - followedUp), ...counts } : null,
    apply: store.apply,
    remove: (id) => store.remove(id),
    reload: () => void store.load(),
  };
}
