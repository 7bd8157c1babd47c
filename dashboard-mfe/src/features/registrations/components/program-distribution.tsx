import { css, type Theme } from '@emotion/react';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { formatCount } from '../../../lib/format';
import type { ProgramCounts } from '../api/get-program-stats';
import { programColor } from './program-color';

/** Each program's whole-number share of all registrations (docs/spec-notes.md#constants); 0 when there are none. */
export function percentages(counts: ProgramCounts): Record<Program, number> {
  const total = PROGRAMS.reduce((sum, program) => sum + counts[program], 0);
  return Object.fromEntries(
    PROGRAMS.map((program) => [program, total > 0 ? Math.round((counts[program] * 100) / total) : 0]),
  ) as Record<Program, number>;
}

const sectionStyles = (theme: Theme) => css`
  margin-top: 2.5rem;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.35rem;
  }
  ul {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    margin-bottom: 0.35rem;
  }
  .name {
    font-weight: 600;
  }
  .value {
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .track {
    height: 0.75rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    overflow: hidden;
  }
  .bar {
    height: 100%;
    border-radius: ${theme.radius.pill};
    transition: width 0.3s ease;
    ${theme.media.reducedMotion} {
      transition: none;
    }
  }
`;

export function ProgramDistribution({ counts }: { counts: ProgramCounts }) {
  const shares = percentages(counts);
  return (
    <section css={sectionStyles} aria-labelledby="program-distribution">
      <h2 id="program-distribution">Program Distribution</h2>
      <ul>
        {PROGRAMS.map((program) => (
          <li key={program}>
            <div className="row">
              <span className="name">{program}</span>
              <span className="value">
                {shares[program]}% ({formatCount(counts[program])})
              </span>
            </div>
            <div className="track" aria-hidden="true">
              <div
                className="bar"
                data-testid={`bar-${program}`}
                css={(theme: Theme) => css`
                  background: ${programColor(theme, program)};
                `}
                style={{ width: `${shares[program]}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
