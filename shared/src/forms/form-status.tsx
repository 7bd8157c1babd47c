import { css, type Theme } from '@emotion/react';
import type { Ref } from 'react';
import type { SubmitOutcome } from './use-submit';

const regionStyles = (theme: Theme) => css`
  margin: 0;
  font-weight: 600;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.35rem;
    font-weight: 400;
  }
  /* Boxed only when it says something; empty, it takes no room but stays a live region. */
  &:not(:empty) {
    margin-top: 0.75rem;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.sm};
    border: 1px solid currentColor;
    background: ${theme.colors.surface};
  }
  &[role='status'] {
    color: ${theme.colors.success};
  }
  &[role='alert'] {
    color: ${theme.colors.text};
    border-color: ${theme.colors.danger};
    border-left-width: 6px;
  }
`;

// Focusable from script only; with nothing in it (a form that keeps no regions) it takes no room in a grid.
// Brought into view below the fixed header when focus comes to it (or the address points at it).
const wrapperStyles = (theme: Theme) => css`
  outline: none;
  scroll-margin-top: 80px;
  scroll-margin-bottom: 1rem;
  ${theme.media.md} {
    scroll-margin-top: 128px;
  }
  &:empty {
    display: none;
  }
`;

export interface FormStatusProps {
  /** From `useSubmit`. */
  outcome: SubmitOutcome;
  /** From `useSubmit`: focus comes here after a success, or a failure no field explains. */
  ref?: Ref<HTMLDivElement>;
  /**
   * Keep both live regions in the page while they are empty (the default), so that what appears in them is
   * read out. `false` for a form the page swaps in and out (sign-in): an alert is announced as it appears.
   */
  persistent?: boolean;
  /** Where a confirmation sent without JavaScript points (`#id`): the form's action names it. */
  id?: string;
  /**
   * The page was rendered with this confirmation (`useSubmit`'s `confirmedOnLoad`): focus is on it as the page
   * loads (GOV.UK's confirmation: the visitor is told where they look), with or without the page's code.
   */
  focusOnLoad?: boolean;
}

/**
 * The one status line of every form: a confirmation politely (`role="status"`), a failure at once
 * (`role="alert"`), with an optional second line.
 */
export function FormStatus({ outcome, ref, persistent = true, id, focusOnLoad }: FormStatusProps) {
  const success = outcome.kind === 'success';
  const error = outcome.kind === 'error';
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- a confirmation the page was rendered for: where the visitor must look
    <div ref={ref} id={id} tabIndex={-1} css={wrapperStyles} autoFocus={focusOnLoad && success ? true : undefined}>
      {(persistent || success) && (
        <div role="status" css={regionStyles}>
          {success && <p>{outcome.message}</p>}
        </div>
      )}
      {(persistent || error) && (
        <div role="alert" css={regionStyles}>
          {error && (
            <>
              <p>{outcome.message}</p>
              {outcome.detail && <p>{outcome.detail}</p>}
            </>
          )}
        </div>
      )}
    </div>
  );
}
