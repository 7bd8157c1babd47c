import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { dialogPartsStyles } from './dialog';

declare module 'react' {
  // Invoker Commands (HTML): a button that opens or closes the element it names, with no script. (Merged
  // declarations keep React's type parameter.)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}

/** A button's attributes that open the dialog `id` (with no script: the browser does it). */
export function opensDialog(id: string) {
  return { commandfor: id, command: 'show-modal' as const, 'aria-haspopup': 'dialog' as const };
}

const dialogStyles = (theme: Theme) => css`
  width: min(44rem, calc(100vw - 2rem));
  max-width: none;
  padding: 0;
  overscroll-behavior: contain;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${theme.colors.overlay};
  }
  ${dialogPartsStyles(theme)}
`;

const supportsCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy = () => typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

export interface CommandDialogProps {
  /** Fixed (the same in the server's HTML and the browser's render): the buttons that open it name it. */
  id: string;
  title: string;
  children: ReactNode;
  /** CSS max-height (the spec's home modals: 90vh). */
  maxHeight?: string;
  maxWidth?: string;
}

/**
 * A modal the browser runs: a `<dialog>` in the page's HTML that a button opens with `opensDialog(id)`
 * (Invoker Commands), before the page's code arrives, without JavaScript and once live alike. The browser
 * traps focus in it, closes it with Escape, its Close button or a click on the backdrop (`closedby="any"`),
 * and returns focus to the button. In a browser without Invoker Commands or `closedby`, the page's code does
 * the same once it runs. A link followed inside it closes it.
 */
export function CommandDialog({ id, title, children, maxHeight = '90vh', maxWidth }: CommandDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const cleanups: (() => void)[] = [];
    if (!supportsCommands()) {
      const onClick = (event: Event) => {
        const button = (event.target as Element | null)?.closest?.(`button[commandfor="${id}"]`);
        if (!button) return;
        if (button.getAttribute('command') === 'close') element.close();
        else if (!element.open) element.showModal();
      };
      document.addEventListener('click', onClick);
      cleanups.push(() => document.removeEventListener('click', onClick));
    }
    if (!supportsClosedBy()) {
      // The dialog's own box is the backdrop's neighbour: a click on the dialog element itself, outside its
      // content, is a click on the backdrop.
      const onClick = (event: globalThis.MouseEvent) => {
        if (event.target !== element) return;
        const box = element.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) element.close();
      };
      element.addEventListener('click', onClick);
      cleanups.push(() => element.removeEventListener('click', onClick));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [id]);

  const closeOnLink = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest('a[href]')) event.currentTarget.close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a followed link (Enter clicks it) closes the dialog
    <dialog
      ref={dialog}
      id={id}
      css={[dialogStyles, { maxHeight, ...(maxWidth ? { width: `min(${maxWidth}, calc(100vw - 2rem))` } : {}) }]}
      closedby="any"
      aria-labelledby={titleId}
      onClick={closeOnLink}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button className="dialog-close" type="button" commandfor={id} command="close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
