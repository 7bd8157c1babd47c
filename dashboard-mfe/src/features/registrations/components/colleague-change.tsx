import type { ActivityEntry, Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { When } from '../../../components/when';
import { changesBetween } from './conflict-notice';

const noticeStyles = (theme: Theme) => css`
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radius.md};
  ul {
    margin: 0.4rem 0;
    padding-left: 1.25rem;
  }
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface ColleagueChangeProps {
  /** The registration as this form shows it (the version the next save is made on). */
  shown: Registration;
  /** As it is now, newer than `shown`. */
  now: Registration;
  /** The newest history entry (who changed it and when), when known. */
  latest?: ActivityEntry;
  onTakeIn: () => void;
}

/**
 * Someone changed the registration while this form is open: who, when and what, at once, with a way to take
 * in their change. Taking it in keeps everything typed here (the note, and each field this person changed).
 */
export function ColleagueChange({ shown, now, latest, onTakeIn }: ColleagueChangeProps) {
  const changes = changesBetween(shown, now);
  const who = latest && latest.kind !== 'created' ? latest.actor?.name || 'A colleague' : 'A colleague';
  return (
    <div css={noticeStyles} role="alert">
      <strong>
        {who} changed this registration
        {latest && latest.kind !== 'created' ? (
          <>
            {' '}
            <When at={latest.at} />
          </>
        ) : null}
        .
      </strong>
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <p>Take in their change to save on top of it; what you typed here stays.</p>
      <Button variant="secondary" onClick={onTakeIn}>
        Take in their change
      </Button>
    </div>
  );
}
