import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextAreaField } from '@blueprint/shared/ui/field';
import { registrationUpdateSchema, validate, type RegistrationUpdate } from '@blueprint/shared/validation';
import { useState } from 'react';
import { EmailText, PhoneLink } from '../../../components/contact-links';
import { describeActionFailure } from '../../../lib/staff-action';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus, type FollowUpStatus } from '../api/follow-up-status';
import { followUpOf, type Student } from '../api/normalize-registration';
import { updateRegistration } from '../api/update-registration';

/** The API's limit for a note (docs/contract.md). */
export const NOTE_MAX = 500;

/** The body of a staff action's dialog: its text, its status line (FormStatus) and its buttons in a row (`.buttons`). */
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
`;

export interface ActionButtonsProps {
  /** From useSubmit: the submit button says `busyLabel` and refuses clicks (keeping focus) meanwhile. */
  submitting: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  /** The submit button's class (`danger` for an erasure). */
  className?: string;
}

/** A staff action's buttons in a row (`.buttons`): its submit, and Cancel. */
export function ActionButtons({ submitting, label, busyLabel, onCancel, className }: ActionButtonsProps) {
  return (
    <div className="buttons">
      <Button type="submit" className={className} aria-disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

export interface FollowUpDialogProps {
  student: Student | null;
  onClose: () => void;
  /** The registration as saved, and as it was when the dialog opened. */
  onSaved: (saved: Student, before: Student) => void;
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

const saveFailure = describeActionFailure('Could not save', { fields: ['status', 'note'] });

function FollowUpForm({ student, onSaved, onCancel }: { student: Student; onSaved: (saved: Student, before: Student) => void; onCancel: () => void }) {
  const initial = followUpOf(student);
  const [status, setStatus] = useState<FollowUpStatus>(initial.status);
  const [note, setNote] = useState(initial.note);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: (change: RegistrationUpdate) => updateRegistration(student._id, change),
    describeFailure: saveFailure,
    showFieldErrors: setFieldErrors,
    // Saved: the parent closes the dialog, so there is nothing to say here.
    onSuccess: (saved: Student) => onSaved(saved, student),
  });

  return (
    <form ref={formRef} css={actionDialogStyles} onSubmit={onSubmit(() => validate(registrationUpdateSchema, { status, note }))} noValidate aria-busy={submitting}>
      <p className="who">
        <EmailText email={student.email} /> · <PhoneLink phone={student.phone} /> · {student.program}
      </p>
      <SelectField name="status" label="Follow-up status" value={status} error={fieldErrors.status} onChange={(event) => isFollowUpStatus(event.target.value) && setStatus(event.target.value)}>
        {FOLLOW_UP_STATUSES.map((option) => (
          <option key={option} value={option}>
            {FOLLOW_UP_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="note"
        label="Note"
        error={fieldErrors.note}
        hint={`Optional, at most ${NOTE_MAX} characters. Staff only.`}
        value={note}
        maxLength={NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Save" busyLabel="Saving…" onCancel={onCancel} />
    </form>
  );
}
