// A staff action's dialog body and its buttons, shared by every feature's dialogs (follow-up, erasure, the
// team's accounts).
import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';

/** The body of a staff action's dialog: its text, its status line (FormStatus) and its buttons in a row (`.buttons`). */
export const actionDialogStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
  .who {
    color: ${theme.colors.textMuted};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

export interface ActionButtonsProps {
  /** The form's pending state (its mutation's, use-mutation-form.ts): the submit button says `busyLabel` and refuses clicks (keeping focus) meanwhile. */
  submitting: boolean;
  /** Cancel while submitting: stop the request (otherwise Cancel closes). */
  onAbort?: () => void;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  /** The submit button's class (`danger` for an erasure). */
  className?: string;
}

/** A staff action's buttons in a row (`.buttons`): its submit, and Cancel. */
export function ActionButtons({ submitting, label, busyLabel, onCancel, onAbort, className }: ActionButtonsProps) {
  return (
    <div className="buttons">
      <Button type="submit" className={className} aria-disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : label}
      </Button>
      <Button variant="secondary" onClick={submitting && onAbort ? onAbort : onCancel}>
        Cancel
      </Button>
    </div>
  );
}
