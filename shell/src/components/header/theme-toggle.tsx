import { css, type Theme } from '@emotion/react';
import { THEME_TOGGLE_ATTRIBUTE } from '@blueprint/shared/theme';

const toggleStyles = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
  /* Drawn for both themes; the class index.html's script puts on <html> picks the icon and the words. */
  html.dark & .for-light,
  html:not(.dark) & .for-dark {
    display: none;
  }
  .words {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* Without JavaScript nothing could switch it: the system's theme applies (css-variables.mjs). */
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * The theme switch. index.html's inline script handles its clicks (the attribute names it), from the first
 * paint on, with or without the page's code (@blueprint/shared/theme/theme-rule): no click of it waits for
 * React, and the HTML is the same in both themes.
 */
export function ThemeToggle() {
  return (
    <button css={toggleStyles} type="button" {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}>
      <span className="for-light">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" fill="currentColor" />
        </svg>
        <span className="words">Switch to dark theme</span>
      </span>
      <span className="for-dark">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
          </g>
        </svg>
        <span className="words">Switch to light theme</span>
      </span>
    </button>
  );
}
