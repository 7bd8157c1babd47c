import type { Program } from '@blueprint/shared/types';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveCounts, type LiveCountsState } from '../../../lib/live-counts';
import { getProgramStats, ZERO_COUNTS, type ProgramCounts } from '../api/get-program-stats';
import type { Student } from '../api/normalize-registration';

export type StatsState = LiveCountsState<Program> & { counts: ProgramCounts };

/** The counts per program: fetched once, raised by live registrations, fetched again after a reconnect. */
class ProgramStatsStore extends LiveCounts<Program> {
  private counted = new Set<string>();
  private removed = new Set<string>();

  constructor() {
    super(getProgramStats, ZERO_COUNTS, 'the program counts');
  }

  /** A live registration: its program's count rises by one, once per registration. */
  addLive = (student: Student) => {
    if (this.counted.has(student._id)) return;
    this.counted.add(student._id);
    this.adjust({ [student.program]: 1 });
  };

  /** An erased registration: its program's count falls by one, once per registration. */
  removeLive = ({ _id: id, program }: { _id: string; program: Program }) => {
    if (this.removed.has(id)) return;
    this.removed.add(id);
    this.adjust({ [program]: -1 });
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
