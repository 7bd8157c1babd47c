import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export const containerStyles = (theme: Theme) => css`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

/** Centred page column. */
export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={containerStyles} {...props} />;
}

export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Hidden on screen, read by screen readers. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenStyles} {...props} />;
}
