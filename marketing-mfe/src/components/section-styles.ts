import { css, type Theme } from '@emotion/react';

// The Home sections (courses, contact, testimonials, FAQ) share one title size and one header layout.

/** A section title: one size for every section, from phone to desktop. */
export const sectionTitleStyles = css`
  font-size: clamp(1.75rem, 4vw, 2.4rem);
`;

/** A centred section header: the title and a muted line under it. */
export const sectionHeaderStyles = (theme: Theme, maxWidth: string) => css`
  max-width: ${maxWidth};
  margin: 0 auto 2rem;
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
    ${sectionTitleStyles}
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
