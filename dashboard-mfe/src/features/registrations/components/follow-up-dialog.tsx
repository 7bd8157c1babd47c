import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextAreaField } from '@blueprint/shared/ui/field';
import { registrationUpdateSchema, validate, type RegistrationUpdate } from '@blueprint/shared/validation';
import { useRef, useState } from 'react';
import { EmailText, PhoneLink } from '../../../components/contact-links';
import { describeActionFailure } from '../../../lib/staff-action';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus, type FollowUpStatus } from '../api/follow-up-status';
import { followUpOf, type Student } from '../api/normalize-registration';
import { clearDraft, saveDraft, type FollowUpDraft } from '../api/follow-up-drafts';
import { getRegistration, updateRegistration } from '../api/update-registration';

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
  /** Cancel while submitting: stop the request (otherwise Cancel closes). */
  onAbort?: () => void;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  /** The submit button's class (`danger` for an erasure). */
  className?: string;
}

/** A staff action's buttons in a row (`.buttons`): its submit, and Cancel. */
export function ActionButtons({ submitting, label, busyLabel, onCancel, onAbort, className }: ActionButtonsProps) {
  return (
    <div className="buttons">
      <Button type="submit" className={className} aria-disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : label}
      </Button>
      <Button variant="secondary" onClick={submitting && onAbort ? onAbort : onCancel}>
        Cancel
      </Button>
    </div>
  );
}

export interface FollowUpDialogProps {
  student: Student | null;
  /** What was typed before a session ended (follow-up-drafts.ts): the form starts from it. */
  draft?: FollowUpDraft | null;
  onClose: () => void;
  /** The registration as saved, and as it was when the dialog opened. */
  onSaved: (saved: Student, before: Student) => void;
}

/** Status and note of one registration: `new` → `contacted` → `enrolled` or `not-interested`. */
export function FollowUpDialog({ student, draft, onClose, onSaved }: FollowUpDialogProps) {
  // Closed on purpose (Cancel, Escape, outside): what was typed is let go. A session that ends unmounts the
  // dialog without closing it, so the draft stays for after the next sign-in.
  const close = () => {
    if (student) clearDraft(student._id);
    onClose();
  };
  return (
    <Dialog open={student !== null} onClose={close} title={student ? `Follow up: ${student.fullName || 'unnamed student'}` : ''} maxWidth="32rem">
      {/* Keyed: another student starts from their own values. */}
      {student && <FollowUpForm key={student._id} student={student} draft={draft?.id === student._id ? draft : null} onSaved={onSaved} onCancel={close} />}
    </Dialog>
  );
}

const saveFailure = describeActionFailure('Could not save', { fields: ['status', 'note'] });

type SaveResult = { kind: 'saved'; saved: Student } | { kind: 'cancelled'; now: Student | null; change: RegistrationUpdate };

/** Whether the registration as stored holds the change that was sent. */
function holds(now: Student, change: RegistrationUpdate): boolean {
  const stored = followUpOf(now);
  return (change.status === undefined || stored.status === change.status) && (change.note === undefined || stored.note === change.note);
}

interface FollowUpFormProps {
  student: Student;
  draft: FollowUpDraft | null;
  onSaved: (saved: Student, before: Student) => void;
  onCancel: () => void;
}

function FollowUpForm({ student, draft, onSaved, onCancel }: FollowUpFormProps) {
  const initial = followUpOf(student);
  const [status, setStatus] = useState<FollowUpStatus>(draft?.status ?? initial.status);
  const [note, setNote] = useState(draft?.note ?? initial.note);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const request = useRef<AbortController | null>(null);

  // Every change is kept for the case the session ends before Save (follow-up-drafts.ts).
  function keep(next: { status: FollowUpStatus; note: string }) {
    if (next.status === initial.status && next.note === initial.note) clearDraft(student._id);
    else saveDraft({ id: student._id, name: student.fullName, ...next });
  }

  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: async (change: RegistrationUpdate): Promise<SaveResult> => {
      const abort = new AbortController();
      request.current = abort;
      try {
        return { kind: 'saved', saved: await updateRegistration(student._id, change, abort.signal) };
      } catch (failure) {
        if (!abort.signal.aborted) throw failure;
        // Cancel stopped the request here, but the server may have committed it before: ask what it holds.
        const now = await getRegistration(student._id).catch(() => null);
        return { kind: 'cancelled', now, change };
      } finally {
        request.current = null;
      }
    },
    describeFailure: saveFailure,
    showFieldErrors: setFieldErrors,
    onSuccess: (result) => {
      if (result.kind === 'saved') {
        clearDraft(student._id);
        // Saved: the parent closes the dialog, so there is nothing to say here.
        onSaved(result.saved, student);
        return;
      }
      const { now, change } = result;
      if (!now) return 'Cancelled. The server could not be asked whether the save had reached it: check the list before saving again.';
      if (holds(now, change) && !holds(now, initial)) {
        // Too late to cancel: said as it is, and shown everywhere as saved.
        clearDraft(student._id);
        onSaved(now, student);
        const saved = followUpOf(now);
        return `Too late to cancel: the server had already saved it (${FOLLOW_UP_LABELS[saved.status]}${saved.note ? `, “${saved.note}”` : ''}).`;
      }
      return 'Cancelled: nothing was saved.';
    },
  });

  return (
    <form ref={formRef} css={actionDialogStyles} onSubmit={onSubmit(() => validate(registrationUpdateSchema, { status, note }))} noValidate aria-busy={submitting}>
      <p className="who">
        <EmailText email={student.email} /> · <PhoneLink phone={student.phone} /> · {student.program}
      </p>
      {draft && <p role="status">Your note and status from before the session ended are back: check them and save.</p>}
      <SelectField
        name="status"
        label="Follow-up status"
        value={status}
        error={fieldErrors.status}
        onChange={(event) => {
          if (!isFollowUpStatus(event.target.value)) return;
          setStatus(event.target.value);
          keep({ status: event.target.value, note });
        }}
      >
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
        onChange={(event) => {
          setNote(event.target.value);
          keep({ status, note: event.target.value });
        }}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Save" busyLabel="Saving…" onCancel={onCancel} onAbort={() => request.current?.abort()} />
    </form>
  );
}
