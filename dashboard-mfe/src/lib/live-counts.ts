import { errorStatus, getErrorMessage } from '@blueprint/shared/api';

export interface LiveCountsState<K extends string> {
  counts: Record<K, number>;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

// A live change that arrives while a fetch is in flight may or may not be in its answer; one more fetch after
// it settles makes the counts exact. Bounded, so a steady stream of changes cannot keep it going.
const MAX_RECONCILE = 3;

/**
 * Counts read from the server in one request and moved by live events in between: the program counts and
 * the counts per follow-up status. A React store (`useSyncExternalStore`).
 */
export class LiveCounts<K extends string> {
  private state: LiveCountsState<K>;
  private listeners = new Set<() => void>();
  private started = 0;
  private applied = 0;
  private inFlight = 0;
  private liveDuringFetch = false;
  private reconciles = 0;

  /** `what` names the counts in the console when a fetch fails ("the program counts"). */
  constructor(
    private readonly fetchCounts: () => Promise<Record<K, number>>,
    zero: Record<K, number>,
    private readonly what: string,
  ) {
    this.state = { counts: zero, status: 'loading', error: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  private set(change: Partial<LiveCountsState<K>>) {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  refetch = () => {
    const seq = ++this.started;
    this.inFlight += 1;
    this.fetchCounts().then(
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
        if (errorStatus(failure) !== 401) console.error(`Could not load ${this.what}:`, failure);
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

  /** A live change, by how much each count moves (never below zero); reconciled if a fetch is in flight. */
  adjust(change: Partial<Record<K, number>>) {
    if (this.inFlight > 0) this.liveDuringFetch = true;
    const counts = { ...this.state.counts };
    for (const [key, delta] of Object.entries(change) as [K, number][]) counts[key] = Math.max(0, counts[key] + delta);
    this.set({ counts });
  }
}
