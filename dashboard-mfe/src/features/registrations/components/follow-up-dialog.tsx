import { css, type Theme } from '@emotion/react';
import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextAreaField } from '@blueprint/shared/ui/field';
import { useState, type FormEvent } from 'react';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus, type FollowUpStatus } from '../api/follow-up-status';
import { followUpOf, type Student } from '../api/normalize-registration';
import { updateRegistration } from '../api/update-registration';

/** The API's limit for a note (docs/contract.md). */
export const NOTE_MAX = 500;

/** The body of a staff action's dialog: its text, an error (`.error`) and its buttons in a row (`.buttons`). */
export const actionDialogStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
  .who {
    color: ${theme.colors.textMuted};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .error {
    color: ${theme.colors.danger};
  }
`;

export interface FollowUpDialogProps {
  student: Student | null;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

/** Status and note of one registration: `new` → `contacted` → `enrolled` or `not-interested`. */
export function FollowUpDialog({ student, onClose, onSaved }: FollowUpDialogProps) {
  return (
    <Dialog open={student !== null} onClose={onClose} title={student ? `Follow up: ${student.fullName || 'unnamed student'}` : ''} maxWidth="32rem">
      {/* Keyed: another student starts from their own values. */}
      {student && <FollowUpForm key={student._id} student={student} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}

function FollowUpForm({ student, onSaved, onCancel }: { student: Student; onSaved: (student: Student) => void; onCancel: () => void }) {
  const initial = followUpOf(student);
  const [status, setStatus] = useState<FollowUpStatus>(initial.status);
  const [note, setNote] = useState(initial.note);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateRegistration(student._id, { status, note: note.trim() }));
    } catch (failure) {
      if (errorStatus(failure) !== 401) setError(getErrorMessage(failure));
      setSaving(false);
    }
  }

  return (
    <form css={actionDialogStyles} onSubmit={submit} noValidate>
      <p className="who">
        {student.email} · {student.phone} · {student.program}
      </p>
      <SelectField label="Follow-up status" value={status} onChange={(event) => isFollowUpStatus(event.target.value) && setStatus(event.target.value)}>
        {FOLLOW_UP_STATUSES.map((option) => (
          <option key={option} value={option}>
            {FOLLOW_UP_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note"
        hint={`Optional, at most ${NOTE_MAX} characters. Staff only.`}
        value={note}
        maxLength={NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p className="error" role="alert">
          Could not save: {error}
        </p>
      )}
      <div className="buttons">
        <Button type="submit" aria-disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
