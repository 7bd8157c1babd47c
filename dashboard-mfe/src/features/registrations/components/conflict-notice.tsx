import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { formatDate } from '../../../lib/format';
import { FOLLOW_UP_LABELS } from '../api/follow-up-status';
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
export function changesBetween(before: Registration, now: Registration): string[] {
  const changes: string[] = [];
  if (before.status !== now.status)
    changes.push(`Status: ${FOLLOW_UP_LABELS[before.status]} → ${FOLLOW_UP_LABELS[now.status]}`);
  if (now.note && before.note !== now.note) changes.push(`New note: “${now.note}”`);
  const assignee = (registration: Registration) =>
    registration.assignee?.name || (registration.assignee ? 'a staff member' : nobody);
  if ((before.assignee?._id ?? null) !== (now.assignee?._id ?? null))
    changes.push(`Assigned: ${assignee(before)} → ${assignee(now)}`);
  const date = (registration: Registration) => (registration.followUpAt ? formatDate(registration.followUpAt) : noDate);
  if (before.followUpAt !== now.followUpAt) changes.push(`Follow-up date: ${date(before)} → ${date(now)}`);
  return changes;
}

/**
 * A save refused because someone changed the registration first (412): who and when (the server's message),
 * what they changed, and that what this person typed is still in the form, to save over the new version.
 */
export function ConflictNotice({ conflict, before }: { conflict: Conflict; before: Registration }) {
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
