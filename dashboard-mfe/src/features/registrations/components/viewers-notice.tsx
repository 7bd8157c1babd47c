import { css, type Theme } from '@emotion/react';
import { useViewers } from '../hooks/use-viewers';

const noticeStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Ravi Kumar is viewing": who else has this registration open. A polite status, so a screen reader tells of
 * comings and goings without interrupting; the region stays mounted (empty) so the first arrival is heard. */
export function ViewersNotice({ registrationId }: { registrationId: string }) {
  const viewers = useViewers(registrationId);
  const text =
    viewers.length === 0
      ? ''
      : `${names.format(viewers.map((viewer) => viewer.name))} ${viewers.length === 1 ? 'is' : 'are'} viewing`;
  return (
    <p css={noticeStyles} role="status" aria-live="polite">
      {text}
    </p>
  );
}
