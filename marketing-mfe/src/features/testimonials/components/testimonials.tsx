import { css, type Theme } from '@emotion/react';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
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
  /* Every testimonial in a strip scrolled by hand, one at a time: it works before the code and without it. */
  .slides {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: thin;
  }
  .slides > li {
    display: flex;
    flex: 0 0 100%;
    padding: 0.25rem;
    scroll-snap-align: center;
  }
  figure {
    width: 100%;
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
  /* Its buttons need its code: kept in place but hidden until then. */
  .controls:not([data-live]) {
    visibility: hidden;
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

/**
 * Student testimonials, one at a time in a strip the visitor scrolls by hand (also before the page's code
 * arrives, and without it). With the code, previous and next cycle round and a dot jumps to its entry; the
 * entry scrolled to is the current one, and the others are out of reach until shown.
 */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [live, setLive] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const count = TESTIMONIALS.length;

  // Before paint: the entry the visitor scrolled to before the code arrived is the current one.
  useLayoutEffect(() => {
    const slides = strip.current;
    if (slides && slides.clientWidth > 0) setIndex(Math.round(slides.scrollLeft / slides.clientWidth));
    setLive(true);
  }, []);

  const show = (next: number) => {
    setIndex(next);
    const slides = strip.current;
    // Not in every browser (nor in jsdom); where it is missing the slide is still the current one.
    slides?.scrollTo?.({ left: next * slides.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  // Scrolled by hand (a swipe, a trackpad): the entry in view becomes the current one.
  const onScroll = () => {
    const slides = strip.current;
    if (!slides || slides.clientWidth === 0) return;
    const inView = Math.round(slides.scrollLeft / slides.clientWidth);
    if (inView !== index && inView >= 0 && inView < count) setIndex(inView);
  };

  return (
    <section css={sectionStyles} aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title">What Our Students Say</h2>
        <div role="group" aria-roledescription="carousel" aria-label="Student testimonials">
          {/* A scroll container must be focusable for keyboard users to scroll it (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className="slides" ref={strip} tabIndex={0} onScroll={onScroll} aria-live={live ? 'polite' : undefined}>
            {TESTIMONIALS.map((testimonial, i) => {
              // Until the code runs every entry is reachable: the visitor scrolls to it.
              const shown = !live || i === index;
              return (
                <li key={testimonial.author} aria-hidden={!shown} inert={!shown}>
                  <figure aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
                    <blockquote>
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{testimonial.author}</strong>
                      <span>
                        {testimonial.title}, {testimonial.company}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
          <div className="controls" data-live={live || undefined}>
            <button type="button" className="arrow" onClick={() => show((index - 1 + count) % count)}>
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
                    onClick={() => show(i)}
                  />
                </li>
              ))}
            </ul>
            <button type="button" className="arrow" onClick={() => show((index + 1) % count)}>
              <span aria-hidden="true">→</span>
              <VisuallyHidden>Next testimonial</VisuallyHidden>
            </button>
          </div>
        </div>
      </Container>
    </section>
  );
}
