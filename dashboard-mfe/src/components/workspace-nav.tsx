import { css, type Theme } from '@emotion/react';
import { Link, useSearchParams } from '@blueprint/shared/router';
import type { ReactNode } from 'react';

export interface WorkspaceView {
  id: string;
  /** The link's text, which is also its name (a count may follow the words). */
  label: ReactNode;
}

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

/** The view shown, from `?view=` (the first view when none or an unknown one is named). */
export function useCurrentView(views: WorkspaceView[]): string {
  const [params] = useSearchParams();
  const asked = params.get('view');
  return views.some((view) => view.id === asked) ? asked! : views[0]!.id;
}

/**
 * The dashboard's views as links to `?view=…`: each view has its own address (bookmarks, Back), and no route
 * table outside this remote needs to know about them.
 */
export function WorkspaceNav({ views, current }: { views: WorkspaceView[]; current: string }) {
  return (
    <nav css={navStyles} aria-label="Dashboard views">
      <ul>
        {views.map((view, index) => (
          <li key={view.id}>
            <Link to={{ search: index === 0 ? '' : `?view=${view.id}` }} aria-current={view.id === current ? 'page' : undefined}>
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
