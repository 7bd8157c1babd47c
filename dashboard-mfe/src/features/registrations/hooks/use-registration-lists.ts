import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import type { Program } from '@blueprint/shared/types';
import { useState, useSyncExternalStore } from 'react';
import { getRegistrations, type StudentPage } from '../api/get-registrations';
import type { Student } from '../api/normalize-registration';

/** Rows per request: a page fills several screens of the 370px list, and one request answers fast. */
export const PAGE_SIZE = 100;

export interface StudentList {
  students: Student[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  error: string | null;
}

export type StudentLists = Partial<Record<Program, StudentList>>;

interface Entry extends StudentList {
  /** Bumped whenever the list starts over, so answers meant for the old list are dropped. */
  generation: number;
}

/**
 * Each program's list, loaded page by page (cursor pagination) when it is first opened and kept while the
 * dashboard is open, so reopening a program is instant and live registrations join lists that are closed too.
 */
class StudentListStore {
  private entries = new Map<Program, Entry>();
  private snapshot: StudentLists = {};
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private set(program: Program, entry: Entry) {
    this.entries.set(program, entry);
    const { generation: _generation, ...list } = entry;
    this.snapshot = { ...this.snapshot, [program]: list };
    for (const listener of [...this.listeners]) listener();
  }

  private update(program: Program, generation: number, change: (entry: Entry) => Partial<Entry>) {
    const entry = this.entries.get(program);
    if (!entry || entry.generation !== generation) return;
    this.set(program, { ...entry, ...change(entry) });
  }

  /** Loads the first page unless the list is loaded or loading already. */
  open = (program: Program) => {
    const entry = this.entries.get(program);
    if (!entry || entry.status === 'error') this.load(program);
  };

  private load(program: Program) {
    const generation = (this.entries.get(program)?.generation ?? 0) + 1;
    this.set(program, { students: [], nextCursor: null, status: 'loading', loadingMore: false, error: null, generation });
    getRegistrations({ program, limit: PAGE_SIZE }).then(
      (page) =>
        this.update(program, generation, (entry) => {
          // Live registrations that arrived while the page loaded may be in it too.
          const ids = new Set(page.students.map((student) => student._id));
          return {
            students: [...entry.students.filter((student) => !ids.has(student._id)), ...page.students],
            nextCursor: page.nextCursor,
            status: 'ready',
          };
        }),
      (failure: unknown) => {
        // A 401 is not an error here: the API client has ended the session.
        if (errorStatus(failure) !== 401) console.error(`Could not load the ${program} students:`, failure);
        this.update(program, generation, () => ({ status: 'error', error: getErrorMessage(failure) }));
      },
    );
  }

  /** The next page, when there is one and none is on its way. */
  loadMore = (program: Program) => {
    const entry = this.entries.get(program);
    if (!entry || entry.status !== 'ready' || entry.loadingMore || !entry.nextCursor) return;
    const { generation, nextCursor } = entry;
    this.update(program, generation, () => ({ loadingMore: true, error: null }));
    getRegistrations({ program, limit: PAGE_SIZE, cursor: nextCursor }).then(
      (page) =>
        this.update(program, generation, (current) => ({
          students: current.students.concat(page.students),
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      (failure: unknown) => {
        if (errorStatus(failure) !== 401) console.error(`Could not load more ${program} students:`, failure);
        this.update(program, generation, () => ({ loadingMore: false, error: getErrorMessage(failure) }));
      },
    );
  };

  /** Starts the list over (Retry after a failed first page). */
  reload = (program: Program) => this.load(program);

  /** A live registration joins the top of its program's list, once. */
  addLive = (student: Student) => {
    const entry = this.entries.get(student.program);
    if (!entry || entry.students.some((known) => known._id === student._id)) return;
    this.set(student.program, { ...entry, students: [student, ...entry.students] });
  };

  /** A follow-up changed: the row shows it wherever it is loaded. */
  updateLive = (student: Student) => {
    const entry = this.entries.get(student.program);
    if (!entry || !entry.students.some((known) => known._id === student._id)) return;
    this.set(student.program, { ...entry, students: entry.students.map((known) => (known._id === student._id ? student : known)) });
  };

  /** An erased registration leaves its program's list. */
  removeLive = ({ _id: id, program }: { _id: string; program: Program }) => {
    const entry = this.entries.get(program);
    if (!entry || !entry.students.some((known) => known._id === id)) return;
    this.set(program, { ...entry, students: entry.students.filter((known) => known._id !== id) });
  };

  /**
   * After a reconnect: whatever was registered while the socket was down is fetched and put on top of every
   * loaded list. When more arrived than one page holds, the list starts over from the newest page.
   */
  refreshLoaded = () => {
    for (const [program, entry] of this.entries) {
      if (entry.status !== 'ready') continue;
      const { generation } = entry;
      getRegistrations({ program, limit: PAGE_SIZE }).then(
        (page) => this.update(program, generation, (current) => mergeHead(current, page)),
        (failure: unknown) => {
          if (errorStatus(failure) !== 401) console.error(`Could not refresh the ${program} students:`, failure);
        },
      );
    }
  };
}

function mergeHead(current: Entry, page: StudentPage): Partial<Entry> {
  const known = new Set(current.students.map((student) => student._id));
  const overlaps = page.students.some((student) => known.has(student._id));
  if (!overlaps && page.nextCursor) {
    return {
      students: page.students,
      nextCursor: page.nextCursor,
      loadingMore: false,
      error: null,
      generation: current.generation + 1,
    };
  }
  const fresh = page.students.filter((student) => !known.has(student._id));
  return fresh.length > 0 ? { students: [...fresh, ...current.students] } : {};
}

export interface RegistrationLists {
  lists: StudentLists;
  open: (program: Program) => void;
  loadMore: (program: Program) => void;
  reload: (program: Program) => void;
  addLive: (student: Student) => void;
  updateLive: (student: Student) => void;
  removeLive: (deleted: { _id: string; program: Program }) => void;
  refreshLoaded: () => void;
}

export function useRegistrationLists(): RegistrationLists {
  const [store] = useState(() => new StudentListStore());
  const lists = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    lists,
    open: store.open,
    loadMore: store.loadMore,
    reload: store.reload,
    addLive: store.addLive,
    updateLive: store.updateLive,
    removeLive: store.removeLive,
    refreshLoaded: store.refreshLoaded,
  };
}
