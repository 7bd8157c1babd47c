import { css, type Theme } from '@emotion/react';
import { breakpoints } from '@blueprint/shared/theme';
import { Button } from '@blueprint/shared/ui/button';
import { visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';
import type { CursorPages } from '../lib/use-cursor-list';

/** A view's status line (`.summary`), empty or loading note (`.note`) and failure with its Retry (`.error`). */
export const viewStateStyles = (theme: Theme) => css`
  .summary,
  .note {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  .error {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

export const tableStyles = (theme: Theme) => css`
  ${viewStateStyles(theme)}
  display: grid;
  gap: 0.75rem;
  .scroll {
    overflow-x: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.colors.surface};
    font-weight: 700;
    white-space: nowrap;
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  .note {
    padding: 1.5rem 1rem;
    text-align: center;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .actions button {
    min-height: 36px;
    padding: 0.25rem 0.85rem;
  }
  .email {
    overflow-wrap: break-word;
  }
  a.phone {
    color: inherit;
    white-space: nowrap;
  }
  /* On a phone each row is a card: the name on top, each value under its column's name, the actions full
     width with 44px touch targets, and nothing wider than the screen. The explicit roles in the markup keep
     the table's semantics once its parts are display: block. */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    .scroll {
      overflow: visible;
      border: 0;
    }
    table,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      ${visuallyHiddenStyles}
    }
    tbody tr {
      margin-bottom: 0.75rem;
      padding: 0.75rem 1rem;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.md};
    }
    tbody tr:last-of-type {
      margin-bottom: 0;
    }
    th,
    td,
    tbody tr:last-of-type td {
      padding: 0.2rem 0;
      border: 0;
    }
    tbody th {
      padding-bottom: 0.4rem;
      font-size: 1.05rem;
    }
    td[data-label] {
      display: grid;
      grid-template-columns: minmax(5.5rem, 30%) minmax(0, 1fr);
      justify-items: start;
      gap: 0.75rem;
    }
    td[data-label]::before {
      content: attr(data-label) / '';
      color: ${theme.colors.textMuted};
      font-size: 0.85rem;
    }
    td.wide {
      padding-top: 0.6rem;
    }
    td.desktop-only {
      display: none;
    }
    .actions button {
      flex: 1 1 8rem;
      min-height: 44px;
    }
    a.phone {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Row header: the cell that names the row (the person, the message) for screen readers. */
  rowHeader?: boolean;
  /** On a phone's card, the cell spans the card with no label before it (the actions). */
  wide?: boolean;
  /** False: left off a phone's card (what the panel shows anyway), so a card holds what a caller needs. */
  onPhone?: boolean;
}

export interface PagedTableProps<T> {
  /** Names the table; visually hidden. */
  caption: string;
  columns: Column<T>[];
  pages: CursorPages<T>;
  rowKey: (row: T) => string;
  /** What the rows are, for 'Showing 50 registrations'. */
  noun: [singular: string, plural: string];
  emptyText: string;
}

/**
 * A staff list as a table, one server page at a time: the progress while the first page loads, the empty
 * state, an error with Retry, and 'Load more' while the server has more.
 */
export function PagedTable<T>({ caption, columns, pages, rowKey, noun, emptyText }: PagedTableProps<T>) {
  const { items, status, nextCursor, loadingMore, error } = pages;
  const count = `${formatCount(items.length)} ${items.length === 1 ? noun[0] : noun[1]}`;
  return (
    <div css={tableStyles}>
      <p className="summary" role="status" aria-live="polite">
        {status === 'loading'
          ? `Loading ${noun[1]}…`
          : status === 'error'
            ? ''
            : nextCursor
              ? `Showing the first ${count}`
              : `${count}`}
      </p>
      {status === 'error' ? (
        <div className="error" role="alert">
          <span>
            Could not load the {noun[1]}: {error}
          </span>
          <Button variant="secondary" onClick={pages.retry}>
            Retry
          </Button>
        </div>
      ) : status === 'ready' && items.length === 0 ? (
        <p className="note">{emptyText}</p>
      ) : (
        <div className="scroll">
          {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- a table whose parts are display: block on a phone
              loses its table semantics in some browsers unless the roles are stated. */}
          <table role="table" aria-busy={status === 'loading'}>
            <caption css={visuallyHiddenStyles}>{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th key={column.header} scope="col" role="columnheader">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((row) => (
                <tr key={rowKey(row)} role="row">
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" role="rowheader">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        role="cell"
                        className={
                          [column.wide && 'wide', column.onPhone === false && 'desktop-only']
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        data-label={column.wide ? undefined : column.header}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        </div>
      )}
      {status === 'ready' && error && (
        <p className="error" role="alert">
          Could not load more {noun[1]}: {error}
        </p>
      )}
      {status === 'ready' && nextCursor && (
        <div>
          {/* aria-disabled keeps focus on the button while the next page loads. */}
          <Button variant="secondary" onClick={pages.loadMore} aria-disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
