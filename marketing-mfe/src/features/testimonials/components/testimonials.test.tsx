import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { TESTIMONIALS } from '../data/testimonials';
import { Testimonials } from './testimonials';

// The carousel's behaviour (steps, dots, adoption) is SnapCarousel's (its tests; e2e for the browser's part).
describe('Testimonials', () => {
  it('holds four entries with quote, author, title and company, each in the HTML, in order', () => {
    expect(TESTIMONIALS).toHaveLength(4);
    renderWithProviders(<Testimonials />);
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Students Say' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Student testimonials' });
    const figures = within(carousel).getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('strong')?.textContent)).toEqual(
      TESTIMONIALS.map((t) => t.author),
    );
    for (const testimonial of TESTIMONIALS) {
      expect(screen.getByText(testimonial.quote)).toBeInTheDocument();
      expect(screen.getByText(`${testimonial.title}, ${testimonial.company}`)).toBeInTheDocument();
    }
  });

  it('has previous and next for each entry, cycling round, and a dot per entry: links to the entries', () => {
    renderWithProviders(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Student testimonials' });
    for (let at = 0; at < 4; at += 1) {
      const [previous, next] = carousel.querySelectorAll(`.step[data-start="${at}"]`);
      expect(previous).toHaveTextContent('Previous testimonial'); // hidden but one: CSS shows the row for where the strip is
      expect(previous).toHaveAttribute('href', `#testimonial-${((at + 3) % 4) + 1}`);
      expect(next).toHaveTextContent('Next testimonial');
      expect(next).toHaveAttribute('href', `#testimonial-${((at + 1) % 4) + 1}`);
    }
    const dots = within(carousel.querySelector('.dots')!).getAllByRole('link');
    expect(dots.map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('href')])).toEqual(
      TESTIMONIALS.map((t, i) => [`Testimonial ${i + 1}: ${t.author}`, `#testimonial-${i + 1}`]),
    );
  });
});
