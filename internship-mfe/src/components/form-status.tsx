import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export type SubmitOutcome = { kind: 'idle' } | { kind: 'success'; text: string } | { kind: 'error'; text: string; detail?: ReactNode };

const statusStyles = (theme: Theme) => css`
  margin: 1rem 0 0;
  padding: 0.85rem 1rem;
  border-radius: ${theme.radius.md};
  border: 1px solid currentColor;
  font-weight: 600;
  &[data-kind='success'] {
    color: ${theme.colors.success};
    border-color: ${theme.colors.success};
    background: ${theme.colors.surface};
  }
  &[data-kind='error'] {
    color: ${theme.colors.text};
    border-color: ${theme.colors.danger};
    border-left-width: 6px;
    background: ${theme.colors.surface};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.35rem;
    font-weight: 400;
  }
  /* Empty, it takes no room but stays in the accessibility tree, so its next text is announced. */
  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/**
 * The outcome of a submission, announced by screen readers: both live regions are always in the page so a
 * change of their text is read out.
 */
export function FormStatus({ outcome }: { outcome: SubmitOutcome }) {
  return (
    <>
      <div css={statusStyles} role="status" data-kind="success">
        {outcome.kind === 'success' && <p>{outcome.text}</p>}
      </div>
      <div css={statusStyles} role="alert" data-kind="error">
        {outcome.kind === 'error' && (
          <>
            <p>{outcome.text}</p>
            {outcome.detail && <p>{outcome.detail}</p>}
          </>
        )}
      </div>
    </>
  );
}
