import { css, keyframes, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { Container } from '@blueprint/shared/ui/layout';

const nudge = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`;

// The blueprint grid is drawn by CSS gradients: no image to download, nothing to shift.
const heroStyles = (theme: Theme) => css`
  position: relative;
  display: flex;
  align-items: center;
  min-height: calc(100vh - 64px);
  min-height: calc(100svh - 64px);
  padding: 4rem 0 6rem;
  color: #fff;
  background:
    linear-gradient(rgba(255, 255, 255, 0.07) 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(90deg, rgba(255, 255, 255, 0.07) 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(135deg, #0b2a6f 0%, #1d4ed8 60%, #1e40af 100%);
  ${theme.media.md} {
    min-height: calc(100vh - 112px);
    min-height: calc(100svh - 112px);
  }
  .eyebrow {
    margin: 0 0 1rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: #bfdbfe;
  }
  h1 {
    max-width: 14ch;
    margin: 0 0 1.25rem;
    font-size: clamp(2.5rem, 9vw, 5rem);
    line-height: 1.05;
  }
  .lead {
    max-width: 38rem;
    margin: 0 0 2rem;
    font-size: clamp(1.1rem, 2.5vw, 1.35rem);
    color: #e0e7ff;
  }
  .contact {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0.75rem 1.75rem;
    border-radius: ${theme.radius.pill};
    background: #fff;
    color: #1e3a8a;
    font-weight: 700;
    text-decoration: none;
  }
  .contact:hover {
    background: #dbeafe;
  }
  :focus-visible {
    outline-color: #fff;
  }
  .scroll-down {
    position: absolute;
    left: 50%;
    bottom: 1.25rem;
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 44px;
    min-height: 44px;
    transform: translateX(-50%);
    color: #fff;
    font-size: 0.9rem;
    text-decoration: none;
  }
  .scroll-down span {
    font-size: 1.5rem;
    animation: ${nudge} 1.8s ease-in-out infinite;
  }
  ${theme.media.reducedMotion} {
    .scroll-down span {
      animation: none;
    }
  }
`;

/** The full-height opening of Home: 'Shaping the Future', Contact us, and the way down to the courses. */
export function HomeHero() {
  const base = useBasePath('always');
  return (
    <section css={heroStyles} aria-labelledby="home-title">
      <Container>
        <p className="eyebrow">Blueprint Academy, Bengaluru</p>
        <h1 id="home-title">Shaping the Future</h1>
        <p className="lead">
          Elevate your professional skills with industry-leading design and engineering software courses, taught
          hands-on by working professionals.
        </p>
        <Link className="contact" to={`${base}/contact`}>
          Contact us
        </Link>
      </Container>
      <a className="scroll-down" href="#explore-courses">
        Explore courses
        <span aria-hidden="true">↓</span>
      </a>
    </section>
  );
}
