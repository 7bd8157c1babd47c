import type { Registration } from '@blueprint/contract/api/registrations';
import { useState } from 'react';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { StudentPanel } from './student-panel';

export interface StudentPanelHostProps {
  open: { id: string; initial?: Registration } | null;
  onOpen: (open: { id: string; initial?: Registration } | null) => void;
  onUpdated?: (student: Registration) => void;
  onDeleted?: (student: Registration) => void;
}

/** The student panel with its own follow-up and erasure dialogs, for a list that has none (the Overview's). */
export function StudentPanelHost({ open, onOpen, onUpdated, onDeleted }: StudentPanelHostProps) {
  const [editing, setEditing] = useState<Registration | null>(null);
  const [deleting, setDeleting] = useState<Registration | null>(null);
  return (
    <>
      <StudentPanel open={open} onClose={() => onOpen(null)} onFollowUp={setEditing} onDelete={setDeleting} onOpen={(id) => onOpen({ id })} />
      <FollowUpDialog
        student={editing}
        onClose={() => setEditing(null)}
        onOpenRegistration={(id) => {
          setEditing(null);
          onOpen({ id });
        }}
        onSaved={(saved) => {
          setEditing(null);
          onUpdated?.(saved);
        }}
      />
      <DeleteRegistrationDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          onOpen(null);
          onDeleted?.(student);
        }}
      />
    </>
  );
}
