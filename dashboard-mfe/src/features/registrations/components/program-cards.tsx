import { css, type Theme } from '@emotion/react';
import { gridListStyles } from '@blueprint/shared/ui/layout';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { formatCount } from '../../../lib/format';
import type { ProgramCounts } from '../api/get-program-stats';
import { programColor } from './program-color';

const listStyles = (theme: Theme) => css`
  ${gridListStyles(theme, { md: 4, gap: '1rem' })}
`;

const cardStyles = (program: Program) => (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  width: 100%;
  height: 100%;
  padding: 1.25rem 1.25rem 1.25rem 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-left: 6px solid ${programColor(theme, program)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.sm};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${theme.shadow.md};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${theme.media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  .program {
    font-weight: 700;
    font-size: 1.1rem;
    color: ${programColor(theme, program)};
  }
  .count {
    font-size: 2.25rem;
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .label {
    color: ${theme.colors.textMuted};
  }
`;

export interface ProgramCardsProps {
  counts: ProgramCounts;
  loading: boolean;
  onOpen: (program: Program) => void;
}

/** One coloured card per program (Other too, so no registration is hidden); a click lists its students. */
export function ProgramCards({ counts, loading, onOpen }: ProgramCardsProps) {
  return (
    <ul css={listStyles} aria-busy={loading}>
      {PROGRAMS.map((program) => (
        <li key={program}>
          <button type="button" css={cardStyles(program)} aria-haspopup="dialog" onClick={() => onOpen(program)}>
            <span className="program">{program}</span>
            <span className="count" data-testid={`count-${program}`}>
              {loading ? '…' : formatCount(counts[program])}
            </span>
            <span className="label">Member(s) Registered</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
