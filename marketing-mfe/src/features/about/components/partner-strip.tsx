import { css, keyframes, type Theme } from '@emotion/react';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { LOGO, PARTNER_SCROLL_SECONDS, PARTNERS } from '../data/partners';

const scroll = keyframes`
  to { transform: translateX(-50%); }
`;

const stripStyles = (theme: Theme) => css`
  .window {
    overflow: hidden;
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
  }
  .window:hover .moving,
  [data-paused='true'] .moving {
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
  button {
    display: block;
    min-height: 44px;
    margin: 1rem auto 0;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  ${theme.media.reducedMotion} {
    .moving {
      animation: none;
    }
  }
`;

/**
 * The technology partners' logos, scrolling round every 20 s. It stops on hover and with its Pause button
 * (WCAG 2.2.2); for visitors who prefer reduced motion it is a still row.
 */
export function PartnerStrip() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // The moving strip shows every logo twice so that it loops seamlessly; the copy is hidden from readers.
  const logos = reducedMotion ? PARTNERS : [...PARTNERS, ...PARTNERS];
  return (
    <div css={stripStyles} data-paused={paused}>
      <div className="window">
        <ul className={reducedMotion ? undefined : 'moving'} style={reducedMotion ? undefined : { animationDuration: `${PARTNER_SCROLL_SECONDS}s` }}>
          {logos.map((partner, i) => {
            const copy = i >= PARTNERS.length;
            return (
              <li key={`${partner.name}-${i}`} aria-hidden={copy || undefined}>
                <img src={partner.logo} alt={copy ? '' : partner.name} width={LOGO.width} height={LOGO.height} loading="lazy" />
              </li>
            );
          })}
        </ul>
      </div>
      {!reducedMotion && (
        <button type="button" onClick={() => setPaused(!paused)}>
          {paused ? 'Play' : 'Pause'}
          <VisuallyHidden> partner logos</VisuallyHidden>
        </button>
      )}
    </div>
  );
}
