// A follow-up being typed, kept in sessionStorage by registration id, so a session that ends mid-note (expired
// or revoked token) loses nothing: after signing in again the dashboard offers it back. sessionStorage: this
// tab only, gone when it closes. Only what was typed and whose it is; never the token.
import { isFollowUpStatus, type FollowUpStatus } from './follow-up-status';

const PREFIX = 'dashboard.followUpDraft.';

export interface FollowUpDraft {
  id: string;
  /** The registration's name, to say whose note it is before anything is read. */
  name: string;
  status: FollowUpStatus;
  note: string;
  /** Whose draft it is: with a login per person, the next person to sign in in this tab is not offered it. */
  staffId?: string;
  /** The version it was typed on: reopened on a newer one, the save is refused (412) and shows what changed. */
  version?: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(value: string | null): FollowUpDraft | null {
  if (!value) return null;
  try {
    const draft = JSON.parse(value) as Partial<FollowUpDraft>;
    if (typeof draft.id !== 'string' || typeof draft.note !== 'string' || !isFollowUpStatus(draft.status)) return null;
    return {
      id: draft.id,
      name: typeof draft.name === 'string' ? draft.name : '',
      status: draft.status,
      note: draft.note,
      ...(typeof draft.staffId === 'string' ? { staffId: draft.staffId } : {}),
      ...(typeof draft.version === 'number' ? { version: draft.version } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: FollowUpDraft): void {
  try {
    storage()?.setItem(PREFIX + draft.id, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives as long as the dialog, as before.
  }
}

export function readDraft(id: string): FollowUpDraft | null {
  return read(storage()?.getItem(PREFIX + id) ?? null);
}

export function clearDraft(id: string): void {
  storage()?.removeItem(PREFIX + id);
}

/** Every kept draft, oldest key order. */
export function listDrafts(): FollowUpDraft[] {
  const store = storage();
  if (!store) return [];
  const drafts: FollowUpDraft[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) {
      const draft = read(store.getItem(key));
      if (draft) drafts.push(draft);
    }
  }
  return drafts;
}

/** Signing out on purpose leaves nothing behind. */
export function clearAllDrafts(): void {
  for (const draft of listDrafts()) clearDraft(draft.id);
}
