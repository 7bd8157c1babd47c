import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Button looks, also for links that act as buttons: <a css={(t) => buttonStyles(t, 'primary')}>. */
export const buttonStyles = (theme: Theme, variant: ButtonVariant = 'primary') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${variant === 'ghost' ? 'transparent' : theme.colors.primary};
  background: ${variant === 'primary' ? theme.colors.primary : 'transparent'};
  color: ${variant === 'primary' ? theme.colors.onPrimary : theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${variant === 'primary' ? theme.colors.primaryHover : theme.colors.surface};
    border-color: ${variant === 'ghost' ? 'transparent' : theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

/**
 * For a control that works only with its page's code (it has no HTML baseline): hidden while a page the server
 * rendered waits for that code, and without JavaScript, so that it is never a button that does nothing. The
 * shell marks <html> with data-page-live once the page has hydrated (shell/src/remotes/live.tsx); a page
 * rendered in the browser (no data-server-page) is live from the start.
 */
export const hiddenUntilPageLive = css`
  html:not([data-page-live]) #root[data-server-page] & {
    visibility: hidden;
  }
`;

export function Button({
  variant = 'primary',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} css={(theme) => buttonStyles(theme, variant)} {...props} />;
}
