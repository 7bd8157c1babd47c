import { css, type Theme } from '@emotion/react';
import { NavLink } from '@blueprint/shared/router';
import type { ReactNode } from 'react';

const navStyles = (theme: Theme) => css`
  margin: 0 0 1.5rem;
  border-bottom: 1px solid ${theme.colors.border};
  /* One row at any width: on a phone it scrolls sideways by itself, never the page. */
  ul {
    display: flex;
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.5rem 1rem;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surface};
  }
  a[aria-current='page'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

export interface NavEntry {
  /** Relative to /dashboard ('' is the Overview). */
  path: string;
  /** The link's text, which is also its name (a count may follow the words). */
  label: ReactNode;
}

/**
 * The workspace's views as links to their own addresses (`/dashboard/messages`): Back and Forward move
 * between them and a view's address can be shared. The current one is `aria-current="page"`.
 */
export function WorkspaceNav({ entries }: { entries: NavEntry[] }) {
  return (
    <nav css={navStyles} aria-label="Dashboard views">
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            {/* Relative to the workspace's route, so it holds under /blueprint too; the Overview only at /dashboard itself. */}
            <NavLink to={entry.path === '' ? '.' : entry.path} end={entry.path === ''}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
