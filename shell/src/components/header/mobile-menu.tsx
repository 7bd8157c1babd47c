import { css, keyframes, type Theme } from '@emotion/react';
import { pagePathOf } from '@blueprint/contract/paths';
import { Link, useBasePath, useLocation } from '@blueprint/shared/router';
import type { MouseEvent } from 'react';
import { PrefetchLink } from '../../remotes/prefetch-link';
import { useSiteNavigation } from '../../remotes/site-pages';
import { isCourseMenu } from './course-menu';

/** The menu's id: the menu button names it (popovertarget). One menu per page. */
export const MOBILE_MENU_ID = 'site-menu';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

// A popover is in the top layer, over the fixed header; the browser's own styles centre it, these pin it to
// the left edge at full height.
const menuStyles = (theme: Theme) => css`
  inset: 0 auto 0 0;
  width: min(20rem, 85vw);
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  &:popover-open {
    animation: ${slideIn} 0.2s ease-out;
  }
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
  .menu-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1rem 1.25rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .menu-header h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .menu-close {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: inherit;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  ul {
    margin: 0;
    padding: 0 1.25rem;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.85rem 0.5rem;
    border-bottom: 1px solid ${theme.colors.border};
    color: inherit;
    font-size: 1.1rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

/** A link followed inside the page (the router's) leaves the menu open: close it. */
function closeMenu(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The phone menu: a popover, so it opens and closes in the browser itself, with or without JavaScript and
 * before the page is hydrated: the menu button opens it, Escape, the close button or a tap outside close it,
 * and focus goes back to the button. Its links are plain links first; with the shell's code they navigate in
 * the page and close the menu.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const base = useBasePath('always');
  // Courses scrolls to the home page's course section, from wherever the visitor is.
  const onHome = ['', 'home'].includes(pagePathOf(pathname));
  const coursesTarget = `${onHome ? pathname : `${base}/`}#explore-courses`;
  const titleId = `${MOBILE_MENU_ID}-title`;
  // The remotes' entries (site-pages.ts), in the phone menu's order.
  const navigation = useSiteNavigation();
  const entries = [...navigation].sort((a, b) => (a.mobileOrder ?? a.order) - (b.mobileOrder ?? b.order));
  return (
    <div css={menuStyles} id={MOBILE_MENU_ID} popover="auto" role="dialog" aria-labelledby={titleId}>
      <div className="menu-header">
        <h2 id={titleId}>Menu</h2>
        <button
          className="menu-close"
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul>
          {entries.map((entry) => (
            <li key={`${entry.remote}/${entry.path}`}>
              {isCourseMenu(entry) ? (
                <Link to={coursesTarget} onClick={closeMenu}>
                  {entry.label}
                </Link>
              ) : (
                <PrefetchLink to={`${base}/${entry.path}`} onClick={closeMenu}>
                  {entry.label}
                </PrefetchLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
