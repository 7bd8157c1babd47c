import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import type { Program } from '@blueprint/contract/api/values';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Fixed row height: rows are never measured, so 100,000 of them cost no layout work. */
export const ROW_HEIGHT = 60;
/** The next page is requested this many rows before the end, so scrolling rarely meets the loader. */
const LOAD_AHEAD = 40;

const scrollStyles = (theme: Theme) => css`
  max-height: 370px;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  ul {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    display: flex;
    align-items: center;
    gap: 1rem;
    padding: 0 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .who {
    flex: 1;
    min-width: 0;
  }
  .name,
  .email {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .name {
    font-weight: 600;
  }
  .email {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
  .view {
    padding: 0.35rem 1rem;
  }
  .more {
    justify-content: center;
    color: ${theme.colors.textMuted};
  }
`;

export interface StudentListProps {
  program: Program;
  students: Registration[];
  /** How many the program has in all, for screen readers' "3 of 12,000". */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (student: Registration) => void;
}

/** A program's students, newest first: only the rows in view are rendered; pages load as the list scrolls. */
export function StudentList({ program, students, total, hasMore, loadingMore, onLoadMore, onView }: StudentListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = students.length + (hasMore ? 1 : 0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => students[index]?._id ?? 'loading-more',
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const setSize = hasMore ? Math.max(total, students.length) : students.length;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= students.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastShown, students.length, onLoadMore]);

  // A registration arriving on top must not push the rows someone is reading down by a row: when the list is
  // scrolled, it scrolls along. At the very top the newcomer simply appears.
  const firstId = useRef(students[0]?._id);
  useLayoutEffect(() => {
    const previous = firstId.current;
    firstId.current = students[0]?._id;
    const scroller = scrollRef.current;
    if (!scroller || !previous || previous === students[0]?._id || scroller.scrollTop === 0) return;
    const added = students.findIndex((student) => student._id === previous);
    if (added > 0) scroller.scrollTop += added * ROW_HEIGHT;
  }, [students]);

  return (
    <div ref={scrollRef} css={scrollStyles} data-virtual-list="">
      <ul aria-label={`${program} students`} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const student = students[row.index];
          const position = { height: row.size, transform: `translateY(${row.start}px)` };
          if (!student) {
            return (
              <li key={row.key} className="more" style={position} aria-hidden="true">
                Loading more students…
              </li>
            );
          }
          return (
            <li key={row.key} style={position} aria-setsize={setSize} aria-posinset={row.index + 1}>
              <span className="who">
                <span className="name">{student.fullName || 'Unnamed student'}</span>
                <span className="email">{student.email}</span>
              </span>
              <button
                type="button"
                className="view"
                css={(theme: Theme) => buttonStyles(theme, 'secondary')}
                aria-label={`View ${student.fullName || 'unnamed student'}`}
                aria-haspopup="dialog"
                onClick={() => onView(student)}
              >
                View
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
