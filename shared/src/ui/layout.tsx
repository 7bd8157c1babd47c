import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export const containerStyles = (theme: Theme) => css`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

/** A list laid out as a grid of cards: one column on phones, `sm` columns from 640px, `md` from 1024px. */
export const gridListStyles = (
  theme: Theme,
  { sm = 2, md = 3, gap = '1.25rem' }: { sm?: number; md?: number; gap?: string } = {},
) => css`
  display: grid;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.sm} {
    grid-template-columns: repeat(${sm}, 1fr);
  }
  ${theme.media.md} {
    grid-template-columns: repeat(${md}, 1fr);
  }
`;

/** A raised card: border, large radius, the raised surface and a soft shadow. */
export const cardSurfaceStyles = (theme: Theme) => css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.sm};
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
