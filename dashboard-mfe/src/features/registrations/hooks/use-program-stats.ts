import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import type { Program } from '@blueprint/shared/types';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getProgramStats, ZERO_COUNTS, type ProgramCounts } from '../api/get-program-stats';
import type { Student } from '../api/normalize-registration';

export interface StatsState {
  counts: ProgramCounts;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

// A live registration that arrives while a fetch is in flight may or may not be in its answer; one more fetch
// after it settles makes the counts exact. Bounded, so a steady stream of registrations cannot keep it going.
const MAX_RECONCILE = 3;

/** The counts per program: fetched once, raised by live registrations, fetched again after a reconnect. */
class ProgramStatsStore {
  private state: StatsState = { counts: ZERO_COUNTS, status: 'loading', error: null };
  private listeners = new Set<() => void>();
  private started = 0;
  private applied = 0;
  private inFlight = 0;
  private liveDuringFetch = false;
  private reconciles = 0;
  private counted = new Set<string>();
  private removed = new Set<string>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  private set(change: Partial<StatsState>) {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  refetch = () => {
    const seq = ++this.started;
    this.inFlight += 1;
    getProgramStats().then(
      (counts) => {
        this.inFlight -= 1;
        // Answers can overtake each other; a later request always holds a fresher count.
        if (seq > this.applied) {
          this.applied = seq;
          this.set({ counts, status: 'ready', error: null });
        }
        this.settle();
      },
      (failure: unknown) => {
        this.inFlight -= 1;
        // A 401 is not an error here: the API client has ended the session.
        if (errorStatus(failure) !== 401) console.error('Could not load the program counts:', failure);
        // Counts already shown stay; only a first load that fails is an error on screen.
        if (this.applied === 0) this.set({ status: 'error', error: getErrorMessage(failure) });
      },
    );
  };

  private settle() {
    if (this.inFlight > 0) return;
    if (this.liveDuringFetch && this.reconciles < MAX_RECONCILE) {
      this.reconciles += 1;
      this.liveDuringFetch = false;
      this.refetch();
      return;
    }
    this.liveDuringFetch = false;
    this.reconciles = 0;
  }

  /** A live registration: its program's count rises by one, once per registration. */
  addLive = (student: Student) => {
    if (this.counted.has(student._id)) return;
    this.counted.add(student._id);
    if (this.inFlight > 0) this.liveDuringFetch = true;
    const { counts } = this.state;
    this.set({ counts: { ...counts, [student.program]: counts[student.program] + 1 } });
  };

  /** An erased registration: its program's count falls by one, once per registration. */
  removeLive = ({ _id: id, program }: { _id: string; program: Program }) => {
    if (this.removed.has(id)) return;
    this.removed.add(id);
    if (this.inFlight > 0) this.liveDuringFetch = true;
    const { counts } = this.state;
    this.set({ counts: { ...counts, [program]: Math.max(0, counts[program] - 1) } });
  };
}

export interface ProgramStats extends StatsState {
  refetch: () => void;
  addLive: (student: Student) => void;
  removeLive: (deleted: { _id: string; program: Program }) => void;
}

export function useProgramStats(): ProgramStats {
  const [store] = useState(() => new ProgramStatsStore());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    store.refetch();
  }, [store]);
  return { ...state, refetch: store.refetch, addLive: store.addLive, removeLive: store.removeLive };
}
