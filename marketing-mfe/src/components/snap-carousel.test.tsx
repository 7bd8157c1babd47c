import { ThemeProvider } from '@blueprint/shared/theme';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { resetViewport, setViewport } from '../testing/match-media';
import { renderWithProviders } from '../testing/render';
import { SnapCarousel, stepTarget, type SnapCarouselProps } from './snap-carousel';

const ITEMS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
const ITEM_WIDTH = 300;

function carousel(props: Partial<SnapCarouselProps<string>> = {}) {
  return (
    <SnapCarousel
      id="card"
      items={ITEMS}
      label="Course categories"
      itemKey={(item) => item}
      renderItem={(item) => (
        <article>
          <h3>{item}</h3>
        </article>
      )}
      perView={[1, 2, 3, 4]}
      stepLabels={{ previous: 'Previous courses', next: 'Next courses' }}
      showPosition
      {...props}
    />
  );
}

/** Where the strip has been scrolled to (jsdom lays nothing out: widths and scrolling are played here). */
let scrolledTo: number[] = [];

beforeEach(() => {
  scrolledTo = [];
  setViewport({ width: 1300 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { width: this.tagName === 'LI' ? ITEM_WIDTH : 0 } as DOMRect;
  });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    scrolledTo.push(left / ITEM_WIDTH);
    Object.defineProperty(this, 'scrollLeft', { configurable: true, value: left });
    fireEvent.scroll(this);
  };
  // Four items in view (the width set above).
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('strip') ? 4 * ITEM_WIDTH : 0;
  });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});
afterEach(() => {
  jest.useRealTimers();
  resetViewport();
});

/** The carousel as the server renders it, in the page (emotion's styles moved to the head, as in a page). */
function serverHtml(props: Partial<SnapCarouselProps<string>> = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ThemeProvider>{carousel(props)}</ThemeProvider>);
  for (const style of container.querySelectorAll('style')) document.head.append(style);
  document.body.append(container);
  return container;
}

/** The steps of one width's row, as the server's HTML has them (all rows are in the HTML; CSS shows one). */
const row = (view: number, start: number) =>
  screen.getByRole('region').querySelectorAll(`[data-view="${view}"][data-start="${start}"]`);

describe('stepTarget', () => {
  it.each([
    // [start, view, direction, target]: round at either end of the windows a width shows.
    [0, 1, 'next', 1],
    [5, 1, 'next', 0],
    [0, 1, 'previous', 5],
    [0, 4, 'previous', 2],
    [2, 4, 'next', 0],
    [1, 4, 'next', 2],
    [3, 3, 'next', 0],
  ] as const)('from %i with %i in view, %s leads to %i', (start, view, direction, target) => {
    expect(stepTarget(start, ITEMS.length, view, direction)).toBe(target);
  });
});

describe('SnapCarousel', () => {
  it("is in the server's HTML whole: every item with its id, and steps that are links to items", () => {
    const html = renderToString(<ThemeProvider>{carousel()}</ThemeProvider>);
    for (let n = 1; n <= 6; n += 1) expect(html).toContain(`id="card-${n}"`);
    // From the first item, on a phone (one in view): back to the last, on to the second.
    expect(html).toMatch(/<a class="step" href="#card-6" data-step="previous" data-view="1" data-start="0"/);
    expect(html).toMatch(/<a class="step" href="#card-2" data-step="next" data-view="1" data-start="0"/);
    expect(html).not.toContain('data-live');
  });

  it('has a row of steps for every first item in view at every width, leading where stepTarget says', () => {
    renderWithProviders(carousel());
    for (const view of [1, 2, 3, 4]) {
      for (let start = 0; start <= ITEMS.length - view; start += 1) {
        const [previous, position, next] = row(view, start);
        expect(previous).toHaveAttribute('href', `#card-${stepTarget(start, 6, view, 'previous') + 1}`);
        expect(next).toHaveAttribute('href', `#card-${stepTarget(start, 6, view, 'next') + 1}`);
        expect(position).toHaveTextContent(view === 1 ? `${start + 1} of 6` : `${start + 1}–${start + view} of 6`);
      }
      expect(row(view, ITEMS.length - view + 1)).toHaveLength(0);
    }
  });

  it('names on each row the items it shows for: its first item, and on the last row every item after it too', () => {
    renderWithProviders(carousel());
    expect(row(1, 3)[0]).toHaveAttribute('data-for', '3');
    expect(row(4, 1)[0]).toHaveAttribute('data-for', '1');
    // Four in view: the row from the third item shows for the third to the sixth.
    for (const step of row(4, 2)) expect(step).toHaveAttribute('data-for', '2 3 4 5');
    expect(row(1, 5)[0]).toHaveAttribute('data-for', '5');
  });

  it('with its code, a step scrolls the strip alone: the link is not followed', () => {
    renderWithProviders(carousel());
    const [, , next] = row(4, 0);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      next!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(scrolledTo).toEqual([1]);
    expect(screen.getByRole('region')).toHaveAttribute('data-start', '1');
  });

  it('adopts the item the visitor scrolled to before its code ran', () => {
    // The server's HTML, scrolled by hand to the third item, then hydrated.
    const container = serverHtml();
    Object.defineProperty(container.querySelector('ul')!, 'scrollLeft', { configurable: true, value: 2 * ITEM_WIDTH });
    render(<ThemeProvider>{carousel()}</ThemeProvider>, { container, hydrate: true });
    expect(screen.getByRole('region')).toHaveAttribute('data-start', '2');
    expect(scrolledTo).toEqual([]);
    container.remove();
  });

  it('moves on by itself every 5 s, round to the start, once its code runs', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    renderWithProviders(carousel({ autoAdvanceMs: 5000, pauseLabel: 'Pause automatic sliding' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(scrolledTo).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    for (let i = 0; i < 2; i += 1) act(() => jest.advanceTimersByTime(5000));
    // Four in view: 0 → 1 → 2, then back to 0.
    expect(scrolledTo).toEqual([1, 2, 0]);
  });

  it('stops moving on its own once the visitor steps it by hand, or pauses it', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    renderWithProviders(carousel({ autoAdvanceMs: 5000, pauseLabel: 'Pause automatic sliding' }));
    act(() => {
      (row(4, 0)[2] as HTMLElement).click();
    });
    scrolledTo = [];
    act(() => jest.advanceTimersByTime(20000));
    expect(scrolledTo).toEqual([]);
  });

  it('adopts its Pause switch as the visitor left it before the code ran', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const props = { autoAdvanceMs: 5000, pauseLabel: 'Pause automatic sliding' };
    const container = serverHtml(props);
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    render(<ThemeProvider>{carousel(props)}</ThemeProvider>, { container, hydrate: true });
    expect(screen.getByRole('checkbox', { name: 'Pause automatic sliding' })).toBeChecked();
    act(() => jest.advanceTimersByTime(20000));
    expect(scrolledTo).toEqual([]);
    container.remove();
  });

  it('does not move on its own for visitors who prefer reduced motion', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    setViewport({ width: 1300, reducedMotion: true });
    renderWithProviders(carousel({ autoAdvanceMs: 5000, pauseLabel: 'Pause automatic sliding' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(scrolledTo).toEqual([]);
  });

  it('marks the dot of the item in view as current once live', () => {
    renderWithProviders(
      carousel({ perView: [1, 1, 1, 1], showPosition: false, dotLabel: (item, i) => `Testimonial ${i + 1}: ${item}` }),
    );
    const dots = within(screen.getByRole('region').querySelector('.dots')!).getAllByRole('link');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(
      ITEMS.map((item, i) => `Testimonial ${i + 1}: ${item}`),
    );
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => {
      dots[3]!.click();
    });
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });
});
