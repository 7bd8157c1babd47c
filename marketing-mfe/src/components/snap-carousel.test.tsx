import { ThemeProvider } from '@blueprint/shared/theme';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { resetViewport, setViewport } from '../../../testing/match-media';
import { renderWithProviders } from '../../../testing/render';
import { AUTO_ADVANCE_MS, CourseCarousel } from './course-carousel';

const ITEMS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

function renderCarousel() {
  return renderWithProviders(carousel());
}

function carousel() {
  return (
    <CourseCarousel
      items={ITEMS}
      label="Course categories"
      itemKey={(item) => item}
      renderItem={(item) => (
        <article>
          <h3>{item}</h3>
          <a href={`#${item}`}>Open {item}</a>
        </article>
      )}
    />
  );
}

/** The cards a sighted visitor sees (the others are aria-hidden and inert). */
const shown = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** n auto-advance periods, letting React render (and re-arm the timer) between them. */
const periods = (n: number) => {
  for (let i = 0; i < n; i += 1) tick(AUTO_ADVANCE_MS);
};
const viewport = () => screen.getByRole('region', { name: 'Course categories' }).querySelector('.viewport')!;

beforeEach(() => {
  jest.useFakeTimers();
  setViewport({ width: 1300 });
});
afterEach(() => {
  jest.useRealTimers();
  resetViewport();
});

describe('CourseCarousel', () => {
  it.each([
    [375, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1279, 3],
    [1280, 4],
    [1920, 4],
  ])('at %i px wide shows %i card(s)', (width, count) => {
    setViewport({ width });
    renderCarousel();
    expect(shown()).toEqual(ITEMS.slice(0, count));
  });

  it('follows the screen when it is resized', () => {
    renderCarousel();
    expect(shown()).toHaveLength(4);
    act(() => setViewport({ width: 700 }));
    expect(shown()).toEqual(['One', 'Two']);
  });

  it('moves on by one card every 5000 ms', () => {
    renderCarousel();
    tick(AUTO_ADVANCE_MS - 1);
    expect(shown()).toEqual(['One', 'Two', 'Three', 'Four']);
    tick(1);
    expect(shown()).toEqual(['Two', 'Three', 'Four', 'Five']);
    tick(AUTO_ADVANCE_MS);
    expect(shown()).toEqual(['Three', 'Four', 'Five', 'Six']);
  });

  it('wraps to the start after the last full window', () => {
    renderCarousel();
    periods(2);
    expect(shown()).toEqual(['Three', 'Four', 'Five', 'Six']);
    tick(AUTO_ADVANCE_MS);
    expect(shown()).toEqual(['One', 'Two', 'Three', 'Four']);
  });

  it('wraps after the sixth card on a phone', () => {
    setViewport({ width: 375 });
    renderCarousel();
    periods(5);
    expect(shown()).toEqual(['Six']);
    tick(AUTO_ADVANCE_MS);
    expect(shown()).toEqual(['One']);
  });

  it('pauses while the pointer is over the cards', () => {
    renderCarousel();
    fireEvent.mouseEnter(viewport());
    periods(2); // (three periods would wrap back to the start)
    expect(shown()[0]).toBe('One');
    fireEvent.mouseLeave(viewport());
    tick(AUTO_ADVANCE_MS);
    expect(shown()[0]).toBe('Two');
  });

  it('pauses while focus is on a card', () => {
    renderCarousel();
    act(() => screen.getByRole('link', { name: 'Open One' }).focus());
    periods(2); // (three periods would wrap back to the start)
    expect(shown()[0]).toBe('One');
    act(() => screen.getByRole('link', { name: 'Open One' }).blur());
    tick(AUTO_ADVANCE_MS);
    expect(shown()[0]).toBe('Two');
  });

  it('has a visible Pause control that stops it, and Play that starts it again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause automatic sliding' });
    expect(pause).toHaveTextContent('Pause');

    await user.click(pause);
    periods(2); // (three periods would wrap back to the start)
    expect(shown()[0]).toBe('One');

    await user.click(screen.getByRole('button', { name: 'Play automatic sliding' }));
    tick(AUTO_ADVANCE_MS);
    expect(shown()[0]).toBe('Two');
  });

  it('does not move on its own when the visitor prefers reduced motion', async () => {
    setViewport({ reducedMotion: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    periods(2); // (three periods would wrap back to the start)
    expect(shown()[0]).toBe('One');
    expect(screen.getByRole('button', { name: 'Play automatic sliding' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next courses' }));
    expect(shown()[0]).toBe('Two');
  });

  it('steps with Previous and Next, wrapping at both ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous courses' }));
    expect(shown()).toEqual(['Three', 'Four', 'Five', 'Six']);
    await user.click(screen.getByRole('button', { name: 'Next courses' }));
    expect(shown()).toEqual(['One', 'Two', 'Three', 'Four']);
  });

  it('moves with a sideways swipe, and ignores a vertical one', () => {
    setViewport({ width: 375, reducedMotion: true });
    renderCarousel();
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(viewport(), { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(viewport(), { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(shown()).toEqual(['Two']);
    swipe([100, 200], [300, 190]);
    expect(shown()).toEqual(['One']);
    swipe([200, 400], [150, 100]);
    expect(shown()).toEqual(['One']);
  });

  it('keeps off-screen cards out of the tab order and names each slide', () => {
    renderCarousel();
    const slides = screen.getByRole('region', { name: 'Course categories' }).querySelectorAll('li');
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 6');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[4]).toHaveAttribute('inert');
    expect(slides[4]).toHaveAttribute('aria-hidden', 'true');
    expect(within(slides[0] as HTMLElement).getByRole('link')).toBeVisible();
  });

  it("in the server's HTML is a strip of every card, scrolled by hand; the cards scrolled to stay in view when its code takes over", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeProvider>{carousel()}</ThemeProvider>);
    document.body.append(container);
    const strip = container.querySelector<HTMLElement>('.viewport')!;
    // Nothing is out of reach before the code runs, and no button shows that would do nothing.
    expect(container.querySelectorAll('li[inert], li[aria-hidden="true"]')).toHaveLength(0);
    expect(container.querySelector('.controls')).not.toHaveAttribute('data-live');
    // The visitor scrolls two cards on (300 px each) before the code arrives.
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, writable: true, value: 600 });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);

    render(<ThemeProvider>{carousel()}</ThemeProvider>, { container, hydrate: true });
    expect(shown()).toEqual(['Three', 'Four', 'Five', 'Six']);
    expect(strip.scrollLeft).toBe(0);
    expect(container.querySelector('.controls')).toHaveAttribute('data-live');
    container.remove();
  });
});
