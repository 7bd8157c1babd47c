import { css, keyframes, type Theme } from '@emotion/react';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { LOGO, PARTNER_SCROLL_SECONDS, PARTNERS } from '../data/partners';

const scroll = keyframes`
  to { transform: translateX(-50%); }
`;

const stripStyles = (theme: Theme) => css`
  /* Scrolled by hand too (a swipe, a trackpad, the arrow keys once focused). */
  .window {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    -webkit-mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
    mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .moving {
    flex-wrap: nowrap;
    width: max-content;
    animation: ${scroll} linear infinite;
    animation-duration: ${PARTNER_SCROLL_SECONDS}s;
  }
  /* Paused by hover, by focus in the strip (scrolling it with the keyboard) and by its switch: a native
     checkbox, so it works before the page's code arrives and without it. */
  .window:hover .moving,
  .window:focus-within .moving,
  &:has(.pause input:checked) .moving {
    animation-play-state: paused;
  }
  li {
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.md};
    background: #fff;
  }
  img {
    display: block;
  }
  .pause {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    width: fit-content;
    min-height: 44px;
    margin: 1rem auto 0;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    cursor: pointer;
  }
  .pause input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  .pause:focus-within {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  /* For visitors who prefer reduced motion, a still row of the logos, once, and no switch: by CSS alone, so the
     HTML is the same for everyone and nothing changes when the page's code arrives. */
  ${theme.media.reducedMotion} {
    .moving {
      flex-wrap: wrap;
      width: auto;
      animation: none;
    }
    .moving > li[aria-hidden='true'],
    .pause {
      display: none;
    }
  }
`;

/**
 * The technology partners' logos, scrolling round every 20 s; the visitor may also scroll them by hand. It
 * stops on hover, on focus and with its Pause switch (WCAG 2.2.2): a checkbox that pauses it through CSS, so
 * it works at every moment, with or without the page's code. For visitors who prefer reduced motion it is a
 * still row (CSS too).
 */
export function PartnerStrip() {
  // The moving strip shows every logo twice so that it loops seamlessly; the copy is hidden from readers.
  const logos = [...PARTNERS, ...PARTNERS];
  return (
    <div css={stripStyles}>
      {/* A scroll container must be focusable for keyboard users to scroll it (axe: scrollable-region-focusable);
          focus also pauses it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="window" tabIndex={0} role="group" aria-label="Technology partners">
        <ul className="moving">
          {logos.map((partner, i) => {
            const copy = i >= PARTNERS.length;
            return (
              <li key={`${partner.name}-${i}`} aria-hidden={copy || undefined}>
                <img
                  src={partner.logo}
                  alt={copy ? '' : partner.name}
                  width={LOGO.width}
                  height={LOGO.height}
                  loading="lazy"
                />
              </li>
            );
          })}
        </ul>
      </div>
      <label className="pause">
        <input type="checkbox" />
        Pause<VisuallyHidden> partner logos</VisuallyHidden>
      </label>
    </div>
  );
}
