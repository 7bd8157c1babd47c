import { css, type Theme } from '@emotion/react';
import { pagePathOf } from '@blueprint/shared/site/paths';
import { Link, useBasePath, useLocation } from '@blueprint/shared/router';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { PrefetchLink } from '../../remotes/prefetch-link';

const listStyles = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;
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

/** The phone menu: slides in from the left; Escape, the close button or the backdrop close it. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const base = useBasePath('always');
  // Courses scrolls to the home page's course section, from wherever the visitor is.
  const onHome = ['', 'home'].includes(pagePathOf(pathname));
  const coursesTarget = `${onHome ? pathname : `${base}/`}#explore-courses`;
  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left">
      <nav aria-label="Mobile">
        <ul css={listStyles}>
          <li>
            <PrefetchLink to={`${base}/`} onClick={onClose}>
              Home
            </PrefetchLink>
          </li>
          <li>
            <Link to={coursesTarget} onClick={onClose}>
              Courses
            </Link>
          </li>
          <li>
            <PrefetchLink to={`${base}/about`} onClick={onClose}>
              About
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink to={`${base}/contact`} onClick={onClose}>
              Contact
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink to={`${base}/internship`} onClick={onClose}>
              Internship
            </PrefetchLink>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
