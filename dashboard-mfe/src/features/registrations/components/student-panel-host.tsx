import type { Registration } from '@blueprint/contract/api/registrations';
import { useState } from 'react';
import { SaveNotice, type Notice } from '../../../components/save-notice';
import { FOLLOW_UP_LABELS } from '../api/follow-up-status';
import { useUndoSave } from '../hooks/use-undo-save';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { StudentPanel } from './student-panel';

/** The registration a student panel shows: its id, and the row already loaded when there is one. */
export type OpenPanel = { id: string; initial?: Registration };

export interface StudentPanelHostProps {
  open: OpenPanel | null;
  onOpen: (open: OpenPanel | null) => void;
}

/** The student panel with its own follow-up and erasure dialogs, for a list that has none (the Overview's). */
export function StudentPanelHost({ open, onOpen }: StudentPanelHostProps) {
  const [editing, setEditing] = useState<Registration | null>(null);
  const [deleting, setDeleting] = useState<Registration | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoSave = useUndoSave();
  return (
    <>
      <StudentPanel
        open={open}
        onClose={() => onOpen(null)}
        onFollowUp={setEditing}
        onDelete={setDeleting}
        onOpen={(id) => onOpen({ id })}
      />
      <FollowUpDialog
        student={editing}
        onClose={() => setEditing(null)}
        onOpenRegistration={(id) => {
          setEditing(null);
          onOpen({ id });
        }}
        onSaved={(saved, before) => {
          setEditing(null);
          undoSave.offer(before, saved);
          setNotice({ id: Date.now(), text: `Saved: ${saved.fullName} is ${FOLLOW_UP_LABELS[saved.status]}` });
        }}
      />
      <DeleteRegistrationDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          onOpen(null);
          undoSave.forget();
          setNotice({ id: Date.now(), text: `Deleted the registration of ${student.fullName}` });
        }}
      />
      <SaveNotice notice={notice} undo={undoSave.undo} />
    </>
  );
}
