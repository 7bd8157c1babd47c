import type { Registration } from '@blueprint/contract/api/registrations';
import { useSaveRegistration, type RegistrationChange } from '../api/update-registration';

/**
 * An undo for a save that only changed the status and/or the assignee (one the list can simply set back),
 * made on the saved version: if a colleague changed the registration since, it is refused (412) and the
 * caller says so. Other saves (a note, a date) get no undo.
 */
export function useUndoSave() {
  const save = useSaveRegistration();
  return (before: Registration, saved: Registration): (() => Promise<unknown>) | undefined => {
    if (saved.note !== before.note || saved.followUpAt !== before.followUpAt) return undefined;
    const change: RegistrationChange = {};
    if (saved.status !== before.status) change.status = before.status;
    if ((saved.assignee?._id ?? null) !== (before.assignee?._id ?? null)) change.assigneeId = before.assignee?._id ?? null;
    if (Object.keys(change).length === 0) return undefined;
    return () => save.mutateAsync({ before: saved, change, signal: new AbortController().signal });
  };
}
