import { css, type Theme } from '@emotion/react';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
import { TESTIMONIALS } from '../data/testimonials';
import { sectionTitleStyles } from '../../../components/section-styles';

// Each dot is a 44 px tall target around a small circle.
const sectionStyles = (theme: Theme) => css`
  padding: 4rem 0;
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 2rem;
    text-align: center;
    ${sectionTitleStyles}
  }
  figure {
    max-width: 46rem;
    min-height: 16rem;
    margin: 0 auto;
    padding: 2rem 1.5rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadow.sm};
    text-align: center;
  }
  blockquote {
    margin: 0 0 1.5rem;
    font-size: 1.1rem;
    line-height: 1.7;
  }
  blockquote::before {
    content: '“';
    display: block;
    color: ${theme.colors.primary};
    font-size: 3rem;
    line-height: 1;
  }
  figcaption strong {
    display: block;
  }
  figcaption span {
    color: ${theme.colors.textMuted};
  }
  .controls {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 1rem;
    margin-top: 1.5rem;
  }
  .arrow {
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.colors.border};
    border-radius: 50%;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
    font-size: 1.2rem;
    cursor: pointer;
  }
  .arrow:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  .dots {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .dots button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 44px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .dots button::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${theme.colors.primary};
    border-radius: 50%;
  }
  .dots button[aria-current='true']::before {
    background: ${theme.colors.primary};
  }
`;

/** Student testimonials, one at a time: previous and next cycle round, a dot jumps to its entry. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const current = TESTIMONIALS[index]!;
  return (
    <section css={sectionStyles} aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title">What Our Students Say</h2>
        <div role="group" aria-roledescription="carousel" aria-label="Student testimonials">
          <div aria-live="polite" aria-atomic="true">
            <figure aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
              <blockquote>
                <p>{current.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{current.author}</strong>
                <span>
                  {current.title}, {current.company}
                </span>
              </figcaption>
            </figure>
          </div>
          <div className="controls">
            <button type="button" className="arrow" onClick={() => setIndex((index - 1 + count) % count)}>
              <span aria-hidden="true">←</span>
              <VisuallyHidden>Previous testimonial</VisuallyHidden>
            </button>
            <ul className="dots">
              {TESTIMONIALS.map((testimonial, i) => (
                <li key={testimonial.author}>
                  <button
                    type="button"
                    aria-label={`Testimonial ${i + 1}: ${testimonial.author}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                  />
                </li>
              ))}
            </ul>
            <button type="button" className="arrow" onClick={() => setIndex((index + 1) % count)}>
              <span aria-hidden="true">→</span>
              <VisuallyHidden>Next testimonial</VisuallyHidden>
            </button>
          </div>
        </div>
      </Container>
    </section>
  );
}
