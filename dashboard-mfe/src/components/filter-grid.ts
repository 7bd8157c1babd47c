import { css, type Theme } from '@emotion/react';

/** A list's filters: one column on a phone, two from `sm`, four from `md` (registrations, the audit log). */
export const filterGridStyles = (theme: Theme) => css`
  display: grid;
  gap: 0.75rem 1rem;
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
