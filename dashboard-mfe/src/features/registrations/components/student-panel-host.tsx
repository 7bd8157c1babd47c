import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { registrationDeleted, registrationUpdated } from '../api/live-registrations-cache';
import { followUpOf, type Student } from '../api/normalize-registration';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { StudentPanel } from './student-panel';

export interface StudentPanelHostProps {
  open: { id: string; initial?: Student } | null;
  onOpen: (open: { id: string; initial?: Student } | null) => void;
  onUpdated?: (student: Student) => void;
  onDeleted?: (student: Student) => void;
}

/** The student panel with its own follow-up and erasure dialogs, for a list that has none (the Overview's). */
export function StudentPanelHost({ open, onOpen, onUpdated, onDeleted }: StudentPanelHostProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
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
        onSaved={(saved, before) => {
          setEditing(null);
          registrationUpdated(queryClient, saved, followUpOf(before).status);
          onUpdated?.(saved);
        }}
      />
      <DeleteRegistrationDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          onOpen(null);
          registrationDeleted(queryClient, student, followUpOf(student).status);
          onDeleted?.(student);
        }}
      />
    </>
  );
}
