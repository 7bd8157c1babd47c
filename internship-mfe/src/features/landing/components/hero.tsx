import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { Container } from '@blueprint/shared/ui/layout';
import { REGISTRATION_FORM_ID } from '../../../lib/navigation-state';

const heroStyles = (theme: Theme) => css`
  padding: 3.5rem 0;
  background: linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primaryHover});
  color: ${theme.colors.onPrimary};
  ${theme.media.md} {
    padding: 5.5rem 0;
  }
  .eyebrow {
    margin: 0 0 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    font-size: 0.85rem;
  }
  h1 {
    max-width: 44rem;
    margin: 0;
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.15;
  }
  .intro {
    max-width: 40rem;
    margin: 1rem 0 2rem;
    font-size: 1.1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .actions a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.6rem 1.5rem;
    border: 2px solid ${theme.colors.onPrimary};
    border-radius: ${theme.radius.pill};
    font-weight: 700;
    text-decoration: none;
    color: ${theme.colors.onPrimary};
  }
  .actions a.primary {
    background: ${theme.colors.onPrimary};
    color: ${theme.colors.primaryHover};
  }
  .actions a:focus-visible {
    outline-color: ${theme.colors.onPrimary};
  }
`;

export function Hero() {
  const base = useBasePath();
  return (
    <section css={heroStyles} aria-labelledby="internship-title">
      <Container>
        <p className="eyebrow">16 weeks · IT, Civil and Mechanical</p>
        <h1 id="internship-title">Internship cum Final Year Project Program</h1>
        <p className="intro">
          Build a real industry project with a mentor, earn an internship certificate and finish your final year project
          with confidence.
        </p>
        <div className="actions">
          {/* A plain anchor: the browser scrolls to the form and moves the keyboard's starting point there. */}
          <a className="primary" href={`#${REGISTRATION_FORM_ID}`}>
            Register Now
          </a>
          <Link to={`${base}/internship/it`}>See IT programs</Link>
        </div>
      </Container>
    </section>
  );
}
