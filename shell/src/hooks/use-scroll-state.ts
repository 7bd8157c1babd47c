import { useEffect, useState } from 'react';

/** Spec: the header is flagged as scrolled past 10px; the desktop secondary bar hides past 100px going down. */
export const SCROLLED_AFTER_PX = 10;
export const HIDE_AFTER_PX = 100;

export interface ScrollState {
  scrolled: boolean;
  /** The secondary bar is hidden: scrolling down, below 100px. */
  hidden: boolean;
}

export function scrollStateAfter(previousY: number, y: number, previous: ScrollState): ScrollState {
  const scrolled = y > SCROLLED_AFTER_PX;
  if (y <= HIDE_AFTER_PX) return { scrolled, hidden: false };
  if (y > previousY) return { scrolled, hidden: true };
  if (y < previousY) return { scrolled, hidden: false };
  return { scrolled, hidden: previous.hidden };
}

export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ scrolled: false, hidden: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      // At most one update per frame, however fast the scroll events come.
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // Captured now: React may run the updater later, after lastY has moved on.
        const previousY = lastY;
        lastY = y;
        setState((previous) => {
          const next = scrollStateAfter(previousY, y, previous);
          return next.scrolled === previous.scrolled && next.hidden === previous.hidden ? previous : next;
        });
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
