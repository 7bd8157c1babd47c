import type { Registration } from '@blueprint/contract/api/registrations';
import { useState } from 'react';
import type { Undo } from '../../../components/save-notice';
import { useSaveRegistration, type RegistrationChange } from '../api/update-registration';

/**
 * The undo of the last save, when it only changed the status and/or the assignee (values a list can simply
 * set back): a save of the old values on the saved version, so a colleague's change since is refused (412) and
 * the notice says so. Other saves (a note, a date) get none. Its state is its mutation's.
 */
export function useUndoSave() {
  const save = useSaveRegistration();
  const [offered, setOffered] = useState<{ saved: Registration; change: RegistrationChange } | null>(null);
  const undo: Undo | undefined = offered
    ? {
        run: () => save.mutate({ before: offered.saved, change: offered.change, signal: new AbortController().signal }),
        status: save.status,
      }
    : undefined;
  /** Offers the undo of this save (the one the next notice is about), if it can be taken back simply. */
  const offer = (before: Registration, saved: Registration) => {
    save.reset();
    const change: RegistrationChange = {};
    if (saved.note === before.note && saved.followUpAt === before.followUpAt) {
      if (saved.status !== before.status) change.status = before.status;
      if ((saved.assignee?._id ?? null) !== (before.assignee?._id ?? null))
        change.assigneeId = before.assignee?._id ?? null;
    }
    setOffered(Object.keys(change).length > 0 ? { saved, change } : null);
  };
  return { undo, offer, forget: () => setOffered(null) };
}
