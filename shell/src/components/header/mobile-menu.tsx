import { css, type Theme } from '@emotion/react';
import { BASE_PATH } from '@blueprint/shared/constants';
import { Link, useLocation } from '@blueprint/shared/router';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { PrefetchLink } from '../../remotes/prefetch-link';

const HOME_PATHS = new Set(['/', '/home', BASE_PATH, `${BASE_PATH}/`, `${BASE_PATH}/home`]);

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
  // Courses scrolls to the home page's course section, from wherever the visitor is.
  const coursesTarget = `${HOME_PATHS.has(pathname) ? pathname : `${BASE_PATH}/`}#explore-courses`;
  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left">
      <nav aria-label="Mobile">
        <ul css={listStyles}>
          <li>
            <PrefetchLink to={`${BASE_PATH}/`} onClick={onClose}>
              Home
            </PrefetchLink>
          </li>
          <li>
            <Link to={coursesTarget} onClick={onClose}>
              Courses
            </Link>
          </li>
          <li>
            <PrefetchLink to={`${BASE_PATH}/about`} onClick={onClose}>
              About
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink to={`${BASE_PATH}/contact`} onClick={onClose}>
              Contact
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink to={`${BASE_PATH}/internship`} onClick={onClose}>
              Internship
            </PrefetchLink>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
