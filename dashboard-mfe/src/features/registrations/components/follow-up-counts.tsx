import { css, type Theme } from '@emotion/react';
import { formatCount } from '../../../lib/format';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES } from '../api/follow-up-status';
import type { FollowUpCounts as Counts } from '../api/get-status-counts';

const styles = (theme: Theme) => css`
  margin: 1.25rem 0 0;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .value {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: ${theme.colors.textMuted};
  }
`;

/** How many registrations are in each follow-up status, beside the program counts. */
export function FollowUpCounts({ counts }: { counts: Counts | null }) {
  return (
    <section css={styles} aria-labelledby="follow-up-counts">
      <h3 id="follow-up-counts">Follow-up</h3>
      <ul aria-busy={counts === null}>
        {FOLLOW_UP_STATUSES.map((status) => (
          <li key={status} data-testid={`status-count-${status}`}>
            <span className="muted">{FOLLOW_UP_LABELS[status]}: </span>
            <span className="value">{counts ? formatCount(counts[status]) : '…'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
