import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { deleteRegistrationKey, useDeleteRegistration } from '../api/delete-registration';

const bodyStyles = (theme: Theme) => css`
  ${actionDialogStyles(theme)}
  .danger {
    border-color: ${theme.colors.danger};
    background: ${theme.colors.danger};
    color: ${theme.colors.background};
  }
`;

const deleteFailure = describeActionFailure('Could not delete');

export interface DeleteRegistrationDialogProps {
  student: Registration | null;
  onClose: () => void;
  onDeleted: (student: Registration) => void;
}

/** Erasure on request: the person is named, so nobody deletes the wrong row by a slip. */
export function DeleteRegistrationDialog({ student, onClose, onDeleted }: DeleteRegistrationDialogProps) {
  return (
    <Dialog open={student !== null} onClose={onClose} title="Delete registration" maxWidth="30rem">
      {/* Keyed: a failure shown for one person is not shown for the next, nor when the dialog opens again. */}
      {student && <DeleteConfirmation key={student._id} student={student} onDeleted={onDeleted} onCancel={onClose} />}
    </Dialog>
  );
}

function DeleteConfirmation({
  student,
  onDeleted,
  onCancel,
}: {
  student: Registration;
  onDeleted: (student: Registration) => void;
  onCancel: () => void;
}) {
  const name = student.fullName || 'this unnamed student';
  const erase = useDeleteRegistration();
  const { outcome, submitting, onSubmit, statusRef } = useMutationForm(erase, {
    mutationKey: deleteRegistrationKey,
    describeFailure: deleteFailure,
    // Deleted: the parent closes the dialog, so there is nothing to say here.
    onSuccess: (erased) => onDeleted(erased),
  });

  return (
    <form css={bodyStyles} onSubmit={onSubmit(() => accept(student))} noValidate aria-busy={submitting}>
      <p>
        Delete the registration of <strong>{name}</strong> ({student.email})? It is erased everywhere: lists, counts and
        exports. This cannot be undone.
      </p>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons
        submitting={submitting}
        className="danger"
        label={`Delete ${name}`}
        busyLabel="Deleting…"
        onCancel={onCancel}
      />
    </form>
  );
}
