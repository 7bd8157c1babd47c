import { css, type Theme } from '@emotion/react';
import { ABOUT_STATS } from '../data/partners';

const statsStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.5rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
  }
  strong {
    color: ${theme.colors.primary};
    font-size: 2.25rem;
  }
`;

/** 15+ years, 50+ courses, 2000+ students, 24/7 support. */
export function AboutStats() {
  return (
    <ul css={statsStyles}>
      {ABOUT_STATS.map(({ value, label }) => (
        <li key={label}>
          <span>{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
