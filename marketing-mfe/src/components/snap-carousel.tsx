import { css, type Theme } from '@emotion/react';
import { breakpoints } from '@blueprint/shared/theme';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../lib/use-media-query';

/** How many items show at once: below `sm`, from `sm`, from `md`, from `lg` (shared breakpoints). */
export type PerView = readonly [number, number, number, number];

const WIDTHS = [0, breakpoints.sm, breakpoints.md, breakpoints.lg];

/** The media query of each width range (`null`: no bound), with the items it shows. */
function ranges(perView: PerView) {
  return perView.map((view, i) => {
    const from = WIDTHS[i] ?? 0;
    const to = WIDTHS[i + 1];
    const query = [from > 0 ? `(min-width: ${from}px)` : '', to ? `(max-width: ${to - 0.02}px)` : '']
      .filter(Boolean)
      .join(' and ');
    return { view, query };
  });
}

/** The item the first one in view moves to: one back or on, round at either end (the spec's carousel). */
export function stepTarget(start: number, count: number, view: number, direction: 'previous' | 'next'): number {
  const lastStart = Math.max(0, count - view);
  if (direction === 'next') return start >= lastStart ? 0 : start + 1;
  return start <= 0 ? lastStart : Math.min(start, lastStart) - 1;
}

/** The items whose window starts a row: the row's own first item, and for the last row every item after it. */
function itemsOfRow(start: number, count: number, view: number): number[] {
  const lastStart = Math.max(0, count - view);
  return start < lastStart ? [start] : Array.from({ length: count - lastStart }, (_, i) => lastStart + i);
}

/**
 * Which row of steps shows, and which dot is current, as CSS: before the code runs (or without it) by the slide
 * the address points at (`:target`, set by the browser when a step or a dot is followed), else the first; once
 * live, by the slide in view (`data-start`, kept by the code). A row names the items it is shown for
 * (`data-for`), so one rule per item serves every width; each width range hides the rows of the others.
 */
function stateRules(count: number, perView: PerView): string {
  const untargeted = '&:not([data-live]):not(:has(> .strip > li > .anchor:target))';
  let rules = `${untargeted} .controls [data-start="0"]{display:inline-flex}${untargeted} .dots > li:first-child > a::before{background:var(--dot-current)}`;
  for (let item = 0; item < count; item += 1) {
    const targeted = `&:not([data-live]):has(> .strip > li:nth-child(${item + 1}) > .anchor:target)`;
    rules += `${targeted} .controls [data-for~="${item}"]{display:inline-flex}`;
    rules += `${targeted} .dots > li:nth-child(${item + 1}) > a::before{background:var(--dot-current)}`;
    rules += `&[data-live][data-start="${item}"] .controls [data-for~="${item}"]{display:inline-flex}`;
  }
  if (new Set(perView).size > 1) {
    for (const { view, query } of ranges(perView))
      rules += `@media ${query}{.controls [data-view]:not([data-view="${view}"]){display:none !important}}`;
  }
  return rules;
}

/** How many items each anchor's window holds, from its own to the last (`--rest`): one rule per item. */
function restRules(count: number): string {
  let rules = '';
  for (let item = 0; item < count; item += 1)
    rules += `.strip > li:nth-child(${item + 1}) > .anchor{--rest:${count - item}}`;
  return rules;
}

/**
 * What every carousel looks like: the same rules for all, so a page with two writes them once (the parts that
 * vary with the items in view and their number are carouselState's).
 */
const carouselLook = (theme: Theme) => css`
  --dot-current: ${theme.colors.primary};
  /* Every item, in a strip scrolled by hand or by the steps below: the same at every moment, with or without
     the code. */
  .strip {
    display: flex;
    margin: 0;
    padding: 0.25rem 0;
    list-style: none;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: thin;
  }
  ${theme.media.reducedMotion} {
    .strip {
      scroll-behavior: auto;
    }
  }
  /* Positioned: what is inside stays inside the strip (a visually hidden label would otherwise widen the page). */
  .strip > li {
    position: relative;
    display: flex;
    flex: 0 0 calc(100% / var(--per-view));
    min-width: 0;
    padding: 0.5rem;
    scroll-snap-align: start;
  }
  /* What a step or a dot leads to: the window of items starting with this one (as wide as the strip, or up to
     its end). The browser scrolls a target into view by the shortest way, so a target as wide as the view
     always ends up filling it, from its item: the strip then starts with that item, whichever way it came.
     Below the fixed header, when the page scrolls to it; never in the way of a tap. */
  .strip > li > .anchor {
    position: absolute;
    top: 0;
    left: 0;
    width: calc(100% * min(var(--per-view), var(--rest)));
    height: 1px;
    pointer-events: none;
    scroll-margin-top: 80px;
    ${theme.media.md} {
      scroll-margin-top: 128px;
    }
  }
  .strip > li > :not(.anchor) {
    flex: 1;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    margin-top: 1rem;
  }
  /* One step of each kind per position (and width): the rules below show the one for where the strip is. */
  .controls [data-start] {
    display: none;
  }
  .step {
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  .step:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  .position {
    justify-content: center;
    min-width: 6.5rem;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .dots {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* A 44 px tall target around a small circle. */
  .dots a {
    display: grid;
    place-items: center;
    width: 32px;
    height: 44px;
  }
  .dots a::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${theme.colors.primary};
    border-radius: 50%;
  }
  .dots a[aria-current='true']::before {
    background: var(--dot-current);
  }
  .pause {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    font-weight: 600;
    cursor: pointer;
  }
  .pause input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  /* Nothing moves on its own without the code, or for visitors who prefer less motion: no switch to show. */
  @media (scripting: none) {
    .pause {
      display: none;
    }
  }
  ${theme.media.reducedMotion} {
    .pause {
      display: none;
    }
  }
`;

/** The items in view at each width, the anchors' windows, and which steps and dot show. */
const carouselState = (theme: Theme, perView: PerView, count: number) => css`
  --per-view: ${perView[0]};
  ${theme.media.sm} {
    --per-view: ${perView[1]};
  }
  ${theme.media.md} {
    --per-view: ${perView[2]};
  }
  ${theme.media.lg} {
    --per-view: ${perView[3]};
  }
  ${restRules(count)}
  ${stateRules(count, perView)}
`;

export interface SnapCarouselProps<T> {
  /** Fixed id prefix (the same in the server's HTML and the browser's render): item n's anchor is `${id}-${n}`. */
  id: string;
  items: readonly T[];
  /** Names the carousel for screen readers: 'Course categories'. */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  perView: PerView;
  /** The steps' names: 'Previous courses', 'Next courses'. */
  stepLabels: { previous: string; next: string };
  /** A dot per item, leading to it, named by this ('Testimonial 1: Priya Sharma'). */
  dotLabel?: (item: T, index: number) => string;
  /** Says which items show ('1–4 of 6'). */
  showPosition?: boolean;
  /** Once its code runs, it moves on by itself every so often, until paused or moved by hand. */
  autoAdvanceMs?: number;
  /** The Pause switch's words (with autoAdvanceMs). */
  pauseLabel?: ReactNode;
}

/**
 * A carousel that is a scroll-snap strip: every item is in the HTML, reached by a swipe, by its steps and its
 * dots, which are links to the items (`#<id>-<n>`): the browser follows them before the page's code arrives
 * and without JavaScript (the row of steps for the item in view shows, by `:target`). With the code, a step
 * scrolls the strip alone (the page does not move, the address does not change), and the carousel may move on
 * by itself (WCAG 2.2.2: it stops for a pointer over it, focus in it, its Pause switch, a step taken by hand,
 * and for visitors who prefer reduced motion). It adopts what the visitor did before: the item scrolled to, and
 * the switch.
 */
export function SnapCarousel<T>({
  id,
  items,
  label,
  itemKey,
  renderItem,
  perView,
  stepLabels,
  dotLabel,
  showPosition = false,
  autoAdvanceMs,
  pauseLabel,
}: SnapCarouselProps<T>) {
  const count = items.length;
  const strip = useRef<HTMLUListElement>(null);
  const pauseSwitch = useRef<HTMLInputElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [live, setLive] = useState(false);
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [movedByHand, setMovedByHand] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  /** The item at the strip's start, as it is scrolled now. */
  const readStart = () => {
    const element = strip.current;
    const width = element?.querySelector('li')?.getBoundingClientRect().width;
    return element && width ? Math.round(element.scrollLeft / width) : 0;
  };

  // Before paint: the carousel as the visitor left it (the item scrolled to, the switch), then live.
  useLayoutEffect(() => {
    const at = readStart();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopting the DOM the visitor changed before the code ran, once, before paint
    setStart(at);
    if (at > 0) setMovedByHand(true);
    setPaused(Boolean(pauseSwitch.current?.checked));
    setLive(true);
  }, []);

  const show = (item: number) => {
    const element = strip.current;
    const width = element?.querySelector('li')?.getBoundingClientRect().width;
    if (!element || !width) return;
    element.scrollTo({ left: item * width, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setStart(readStart()));
  };

  // A step or a dot, followed with the code: the strip scrolls, the page and the address stay.
  const onControl = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const item = link ? Number(link.hash.slice(id.length + 2)) - 1 : -1;
    if (!link || !(item >= 0 && item < count)) return;
    event.preventDefault();
    setMovedByHand(true);
    show(item);
  };

  // The steps' row for the new position replaced the one that held focus: focus its same step.
  const controls = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const box = controls.current;
    if (!box || !(active instanceof HTMLElement) || !box.contains(active) || active.offsetParent !== null) return;
    const kind = active.dataset.step;
    const replacement = [...box.querySelectorAll<HTMLElement>(`[data-step="${kind}"]`)].find(
      (step) => step.offsetParent !== null,
    );
    replacement?.focus();
  }, [start]);

  const advancing =
    live &&
    autoAdvanceMs !== undefined &&
    !reducedMotion &&
    !paused &&
    !movedByHand &&
    !hovered &&
    !focused &&
    count > 1;
  useEffect(() => {
    if (!advancing) return;
    const element = strip.current;
    const width = element?.querySelector('li')?.getBoundingClientRect().width ?? 0;
    const view = element && width ? Math.round(element.clientWidth / width) : 1;
    const timer = setTimeout(() => show(stepTarget(start, count, view, 'next')), autoAdvanceMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show reads the strip as it is then
  }, [advancing, start, count, autoAdvanceMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  // A step of each kind for each first item in view, at each width's number of items in view.
  const steps = [...new Set(perView)].flatMap((view) =>
    Array.from({ length: Math.max(0, count - view) + 1 }, (_, from) => ({ view, from })),
  );
  const href = (item: number) => `#${id}-${item + 1}`;
  return (
    <div css={carouselLook}>
      <div
        css={(theme: Theme) => carouselState(theme, perView, count)}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-live={live || undefined}
        data-start={live ? start : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {/* A scroll container must be focusable for keyboard users to scroll it (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="strip" ref={strip} tabIndex={0} onScroll={onScroll}>
          {items.map((item, i) => (
            <li key={itemKey(item)} aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              <span className="anchor" id={`${id}-${i + 1}`} />
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are the controls (Enter clicks them) */}
        <div className="controls" ref={controls} onClick={onControl}>
          {steps.map(({ view, from }) => (
            <a
              key={`${view}-${from}`}
              className="step"
              href={href(stepTarget(from, count, view, 'previous'))}
              data-step="previous"
              data-view={view}
              data-start={from}
              data-for={itemsOfRow(from, count, view).join(' ')}
            >
              <span aria-hidden="true">←</span>
              <VisuallyHidden>{stepLabels.previous}</VisuallyHidden>
            </a>
          ))}
          {showPosition &&
            steps.map(({ view, from }) => {
              const last = Math.min(from + view, count);
              return (
                <span
                  key={`${view}-${from}`}
                  className="position"
                  aria-hidden="true"
                  data-view={view}
                  data-start={from}
                  data-for={itemsOfRow(from, count, view).join(' ')}
                >
                  {from + 1 === last ? last : `${from + 1}–${last}`} of {count}
                </span>
              );
            })}
          {dotLabel && (
            <ol className="dots">
              {items.map((item, i) => (
                <li key={itemKey(item)}>
                  <a
                    href={href(i)}
                    aria-label={dotLabel(item, i)}
                    aria-current={live && i === start ? 'true' : undefined}
                  />
                </li>
              ))}
            </ol>
          )}
          {steps.map(({ view, from }) => (
            <a
              key={`${view}-${from}`}
              className="step"
              href={href(stepTarget(from, count, view, 'next'))}
              data-step="next"
              data-view={view}
              data-start={from}
              data-for={itemsOfRow(from, count, view).join(' ')}
            >
              <span aria-hidden="true">→</span>
              <VisuallyHidden>{stepLabels.next}</VisuallyHidden>
            </a>
          ))}
          {autoAdvanceMs !== undefined && (
            <label className="pause">
              <input type="checkbox" ref={pauseSwitch} onChange={(event) => setPaused(event.target.checked)} />
              {pauseLabel}
            </label>
          )}
        </div>
      </div>
    </div>
  );
}
