import { css, type Theme } from '@emotion/react';
import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { useState } from 'react';
import { deleteRegistration } from '../api/delete-registration';
import type { Student } from '../api/normalize-registration';
import { actionDialogStyles } from './follow-up-dialog';

const bodyStyles = (theme: Theme) => css`
  ${actionDialogStyles(theme)}
  .danger {
    border-color: ${theme.colors.danger};
    background: ${theme.colors.danger};
    color: ${theme.colors.background};
  }
`;

export interface DeleteRegistrationDialogProps {
  student: Student | null;
  onClose: () => void;
  onDeleted: (student: Student) => void;
}

/** Erasure on request: the person is named, so nobody deletes the wrong row by a slip. */
export function DeleteRegistrationDialog({ student, onClose, onDeleted }: DeleteRegistrationDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = student?.fullName || 'this unnamed student';

  async function confirm() {
    if (!student || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteRegistration(student._id);
      onDeleted(student);
    } catch (failure) {
      if (errorStatus(failure) !== 401) setError(getErrorMessage(failure));
    } finally {
      setDeleting(false);
    }
  }

  function close() {
    setError(null);
    onClose();
  }

  return (
    <Dialog open={student !== null} onClose={close} title="Delete registration" maxWidth="30rem">
      {student && (
        <div css={bodyStyles}>
          <p>
            Delete the registration of <strong>{name}</strong> ({student.email})? It is erased everywhere: lists, counts and
            exports. This cannot be undone.
          </p>
          {error && (
            <p className="error" role="alert">
              Could not delete: {error}
            </p>
          )}
          <div className="buttons">
            <Button className="danger" onClick={confirm} aria-disabled={deleting} aria-busy={deleting}>
              {deleting ? 'Deleting…' : `Delete ${name}`}
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
