import { css, type Theme } from '@emotion/react';
import { Container } from '@blueprint/shared/ui/layout';
import { SnapCarousel } from '../../../components/snap-carousel';
import { TESTIMONIALS } from '../data/testimonials';
import { sectionTitleStyles } from '../../../components/section-styles';

const sectionStyles = (theme: Theme) => css`
  padding: 4rem 0;
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 2rem;
    text-align: center;
    ${sectionTitleStyles}
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
`;

/**
 * Student testimonials, one at a time: a carousel whose previous, next and dots work before the page's code
 * and without it (SnapCarousel: links to the entries), cycling round at either end.
 */
export function Testimonials() {
  return (
    <section css={sectionStyles} aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title">What Our Students Say</h2>
        <SnapCarousel
          id="testimonial"
          items={TESTIMONIALS}
          label="Student testimonials"
          itemKey={(testimonial) => testimonial.author}
          perView={[1, 1, 1, 1]}
          stepLabels={{ previous: 'Previous testimonial', next: 'Next testimonial' }}
          dotLabel={(testimonial, i) => `Testimonial ${i + 1}: ${testimonial.author}`}
          renderItem={(testimonial) => (
            <figure>
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
          )}
        />
      </Container>
    </section>
  );
}
