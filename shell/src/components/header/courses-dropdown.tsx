import { css, type Theme } from '@emotion/react';
import { Link, useBasePath } from '@blueprint/shared/router';
import { useEffect, useRef, useState } from 'react';
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
  /* The baseline (see below): a popover, in the top layer, placed under the button. */
  .dropdown-baseline {
    position-anchor: --courses-menu;
    inset: auto;
    top: anchor(bottom);
    left: anchor(left);
    margin: 0;
    min-width: 15rem;
    padding: 0.5rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.md};
  }
  .dropdown-baseline a {
    display: block;
    padding: 0.5rem 0.75rem;
    font-weight: 600;
  }
  .dropdown-trigger svg {
    transition: transform 0.15s ease;
  }
  .dropdown-trigger[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  .dropdown-panel,
  .dropdown-side {
    z-index: ${theme.z.dropdown};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadow.md};
  }
  .dropdown-panel {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 15rem;
    padding: 0.5rem;
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
 * Desktop 'Courses' disclosure: seven provider groups, each opening a side list of its courses.
 * The header remounts it on navigation (key = path), which closes it after a followed link.
 */
export function CoursesDropdown() {
  const base = useBasePath('always');
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { groups, status, load } = useCourseNavigation();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A group opened by the pointer passing over it stays open when that same pointer then clicks it.
  const hoveredOpen = useRef<string | null>(null);
  // One such menu in the header; a fixed id reads the same in the server's HTML and the browser's render.
  const panelId = 'courses-menu-panel';
  const baselineId = 'courses-menu-baseline';

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setOpenGroup(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    // Escape closes the innermost open level and returns focus to the button that opened it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup) {
        const groupButton = wrapperRef.current?.querySelector<HTMLButtonElement>(`[data-group="${openGroup}"]`);
        setOpenGroup(null);
        groupButton?.focus();
      } else {
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, openGroup]);

  return (
    <div css={styles} ref={wrapperRef}>
      <button
        ref={triggerRef}
        className="dropdown-trigger"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onMouseEnter={load}
        onFocus={load}
        // Until the shell's code is live (or without JavaScript) the button opens the baseline by itself.
        popoverTarget={baselineId}
        onClick={(event) => {
          event.preventDefault();
          load();
          if (open) close(false);
          else setOpen(true);
        }}
      >
        Courses
        <Chevron />
      </button>
      <div className="dropdown-panel" id={panelId} hidden={!open}>
        {status === 'loading' && <p role="status">Loading courses…</p>}
        {status === 'error' && (
          <div role="alert">
            <p>The course list could not be loaded.</p>
            <button css={rowButton} type="button" onClick={load}>
              Retry
            </button>
            <p>
              <Link to={`${base}/courses`}>Browse all courses</Link>
            </p>
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
      {/* The baseline: before the shell's code is live, or without JavaScript, the button opens this popover
          (the browser does it), which leads to the whole catalogue. Live, the button opens the menu above. */}
      <div className="dropdown-baseline" id={baselineId} popover="auto">
        <Link to={`${base}/courses`}>All courses</Link>
      </div>
    </div>
  );
}
