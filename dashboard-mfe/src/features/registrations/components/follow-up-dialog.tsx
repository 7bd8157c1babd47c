import { registrationUpdateSchema, type Registration } from '@blueprint/contract/api/registrations';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { validate, type ValidationResult } from '@blueprint/contract/api/validate';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { EmailText, PhoneLink } from '../../../components/contact-links';
import { zonedDay, zonedDayStart } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus, type FollowUpStatus } from '../api/follow-up-status';
import { clearDraft, saveDraft, type FollowUpDraft } from '../api/follow-up-drafts';
import { useAssignees } from '../hooks/use-assignees';
import {
  readConflict,
  saveRegistrationKey,
  useSaveRegistration,
  type Conflict,
  type RegistrationChange,
  type Save,
} from '../api/update-registration';
import { ActivityHistory } from './activity-history';
import { useActivity } from '../api/get-activity';
import { registrationOptions } from '../api/get-registration';
import { ColleagueChange } from './colleague-change';
import { ViewersNotice } from './viewers-notice';
import { ConflictNotice } from './conflict-notice';
import { DuplicateMarker } from './duplicate-marker';
import { NoteField, noteLengthError } from './note-field';

export interface FollowUpDialogProps {
  student: Registration | null;
  /** What was typed before a session ended (follow-up-drafts.ts): the form starts from it. */
  draft?: FollowUpDraft | null;
  onClose: () => void;
  /** The registration as saved (every list and count already shows it), and as it was before the save. */
  onSaved: (saved: Registration, before: Registration) => void;
  /** Another registration named on this one (a duplicate's link). */
  onOpenRegistration?: (id: string) => void;
}

/**
 * One registration's follow-up: its status, who it is assigned to, the next follow-up date, a note to add,
 * and its history. Every save is made on the version shown (If-Match); one that someone else overtook is
 * refused (412) and shown with what they changed, keeping everything typed to save again.
 */
export function FollowUpDialog({ student, draft, onClose, onSaved, onOpenRegistration }: FollowUpDialogProps) {
  // Closed on purpose (Cancel, Escape, outside): what was typed is let go. A session that ends unmounts the
  // dialog without closing it, so the draft stays for after the next sign-in.
  const close = () => {
    if (student) clearDraft(student._id);
    onClose();
  };
  return (
    <Dialog
      open={student !== null}
      onClose={close}
      title={student ? `Follow up: ${student.fullName || 'unnamed student'}` : ''}
      maxWidth="36rem"
    >
      {/* Keyed: another student starts from their own values. */}
      {student && (
        <>
          <ViewersNotice registrationId={student._id} />
          <FollowUpForm
            key={student._id}
            student={student}
            draft={draft?.id === student._id ? draft : null}
            onSaved={onSaved}
            onCancel={close}
            onOpenRegistration={onOpenRegistration}
          />
          <ActivityHistory id={student._id} />
        </>
      )}
    </Dialog>
  );
}

const saveFailure = describeActionFailure('Could not save', {
  fields: ['status', 'note', 'assigneeId', 'followUpAt'],
  status: { 412: 'someone else changed this registration first. Nothing you typed is lost.' },
});

/** What the person changed: only these are sent, so a save never writes back values they did not touch. */
interface Edits {
  status?: FollowUpStatus;
  /** A staff id, or '' for nobody. */
  assigneeId?: string;
  /** `YYYY-MM-DD` in the institute's zone, or '' for none. */
  followUpDay?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface FollowUpFormProps {
  student: Registration;
  draft: FollowUpDraft | null;
  onSaved: (saved: Registration, before: Registration) => void;
  onCancel: () => void;
  onOpenRegistration?: (id: string) => void;
}

function FollowUpForm({ student, draft, onSaved, onCancel, onOpenRegistration }: FollowUpFormProps) {
  const save = useSaveRegistration();
  // The version the next save is made on: the one opened, or the one a conflict showed.
  const [base, setBase] = useState(student);
  const [edits, setEdits] = useState<Edits>(() =>
    draft && draft.status !== student.status ? { status: draft.status } : {},
  );
  const [note, setNote] = useState(draft?.note ?? '');
  const [conflict, setConflict] = useState<{ conflict: Conflict; before: Registration } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const request = useRef<AbortController | null>(null);
  const assignees = useAssignees(base.assignee);
  const meId = useMe().data?._id;
  // The registration as every list has it now: a colleague's save arrives here live (live-registrations-cache),
  // with nothing read at opening.
  const latest = useQuery({ ...registrationOptions(student._id, student), staleTime: Infinity }).data;
  const history = useActivity(student._id).data;

  const status = edits.status ?? base.status;
  const assigneeId = edits.assigneeId ?? base.assignee?._id ?? '';
  const followUpDay = edits.followUpDay ?? (base.followUpAt ? zonedDay(base.followUpAt) : '');

  // Every change is kept for the case the session ends before Save (follow-up-drafts.ts).
  function keep(next: { status: FollowUpStatus; note: string }) {
    if (next.status === base.status && !next.note) clearDraft(student._id);
    else
      saveDraft({
        id: student._id,
        name: student.fullName,
        ...next,
        ...(meId ? { staffId: meId } : {}),
        version: base.version,
      });
  }

  /** The change to send: what differs from the version shown, and the note when there is one. */
  function check(): ValidationResult<RegistrationChange> {
    const change: RegistrationChange = {};
    if (status !== base.status) change.status = status;
    if (note.trim()) {
      const checked = validate(registrationUpdateSchema, { note });
      if (!checked.success) return checked;
      change.note = checked.data.note;
    }
    if (assigneeId !== (base.assignee?._id ?? '')) change.assigneeId = assigneeId || null;
    if (followUpDay !== (base.followUpAt ? zonedDay(base.followUpAt) : '')) {
      if (followUpDay && !DAY.test(followUpDay))
        return { success: false, errors: [{ field: 'followUpAt', msg: 'Enter a whole date' }] };
      change.followUpAt = followUpDay ? zonedDayStart(followUpDay) : null;
    }
    if (Object.keys(change).length === 0) {
      return {
        success: false,
        errors: [
          { field: 'note', msg: 'Nothing to save: change the status, the assignee or the date, or add a note.' },
        ],
      };
    }
    return { success: true, data: change };
  }

  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(save, {
    mutationKey: saveRegistrationKey,
    describeFailure: saveFailure,
    showFieldErrors: setFieldErrors,
    onError: (failure, { before }) => {
      const stale = readConflict(failure);
      if (!stale) return;
      // Someone saved first. Their version is shown (here, and in every list by the save) and becomes the one
      // the next save is made on; what this person typed stays in the form.
      setConflict({ conflict: stale, before });
      setBase(stale.current);
    },
    onSuccess: (result, { before }) => {
      // Saved, or too late to cancel (said as it is, and shown everywhere as saved): the parent closes the dialog.
      const stored = result.kind === 'saved' ? result.saved : result.tooLate ? result.now : null;
      if (!stored) return;
      clearDraft(student._id);
      onSaved(stored, before);
    },
    successMessage: (result) => {
      if (result.kind === 'saved') return undefined;
      const { now, tooLate } = result;
      if (!now)
        return 'Cancelled. The server could not be asked whether the save had reached it: check the list before saving again.';
      if (tooLate)
        return `Too late to cancel: the server had already saved it (${FOLLOW_UP_LABELS[now.status]}${note.trim() ? `, “${now.note}”` : ''}).`;
      return 'Cancelled: nothing was saved.';
    },
  });

  /** The save to send: the change, on the version shown, stopped by `signal` (Cancel). */
  function checkSave(signal: AbortSignal): ValidationResult<Save> {
    const checked = check();
    return checked.success ? { success: true, data: { before: base, change: checked.data, signal } } : checked;
  }

  // Each submit with its own Cancel (an AbortController), kept for Cancel to reach while the save is on its way.
  function submit(event: FormEvent<HTMLFormElement>) {
    const abort = new AbortController();
    request.current = abort;
    onSubmit(() => checkSave(abort.signal))(event);
  }

  return (
    <form ref={formRef} css={actionDialogStyles} onSubmit={submit} noValidate aria-busy={submitting}>
      <p className="who">
        <EmailText email={base.email} /> · <PhoneLink phone={base.phone} /> · {base.program}
      </p>
      <DuplicateMarker student={base} onOpen={onOpenRegistration} />
      {draft && <p role="status">Your note and status from before the session ended are back: check them and save.</p>}
      {conflict && <ConflictNotice conflict={conflict.conflict} before={conflict.before} />}
      {latest && latest.version > base.version && !submitting && (
        <ColleagueChange
          shown={base}
          now={latest}
          latest={history?.[0]}
          onTakeIn={() => {
            setConflict(null);
            setBase(latest);
          }}
        />
      )}
      <SelectField
        name="status"
        label="Follow-up status"
        value={status}
        error={fieldErrors.status}
        onChange={(event) => {
          if (!isFollowUpStatus(event.target.value)) return;
          setEdits((current) => ({ ...current, status: event.target.value as FollowUpStatus }));
          keep({ status: event.target.value, note });
        }}
      >
        {FOLLOW_UP_STATUSES.map((option) => (
          <option key={option} value={option}>
            {FOLLOW_UP_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="assigneeId"
        label="Assigned to"
        value={assigneeId}
        error={fieldErrors.assigneeId}
        onChange={(event) => setEdits((current) => ({ ...current, assigneeId: event.target.value }))}
      >
        <option value="">Nobody</option>
        {assignees.map((person) => (
          <option key={person._id} value={person._id}>
            {person.name || 'A staff member'}
          </option>
        ))}
      </SelectField>
      <TextField
        name="followUpAt"
        label="Next follow-up date"
        type="date"
        value={followUpDay}
        error={fieldErrors.followUpAt}
        onChange={(event) => setEdits((current) => ({ ...current, followUpDay: event.target.value }))}
      />
      <NoteField
        value={note}
        error={fieldErrors.note}
        onChange={(next) => {
          setNote(next);
          if (noteLengthError(next) === undefined && fieldErrors.note)
            setFieldErrors(({ note: _dropped, ...rest }) => rest);
          keep({ status, note: next });
        }}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons
        submitting={submitting}
        label="Save"
        busyLabel="Saving…"
        onCancel={onCancel}
        onAbort={() => request.current?.abort()}
      />
    </form>
  );
}
