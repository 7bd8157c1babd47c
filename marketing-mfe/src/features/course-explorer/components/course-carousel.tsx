import { css, type Theme } from '@emotion/react';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode, type TouchEvent } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useVisibleCount } from '../hooks/use-visible-count';

/** Spec section 9: the course carousel moves on every 5 seconds. */
export const AUTO_ADVANCE_MS = 5000;
/** A horizontal swipe longer than this moves the carousel on a touch screen. */
const SWIPE_PX = 40;

// The viewport's padding leaves room for the cards' focus outlines and shadows.
const carouselStyles = (theme: Theme) => css`
  .viewport {
    overflow: hidden;
    padding: 0.25rem 0;
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
    min-width: 0;
    padding: 0.5rem;
  }
  .track > li > * {
    flex: 1;
  }
  ${theme.media.reducedMotion} {
    .track {
      transition: none;
    }
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
 */
export function CourseCarousel<T>({ items, label, itemKey, renderItem }: CourseCarouselProps<T>) {
  const visible = useVisibleCount();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so play unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const lastStart = Math.max(0, items.length - visible);
  const start = Math.min(index, lastStart);
  const playing = playChoice ?? !reducedMotion;
  const advancing = playing && !hovered && !focused && lastStart > 0;

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
        className="viewport"
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
          style={{ transform: `translateX(-${(start * 100) / visible}%)` }}
        >
          {items.map((item, i) => {
            const shown = i >= start && i < start + visible;
            return (
              <li
                key={itemKey(item)}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                aria-hidden={!shown}
                inert={!shown}
                style={{ flex: `0 0 ${100 / visible}%` }}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {lastStart > 0 && (
        <div className="controls">
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
