import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { When } from '../../../components/when';
import { formatDate } from '../../../lib/format';
import { useActivity, type ActivityEntry } from '../api/get-activity';
import { FOLLOW_UP_LABELS } from '../api/follow-up-status';

const historyStyles = (theme: Theme) => css`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ol {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding-left: 0.75rem;
    border-left: 3px solid ${theme.colors.border};
  }
  .meta {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
  .note {
    margin: 0.2rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** What one entry says, in words. */
export function describeEntry(entry: ActivityEntry): string {
  switch (entry.kind) {
    case 'created':
      return 'Registered';
    case 'status':
      return `Status: ${entry.from ? `${FOLLOW_UP_LABELS[entry.from]} → ` : ''}${FOLLOW_UP_LABELS[entry.to]}`;
    case 'note':
      return 'Note';
    case 'assigned':
      return entry.to ? `Assigned to ${entry.to.name || 'a staff member'}` : 'Unassigned';
    case 'follow-up':
      return entry.followUpAt ? `Follow-up date: ${formatDate(entry.followUpAt)}` : 'Follow-up date cleared';
  }
}

/** One registration's history, newest first: every note whole, with who wrote it and when. */
export function ActivityHistory({ id, headingLevel = 3 }: { id: string; headingLevel?: 2 | 3 }) {
  const activity = useActivity(id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `history-${id}`;
  return (
    <section css={historyStyles} aria-labelledby={headingId}>
      <Heading id={headingId}>History</Heading>
      {activity.isPending && !activity.isError && <p role="status">Loading the history…</p>}
      {activity.isError && (
        <p role="alert">
          Could not load the history.{' '}
          <Button variant="ghost" onClick={() => void activity.refetch()}>
            Retry
          </Button>
        </p>
      )}
      {activity.data?.length === 0 && <p>Nothing yet.</p>}
      {activity.data && activity.data.length > 0 && (
        <ol>
          {activity.data.map((entry) => (
            <li key={entry._id}>
              <span className="meta">
                {entry.actor?.name || 'The registration form'} · <When at={entry.at} />
              </span>
              {describeEntry(entry)}
              {entry.kind === 'note' && <p className="note">{entry.text}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
