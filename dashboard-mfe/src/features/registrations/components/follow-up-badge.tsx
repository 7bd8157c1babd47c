import { css, type Theme } from '@emotion/react';
import { FOLLOW_UP_LABELS, type FollowUpStatus } from '../api/follow-up-status';

const badgeStyles = (status: FollowUpStatus) => (theme: Theme) => css`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border: 1px solid
    ${status === 'enrolled' ? theme.colors.success : status === 'not-interested' ? theme.colors.textMuted : status === 'contacted' ? theme.colors.primary : theme.colors.border};
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.text};
  font-size: 0.85rem;
  white-space: nowrap;
`;

/** The follow-up status as a word (the border colour only repeats it). */
export function FollowUpBadge({ status }: { status: FollowUpStatus }) {
  return <span css={badgeStyles(status)}>{FOLLOW_UP_LABELS[status]}</span>;
}
