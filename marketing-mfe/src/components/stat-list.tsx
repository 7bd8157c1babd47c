import { css, type Theme } from '@emotion/react';

export interface Stat {
  value: string;
  label: string;
}

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
    font-size: 2.1rem;
    line-height: 1.2;
  }
  span {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** Figures in a row of cards (About's and Contact's claims): the label is read first, the figure shown big. */
export function StatList({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <ul css={statsStyles} aria-label={label}>
      {stats.map(({ value, label: name }) => (
        <li key={name}>
          <span>{name}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
