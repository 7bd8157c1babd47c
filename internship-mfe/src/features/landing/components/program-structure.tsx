import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { altSectionStyles, cardGridStyles, cardStyles } from '../../../components/page-styles';
import { PHASES } from '../data/landing-content';

const phaseStyles = (theme: Theme) => css`
  .weeks {
    align-self: flex-start;
    padding: 0.2rem 0.75rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    font-weight: 700;
    font-size: 0.9rem;
  }
  .phase {
    color: ${theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;

export function ProgramStructure() {
  return (
    <section css={altSectionStyles} aria-labelledby="structure-title">
      <Container>
        <h2 id="structure-title">Program Structure</h2>
        <p className="lead">16 weeks in three phases, from the first set-up to the final presentation.</p>
        <ol css={cardGridStyles}>
          {PHASES.map((phase) => (
            <li key={phase.phase} css={(theme) => [cardStyles(theme), phaseStyles(theme)]}>
              <span className="phase">{phase.phase}</span>
              <h3>{phase.title}</h3>
              <span className="weeks">{phase.weeks}</span>
              <p>{phase.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
