// Looks the internship pages share: sections, card grids, the form card. Theme tokens only.
import { css, type Theme } from '@emotion/react';

export const sectionStyles = (theme: Theme) => css`
  padding: 3rem 0;
  ${theme.media.md} {
    padding: 4rem 0;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
  }
  .lead {
    max-width: 48rem;
    margin: 0 0 2rem;
    color: ${theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

export const altSectionStyles = (theme: Theme) => css`
  ${sectionStyles(theme)};
  background: ${theme.colors.surface};
`;

/** Cards one per row on a phone, two from `sm`, `columns` from `md`. */
export const cardGridStyles = (theme: Theme, columns = 3) => css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.md} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

export const cardStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.sm};
  h3 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  .card-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: auto;
    padding-top: 0.5rem;
  }
`;

/** The anchored form section sits below the fixed header when a link scrolls to it. */
export const formSectionStyles = (theme: Theme) => css`
  ${sectionStyles(theme)};
  scroll-margin-top: calc(${theme.layout.headerHeight} + 1rem);
  ${theme.media.md} {
    scroll-margin-top: calc(${theme.layout.headerHeight} + 4rem);
  }
`;

export const formCardStyles = (theme: Theme) => css`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.md};
  ${theme.media.sm} {
    padding: 2rem;
  }
  h2 {
    margin-top: 0;
  }
  .required-note {
    margin: 0 0 1.25rem;
    color: ${theme.colors.textMuted};
    font-size: 0.95rem;
  }
  .form-actions {
    margin-top: 1.5rem;
  }
  .form-actions button {
    width: 100%;
  }
  ${theme.media.sm} {
    .form-actions button {
      width: auto;
      min-width: 12rem;
    }
  }
`;
