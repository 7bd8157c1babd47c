import { css, type Theme } from '@emotion/react';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type TouchEvent } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useVisibleCount } from '../hooks/use-visible-count';

/** Spec section 9: the course carousel moves on every 5 seconds. */
export const AUTO_ADVANCE_MS = 5000;
/** A horizontal swipe longer than this moves the carousel on a touch screen. */
const SWIPE_PX = 40;

// The viewport's padding leaves room for the cards' focus outlines and shadows. Until the carousel's code
// runs (and without it) the viewport is a strip scrolled by hand, card by card; then it moves by transform.
// The cards' widths are the CSS's (the same breakpoints as useVisibleCount), so the server's HTML has them.
const carouselStyles = (theme: Theme) => css`
  .viewport {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding: 0.25rem 0;
  }
  .viewport[data-live] {
    overflow: hidden;
  }
  .track {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
    transition: transform 0.5s ease;
  }
  .track > li {
    display: flex;
    flex: 0 0 100%;
    min-width: 0;
    padding: 0.5rem;
    scroll-snap-align: start;
  }
  ${theme.media.sm} {
    .track > li {
      flex-basis: 50%;
    }
  }
  ${theme.media.md} {
    .track > li {
      flex-basis: calc(100% / 3);
    }
  }
  ${theme.media.lg} {
    .track > li {
      flex-basis: 25%;
    }
  }
  .track > li > * {
    flex: 1;
  }
  ${theme.media.reducedMotion} {
    .track {
      transition: none;
    }
  }
  /* Its buttons need its code: kept in place (nothing moves when they arrive) but hidden until then. */
  .controls:not([data-live]) {
    visibility: hidden;
  }
  .controls {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    margin-top: 1rem;
  }
  .controls button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .controls button:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  .position {
    min-width: 6.5rem;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    text-align: center;
  }
`;

export interface CourseCarouselProps<T> {
  items: T[];
  /** Names the carousel for screen readers: 'Course categories'. */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * Shows 1-4 items at a time and moves on by one every 5 s, back to the start after the last full window;
 * Previous / Next buttons and a sideways swipe move it by hand.
 * It stops while the pointer is over the items or focus is in them, when the visitor presses Pause (WCAG
 * 2.2.2), and does not move on its own for visitors who prefer reduced motion. Items outside the window are
 * inert, so Tab only reaches what is on screen.
 * Before its code runs (the server's HTML) and without JavaScript it is a strip of every item, scrolled by
 * hand; when the code takes over, the items scrolled to stay in view.
 */
export function CourseCarousel<T>({ items, label, itemKey, renderItem }: CourseCarouselProps<T>) {
  const visible = useVisibleCount();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so play unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);

  // Before paint: the window starts where the visitor scrolled the strip to, and the transform takes over.
  useLayoutEffect(() => {
    const strip = viewport.current;
    const card = strip?.querySelector('li')?.getBoundingClientRect().width;
    if (strip && card && strip.scrollLeft > 0) {
      setIndex(Math.round(strip.scrollLeft / card));
      strip.scrollLeft = 0;
    }
    setLive(true);
  }, []);

  const lastStart = Math.max(0, items.length - visible);
  const start = Math.min(index, lastStart);
  const playing = playChoice ?? !reducedMotion;
  const advancing = live && playing && !hovered && !focused && lastStart > 0;

  const next = () => setIndex((i) => (Math.min(i, lastStart) >= lastStart ? 0 : Math.min(i, lastStart) + 1));
  const previous = () => setIndex((i) => (Math.min(i, lastStart) <= 0 ? lastStart : Math.min(i, lastStart) - 1));

  useEffect(() => {
    if (!advancing) return;
    // Restarted whenever the window moves, so a manual step also gets its full 5 s.
    const timer = setTimeout(() => setIndex((i) => (Math.min(i, lastStart) >= lastStart ? 0 : Math.min(i, lastStart) + 1)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [advancing, start, lastStart]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const from = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    // Mostly sideways: a vertical swipe is the visitor scrolling the page.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
    if (dx < 0) next();
    else previous();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const first = start + 1;
  const last = Math.min(start + visible, items.length);
  return (
    <div css={carouselStyles} role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewport}
        className="viewport"
        data-live={live || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <ul
          className="track"
          // Announce a new window when the visitor moves it, not every 5 s on its own.
          aria-live={advancing ? 'off' : 'polite'}
          style={live ? { transform: `translateX(-${(start * 100) / visible}%)` } : undefined}
        >
          {items.map((item, i) => {
            // Until the code runs every item is reachable: the visitor scrolls to it.
            const shown = !live || (i >= start && i < start + visible);
            return (
              <li
                key={itemKey(item)}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                aria-hidden={!shown}
                inert={!shown}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {lastStart > 0 && (
        <div className="controls" data-live={live || undefined}>
          <button type="button" onClick={previous}>
            <span aria-hidden="true">←</span>
            <VisuallyHidden>Previous courses</VisuallyHidden>
          </button>
          <button type="button" onClick={() => setPlayChoice(!playing)}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            {playing ? 'Pause' : 'Play'}
            <VisuallyHidden> automatic sliding</VisuallyHidden>
          </button>
          <button type="button" onClick={next}>
            <span aria-hidden="true">→</span>
            <VisuallyHidden>Next courses</VisuallyHidden>
          </button>
          <p className="position" aria-hidden="true">
            {first === last ? first : `${first}–${last}`} of {items.length}
          </p>
        </div>
      )}
    </div>
  );
}
