import { css, type Theme } from '@emotion/react';
import { CONTACT_STATS } from '../data/contact-stats';

const statsStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.25rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surfaceRaised};
    text-align: center;
  }
  strong {
    color: ${theme.colors.primary};
    font-size: 2rem;
    line-height: 1.2;
  }
  span {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** The stat cards of contact variant 2: success rate, partners, graduates placed, instructors. */
export function ContactStats() {
  return (
    <ul css={statsStyles} aria-label="Blueprint Academy in numbers">
      {CONTACT_STATS.map(({ value, label }) => (
        <li key={label}>
          <span>{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
