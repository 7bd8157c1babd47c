import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { Container } from '@blueprint/shared/ui/layout';
import { cardGridStyles, cardStyles, sectionStyles } from '../../../components/page-styles';
import { registrationHref } from '../../../lib/navigation-state';
import { PROGRAMS_INFO } from '../../../lib/programs';

const accent = (theme: Theme, key: 'it' | 'civil' | 'mechanical') => css`
  border-top: 6px solid ${theme.colors[key]};
`;

/** The three program cards; 'Explore Program' opens the form with that program selected. */
export function ProgramCards() {
  const base = useBasePath();
  return (
    <section css={sectionStyles} aria-labelledby="programs-title">
      <Container>
        <h2 id="programs-title">Choose Your Program</h2>
        <p className="lead">Three programs, each with tracks that match what companies in that field hire for.</p>
        <ul css={cardGridStyles}>
          {PROGRAMS_INFO.map((info) => {
            return (
              <li key={info.key}>
                <article
                  css={(theme) => [cardStyles(theme), accent(theme, info.key)]}
                  aria-labelledby={`program-${info.key}`}
                >
                  <h3 id={`program-${info.key}`}>{info.title}</h3>
                  <p>{info.summary}</p>
                  <ul aria-label={`${info.title} tracks`}>
                    {info.tracks.map((track) => (
                      <li key={track.id}>{track.label}</li>
                    ))}
                  </ul>
                  <div className="card-actions">
                    <Link
                      to={registrationHref(base, { program: info.key })}
                      css={(theme) => buttonStyles(theme, 'primary')}
                      aria-label={`Explore Program: ${info.title}`}
                    >
                      Explore Program
                    </Link>
                    {info.key === 'it' && (
                      <Link to={`${base}/internship/it`} css={(theme) => buttonStyles(theme, 'ghost')}>
                        View IT courses
                      </Link>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
