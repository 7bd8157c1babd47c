import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { courseLabel } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { Fragment, type ReactNode } from 'react';
import { EmailText, PhoneLink } from '../../../components/contact-links';
import { formatDate, formatDateTime } from '../../../lib/format';
import { FOLLOW_UP_LABELS } from '../api/follow-up-status';

export const listStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.75rem 1.25rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: break-word;
    white-space: pre-wrap;
  }
`;

/** Every value as plain text: React escapes it, so a name written as HTML shows as those characters. */
export function detailRows(student: Registration): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    ['Name', student.fullName],
    ['Email', student.email && <EmailText email={student.email} />],
    // Tap to call on a phone.
    ['Phone', student.phone && <PhoneLink phone={student.phone} />],
    ['Program', student.course ? `${student.program} (${courseLabel(student.course)})` : student.program],
    ['Qualification', student.qualification],
    ['College', student.college],
    ['Graduation Year', String(student.graduationYear)],
    ['Registered At', formatDateTime(student.createdAt)],
  ];
  if (student.message.trim()) rows.push(['Message', student.message]);
  const { status, note } = student;
  rows.push(['Follow-up', FOLLOW_UP_LABELS[status]]);
  if (student.assignee !== undefined) rows.push(['Assigned to', student.assignee?.name || 'Nobody']);
  if (student.followUpAt !== undefined)
    rows.push(['Next follow-up', student.followUpAt ? formatDate(student.followUpAt) : 'None']);
  if (note.trim()) rows.push(['Staff note', note]);
  return rows;
}

/** Every field of a registration as a definition list. */
export function DetailList({ student }: { student: Registration }) {
  return (
    <dl css={listStyles}>
      {detailRows(student).map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface StudentDetailsDialogProps {
  student: Registration | null;
  onClose: () => void;
  /** Opens the student panel (the history and the actions) for this registration. */
  onOpenPanel?: (student: Registration) => void;
}

export function StudentDetailsDialog({ student, onClose, onOpenPanel }: StudentDetailsDialogProps) {
  return (
    <Dialog open={student !== null} onClose={onClose} title="Student Details" maxWidth="36rem">
      {student && <DetailList student={student} />}
      {student && onOpenPanel && (
        <p>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => onOpenPanel(student)}>
            History and actions
          </Button>
        </p>
      )}
    </Dialog>
  );
}
