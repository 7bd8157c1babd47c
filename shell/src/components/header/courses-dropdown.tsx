import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PrefetchLink } from '../../remotes/prefetch-link';
import { useCourseNavigation } from './use-course-navigation';

const rowButton = (theme: Theme) => css`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
  }
`;

const styles = (theme: Theme) => css`
  position: relative;
  .dropdown-trigger {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .dropdown-trigger {
    anchor-name: --courses-menu;
  }
  .dropdown-trigger svg {
    transition: transform 0.15s ease;
  }
  &:has(.dropdown-panel:popover-open) .dropdown-trigger svg {
    transform: rotate(180deg);
  }
  /* A popover (in the top layer) placed under the button; visible overflow for the side lists beside it. */
  .dropdown-panel {
    position-anchor: --courses-menu;
    inset: auto;
    top: anchor(bottom);
    left: anchor(left);
    margin: 0;
    min-width: 15rem;
    padding: 0.5rem;
    overflow: visible;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.md};
  }
  .all-courses {
    display: block;
    padding: 0.5rem 0.75rem;
    font-weight: 600;
  }
  .dropdown-side {
    z-index: ${theme.z.dropdown};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadow.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0.5rem;
  }
  /* The side list sits to the right of the group list and scrolls past 60vh (spec). */
  .dropdown-side {
    position: absolute;
    top: 0;
    left: calc(100% + 4px);
    min-width: 16rem;
    max-height: 60vh;
    overflow-y: auto;
    padding: 0.5rem;
  }
  .dropdown-side a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius.sm};
    color: inherit;
    text-decoration: none;
  }
  .dropdown-side a:hover,
  .dropdown-side a:focus-visible {
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
  }
`;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * Desktop 'Courses' menu: a popover the button opens in the browser itself, at every moment (before the shell's
 * code, without JavaScript, and live): Escape, a click outside or the button again close it. It always leads to
 * the whole catalogue; with the code it also lists the seven provider groups (the catalog remote's
 * `./navigation`, loaded when the button is approached), each opening a side list of its courses. The header
 * remounts it on navigation (key = path), which closes it after a followed link.
 */
export function CoursesDropdown() {
  const base = useBasePath('always');
  // Unknown until the browser says (the server's HTML leaves the state to the browser's own popover).
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { groups, status, load } = useCourseNavigation();
  const panelRef = useRef<HTMLDivElement>(null);
  // A group opened by the pointer passing over it stays open when that same pointer then clicks it.
  const hoveredOpen = useRef<string | null>(null);
  // One such menu in the header; a fixed id reads the same in the server's HTML and the browser's render.
  const panelId = 'courses-menu-panel';

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) load();
      else setOpenGroup(null);
    };
    // Opened before the code arrived: the menu it shows is filled in now.
    if (panel.matches?.(':popover-open')) {
      setOpen(true);
      load();
    }
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [load]);

  useEffect(() => {
    if (!openGroup) return;
    // Escape closes the open group first (the browser's close request, which would close the whole menu, is
    // cancelled) and returns focus to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      const groupButton = panelRef.current?.querySelector<HTMLButtonElement>(`[data-group="${openGroup}"]`);
      setOpenGroup(null);
      groupButton?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [openGroup]);

  return (
    <div css={styles}>
      <button
        className="dropdown-trigger"
        type="button"
        aria-expanded={open}
        popoverTarget={panelId}
        onMouseEnter={load}
        onFocus={load}
        onClick={load}
      >
        Courses
        <Chevron />
      </button>
      <div className="dropdown-panel" id={panelId} popover="auto" ref={panelRef}>
        <Link className="all-courses" to={`${base}/courses`}>
          All courses
        </Link>
        {status === 'loading' && <p role="status">Loading courses…</p>}
        {status === 'error' && (
          <div role="alert">
            <p>The course groups could not be loaded.</p>
            <button css={rowButton} type="button" onClick={load}>
              Retry
            </button>
          </div>
        )}
        {status === 'ready' && (
          <ul aria-label="Course providers">
            {groups.map((group) => {
              const expanded = openGroup === group.id;
              const listId = `${panelId}-${group.id}`;
              return (
                <li key={group.id}>
                  <button
                    css={rowButton}
                    type="button"
                    data-group={group.id}
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onMouseEnter={() => {
                      if (expanded) return;
                      hoveredOpen.current = group.id;
                      setOpenGroup(group.id);
                    }}
                    onClick={() => {
                      const keepOpen = hoveredOpen.current === group.id;
                      hoveredOpen.current = null;
                      if (!keepOpen) setOpenGroup(expanded ? null : group.id);
                    }}
                  >
                    {group.label}
                    <span aria-hidden="true">›</span>
                  </button>
                  <ul className="dropdown-side" id={listId} hidden={!expanded} aria-label={`${group.label} courses`}>
                    {group.courses.map((course) => (
                      <li key={course.id}>
                        <PrefetchLink to={`${base}/courses/${course.id}`}>{course.title}</PrefetchLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
