import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveCounts } from '../../../lib/live-counts';
import type { FollowUpStatus } from '../api/follow-up-status';
import { getStatusCounts, ZERO_FOLLOW_UP, type FollowUpCounts } from '../api/get-status-counts';
import { followUpOf, type Student } from '../api/normalize-registration';

export type { FollowUpCounts };

/**
 * How many registrations are in each follow-up status: one request (`GET /api/internships/status-counts`),
 * then moved by the live events. A new registration is `new`. An update or a delete moves a registration out
 * of the status this dashboard last saw it in; one it has not seen since the counts were read could have been
 * in any, so the counts are read again (one request; the API keeps the answer until the registrations change).
 */
class FollowUpStore extends LiveCounts<FollowUpStatus> {
  /** The status each registration had in the last event seen for it; null once erased. */
  private seen = new Map<string, FollowUpStatus | null>();

  constructor() {
    super(getStatusCounts, ZERO_FOLLOW_UP, 'the counts per follow-up status');
  }

  /** A live registration: one more `new`, once per registration. */
  add = (student: Student) => {
    if (this.seen.has(student._id)) return;
    this.seen.set(student._id, 'new');
    this.adjust({ new: 1 });
  };

  /** A registration's status as it is now (a live update, or the answer to this dashboard's change). */
  apply = (student: Student) => {
    const { status } = followUpOf(student);
    const before = this.seen.get(student._id);
    if (before === null) return;
    this.seen.set(student._id, status);
    if (before === undefined) this.refetch();
    else if (before !== status) this.adjust({ [before]: -1, [status]: 1 });
  };

  /** An erased registration: out of the status it was in, once. */
  remove = (id: string) => {
    const before = this.seen.get(id);
    if (before === null) return;
    this.seen.set(id, null);
    if (before === undefined) this.refetch();
    else this.adjust({ [before]: -1 });
  };
}

export interface FollowUpCountsView {
  /** Null until the first load answered. */
  counts: FollowUpCounts | null;
  add: (student: Student) => void;
  apply: (student: Student) => void;
  remove: (id: string) => void;
  reload: () => void;
}

/** The counts per follow-up status; `enabled` false asks nothing (an embedding without them). */
export function useFollowUpCounts(enabled: boolean): FollowUpCountsView {
  const [store] = useState(() => new FollowUpStore());
  const { counts, status } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (enabled) store.refetch();
  }, [store, enabled]);
  const on = <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => {
    if (enabled) action(...args);
  };
  return {
    counts: enabled && status === 'ready' ? counts : null,
    add: on(store.add),
    apply: on(store.apply),
    remove: on(store.remove),
    reload: on(store.refetch),
  };
}
