import { css, type Theme } from '@emotion/react';
import type { Ref } from 'react';

export type FormState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

// Always in the page (a live region must exist before its text does); boxed only when it says something.
const statusStyles = (theme: Theme) => css`
  margin: 0;
  font-weight: 600;
  &:not(:empty) {
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.sm};
    border: 1px solid currentColor;
  }
  &[data-kind='failed']:not(:empty) {
    margin-top: 0.5rem;
  }
  &[data-kind='sent'] {
    color: ${theme.colors.success};
  }
  &[data-kind='failed'] {
    color: ${theme.colors.danger};
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The outcome of a submit, announced to screen readers: a confirmation politely, a failure at once. Both live
 * regions stay in the page so that what appears in them is read out.
 */
export function FormStatus({ state, ref }: { state: FormState; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1}>
      <p role="status" css={statusStyles} data-kind="sent">
        {state.kind === 'sent' ? state.message : ''}
      </p>
      <p role="alert" css={statusStyles} data-kind="failed">
        {state.kind === 'failed' ? state.message : ''}
      </p>
    </div>
  );
}
