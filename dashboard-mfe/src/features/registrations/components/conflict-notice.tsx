import { css, type Theme } from '@emotion/react';
import { formatDate } from '../../../lib/format';
import { FOLLOW_UP_LABELS } from '../api/follow-up-status';
import { followUpOf, type Student } from '../api/normalize-registration';
import type { Conflict } from '../api/update-registration';

const noticeStyles = (theme: Theme) => css`
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  ul {
    margin: 0.4rem 0;
    padding-left: 1.25rem;
  }
  .quoted {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const nobody = 'nobody';
const noDate = 'none';

/** Each difference between the registration as the person opened it and as it is now, in words. */
export function changesBetween(before: Student, now: Student): string[] {
  const changes: string[] = [];
  const was = followUpOf(before);
  const is = followUpOf(now);
  if (was.status !== is.status) changes.push(`Status: ${FOLLOW_UP_LABELS[was.status]} → ${FOLLOW_UP_LABELS[is.status]}`);
  if (is.note && was.note !== is.note) changes.push(`New note: “${is.note}”`);
  const assignee = (student: Student) => student.assignee?.name || (student.assignee ? 'a staff member' : nobody);
  if ((before.assignee?._id ?? null) !== (now.assignee?._id ?? null)) changes.push(`Assigned: ${assignee(before)} → ${assignee(now)}`);
  const date = (student: Student) => (student.followUpAt ? formatDate(student.followUpAt) : noDate);
  if ((before.followUpAt ?? null) !== (now.followUpAt ?? null)) changes.push(`Follow-up date: ${date(before)} → ${date(now)}`);
  return changes;
}

/**
 * A save refused because someone changed the registration first (412): who and when (the server's message),
 * what they changed, and that what this person typed is still in the form, to save over the new version.
 */
export function ConflictNotice({ conflict, before }: { conflict: Conflict; before: Student }) {
  const changes = changesBetween(before, conflict.current);
  return (
    <div css={noticeStyles} role="alert">
      <strong>Not saved: {conflict.message}</strong>
      {changes.length > 0 ? (
        <>
          <p>What changed since you opened it:</p>
          <ul>
            {changes.map((change) => (
              <li key={change} className="quoted">
                {change}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>It was changed since you opened it.</p>
      )}
      <p>What you typed is still below, now over their change. Check it and Save again to apply it, or Cancel.</p>
    </div>
  );
}
