import { css, type Theme } from '@emotion/react';
import { SITE_NAME } from '@blueprint/contract/site';
import { CONTACT_WHATSAPP } from '@blueprint/shared/constants';
import { Link, NavLink, useBasePath, useLocation } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useSiteNavigation } from '../../remotes/site-pages';
import { useScrollState } from '../../hooks/use-scroll-state';
import { preloadRoute } from '../../remotes/prefetch-link';
import { Logo } from '../logo';
import { isCourseMenu } from './course-menu';
import { CoursesDropdown } from './courses-dropdown';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

export const TOP_BAR_HEIGHT = 64;
export const NAV_BAR_HEIGHT = 48;

const headerStyles = (theme: Theme) => css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.z.header};
  .top-bar {
    position: relative;
    z-index: 2;
    height: ${TOP_BAR_HEIGHT}px;
    background: ${theme.colors.background};
    border-bottom: 1px solid ${theme.colors.border};
    transition: box-shadow 0.2s ease;
  }
  &[data-scrolled='true'] .top-bar {
    box-shadow: ${theme.shadow.md};
  }
  .top-bar > div {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    height: 100%;
  }
  .brand {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    margin-right: auto;
    color: ${theme.colors.primary};
    font-size: 1.15rem;
    font-weight: 800;
    text-decoration: none;
  }
  /* On the narrowest phones the mark alone names the brand (the link keeps its label). */
  .brand span {
    display: none;
    color: ${theme.colors.text};
  }
  @media (min-width: 480px) {
    .brand span {
      display: inline;
    }
  }
  .get-started {
    ${buttonStyles(theme, 'primary')}
    padding: 0.5rem 1rem;
  }
  .menu-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  /* The secondary bar slides up behind the top bar when hidden; 'transform: none' otherwise. */
  .nav-bar {
    display: none;
    position: relative;
    z-index: 1;
    height: ${NAV_BAR_HEIGHT}px;
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    transform: none;
    transition: transform 0.25s ease;
  }
  .nav-bar[data-hidden='true'] {
    transform: translateY(-100%);
  }
  .nav-bar[data-hidden='true']:focus-within {
    transform: none;
  }
  ${theme.media.md} {
    .menu-button {
      display: none;
    }
    .nav-bar {
      display: block;
    }
  }
  .nav-links {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .nav-links > li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    color: inherit;
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  .nav-links > li > a[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
`;

function NavItem({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} onMouseEnter={() => preloadRoute(to)} onFocus={() => preloadRoute(to)}>
        {label}
      </NavLink>
    </li>
  );
}

export function Header() {
  const { scrolled, hidden } = useScrollState();
  // Relative to the base: the navigation bar always leads under /blueprint (useBasePath('always')).
  const base = useBasePath('always');
  // The entries the remotes publish with their pages (site-pages.ts), in their order.
  const navigation = useSiteNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <header css={headerStyles} data-scrolled={scrolled} data-testid="site-header">
        <div className="top-bar">
          <Container>
            {/* Opens the menu in the browser itself (a popover): at once, with or without JavaScript. */}
            <button
              className="menu-button"
              type="button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              popoverTarget={MOBILE_MENU_ID}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <Link className="brand" to={`${base}/`} aria-label={`${SITE_NAME} home`}>
              <Logo />
              <span aria-hidden="true">{SITE_NAME}</span>
            </Link>
            <ThemeToggle />
            <a className="get-started" href={CONTACT_WHATSAPP} target="_blank" rel="noopener noreferrer">
              Get Started
              <VisuallyHidden> (opens WhatsApp in a new tab)</VisuallyHidden>
            </a>
          </Container>
        </div>
        <nav className="nav-bar" aria-label="Main" data-hidden={hidden} data-testid="secondary-nav">
          <Container css={{ height: '100%' }}>
            <ul className="nav-links">
              {navigation.map((entry) =>
                isCourseMenu(entry) ? (
                  <li key={`${entry.remote}/${entry.path}`}>
                    <CoursesDropdown key={pathname} />
                  </li>
                ) : (
                  <NavItem
                    key={`${entry.remote}/${entry.path}`}
                    to={`${base}/${entry.path}`}
                    label={entry.label}
                    end={entry.path === ''}
                  />
                ),
              )}
            </ul>
          </Container>
        </nav>
      </header>
      <MobileMenu />
    </>
  );
}
