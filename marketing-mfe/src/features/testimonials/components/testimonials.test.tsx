import { ThemeProvider } from '@blueprint/shared/theme';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { TESTIMONIALS } from '../data/testimonials';
import { Testimonials } from './testimonials';

const shownAuthor = () => screen.getByRole('figure').querySelector('strong')?.textContent;

describe('Testimonials', () => {
  it('holds four entries with quote, author, title and company, and shows the first', () => {
    expect(TESTIMONIALS).toHaveLength(4);
    renderWithProviders(<Testimonials />);
    const [first] = TESTIMONIALS;
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Students Say' })).toBeInTheDocument();
    expect(screen.getByText(first!.quote)).toBeInTheDocument();
    expect(shownAuthor()).toBe(first!.author);
    expect(screen.getByText(`${first!.title}, ${first!.company}`)).toBeInTheDocument();
  });

  it('cycles with Next and Previous', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Testimonials />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    for (const expected of [1, 2, 3, 0]) {
      await user.click(next);
      expect(shownAuthor()).toBe(TESTIMONIALS[expected]!.author);
    }
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownAuthor()).toBe(TESTIMONIALS[3]!.author);
  });

  it('jumps to an entry from its dot and marks the current dot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Testimonials />);
    const dots = screen.getAllByRole('button', { name: /^Testimonial \d/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(dots[2]!);
    expect(shownAuthor()).toBe(TESTIMONIALS[2]!.author);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('figure')).toHaveAttribute('aria-label', '3 of 4');
  });

  it("in the server's HTML holds every entry in a strip scrolled by hand; the one scrolled to is current when the code arrives", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeProvider><Testimonials /></ThemeProvider>);
    document.body.append(container);
    // Every entry is reachable before the code runs.
    expect(within(container).getAllByRole('figure').map((figure) => figure.querySelector('strong')?.textContent)).toEqual(
      TESTIMONIALS.map((testimonial) => testimonial.author),
    );
    // The visitor scrolls to the third entry (a 600 px wide strip) before the code arrives.
    const strip = container.querySelector<HTMLElement>('.slides')!;
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 600 });
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, writable: true, value: 1200 });

    render(<ThemeProvider><Testimonials /></ThemeProvider>, { container, hydrate: true });
    expect(shownAuthor()).toBe(TESTIMONIALS[2]!.author);
    expect(screen.getByRole('button', { name: /^Testimonial 3/ })).toHaveAttribute('aria-current', 'true');
    container.remove();
  });
});
