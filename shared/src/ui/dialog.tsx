import { css, keyframes, type Theme } from '@emotion/react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: only the top one answers Escape and traps Tab (a details dialog can sit on
// top of a list dialog).
const openDialogs: symbol[] = [];

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** CSS max-height of the panel (the spec's home modals use 90vh). */
  maxHeight?: string;
  maxWidth?: string;
  /** 'left' slides in from the left edge at full height (the mobile menu). */
  placement?: 'center' | 'left';
}

/** The header (title and close button) and the scrolling body, the same in every dialog of the site. */
export const dialogPartsStyles = (theme: Theme) => css`
  .dialog-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1rem 1.25rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .dialog-header h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .dialog-close {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: inherit;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  .dialog-close:hover {
    background: ${theme.colors.surface};
  }
  .dialog-body {
    overflow-y: auto;
    padding: 1.25rem;
  }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const backdropStyles = (placement: 'center' | 'left') => (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.modal};
  display: flex;
  align-items: ${placement === 'left' ? 'stretch' : 'center'};
  justify-content: ${placement === 'left' ? 'flex-start' : 'center'};
  padding: ${placement === 'left' ? '0' : '1rem'};
  background: ${theme.colors.overlay};
`;

const panelStyles = (placement: 'center' | 'left') => (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border-radius: ${placement === 'left' ? 0 : theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  ${
    placement === 'left' &&
    css`
      height: 100%;
      animation: ${slideIn} 0.2s ease-out;
    `
  }
  &:focus {
    outline: none;
  }
  ${dialogPartsStyles(theme)}
`;

/**
 * A modal dialog: labelled by its title, focus moved in and trapped, Escape / close button / backdrop click
 * close it, focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  maxHeight = '90vh',
  maxWidth = '40rem',
  placement = 'center',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const requestClose = useEffectEvent(() => onClose());
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self || !panelRef.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (openDialogs.length === 0) document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // The backdrop closes on a click outside the panel; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      css={backdropStyles(placement)}
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        css={panelStyles(placement)}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={placement === 'left' ? { maxWidth: 'min(20rem, 85vw)' } : { maxHeight, maxWidth }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button className="dialog-close" type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
