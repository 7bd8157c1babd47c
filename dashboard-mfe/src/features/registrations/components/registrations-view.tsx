import { css, type Theme } from '@emotion/react';
import { PROGRAMS, type Program } from '@blueprint/shared/types';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useLiveEvent, type LiveBus } from '../../../lib/live-bus';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { downloadFilteredCsv } from '../api/download-program-csv';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus } from '../api/follow-up-status';
import { filterParams, getRegistrations, type RegistrationFilters } from '../api/get-registrations';
import { followUpOf, normalizeRegistration, type Student } from '../api/normalize-registration';
import { useRegistrationFilters } from '../hooks/use-registration-filters';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpBadge } from './follow-up-badge';
import { FollowUpDialog } from './follow-up-dialog';

/** Rows per page: one screen or two, answered fast at 100,000 rows. */
export const SEARCH_PAGE_SIZE = 50;
/** Typing pauses this long before the search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  .filters {
    display: grid;
    gap: 0.75rem 1rem;
    grid-template-columns: 1fr;
    ${theme.media.sm} {
      grid-template-columns: repeat(2, 1fr);
    }
    ${theme.media.md} {
      grid-template-columns: 2fr repeat(5, 1fr);
    }
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.75rem;
  }
  .note-text {
    display: block;
    max-width: 18rem;
    margin-top: 0.25rem;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  .email {
    overflow-wrap: anywhere;
  }
`;

/** Whether a registration belongs in the list the filters describe (for rows that change while shown). */
function matches(student: Student, filters: RegistrationFilters): boolean {
  if (filters.program && student.program !== filters.program) return false;
  if (filters.status && followUpOf(student).status !== filters.status) return false;
  return true;
}

function hasNarrowingFilter(filters: RegistrationFilters): boolean {
  return Boolean(filters.q?.trim() || filters.status || filters.from || filters.to);
}

export interface RegistrationsViewProps {
  bus: LiveBus;
  /** This dashboard changed a follow-up (the counts follow at once; the event reaches the others). */
  onUpdated: (student: Student) => void;
  /** This dashboard erased a registration. */
  onDeleted: (student: Student) => void;
}

/** Every registration: searched, filtered and ordered on the server, the filters in the URL, page by page. */
export function RegistrationsView({ bus, onUpdated, onDeleted }: RegistrationsViewProps) {
  const [filters, setFilters] = useRegistrationFilters();
  const params = filterParams(filters);
  const query = JSON.stringify(params);
  const fetchPage = useCallback((cursor: string | null) => getRegistrations({ ...filters, limit: SEARCH_PAGE_SIZE, cursor }).then((page) => ({ items: page.students, nextCursor: page.nextCursor })), [filters]);
  const pages = useCursorPages<Student>(query, fetchPage, 'the registrations');
  const [editing, setEditing] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const filterForm = useRef<HTMLFormElement>(null);

  // The search box answers each key at once; the URL (and so the request) follows when typing pauses.
  const [text, setText] = useState(filters.q ?? '');
  const [appliedQ, setAppliedQ] = useState(filters.q ?? '');
  if ((filters.q ?? '') !== appliedQ) {
    // The URL changed by itself (Back, a pasted link): the box shows it.
    setAppliedQ(filters.q ?? '');
    setText(filters.q ?? '');
  }
  useEffect(() => {
    if (text === appliedQ) return;
    const timer = setTimeout(() => {
      setAppliedQ(text);
      setFilters({ q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, appliedQ, setFilters]);

  const { edit } = pages;
  const replace = useCallback(
    (student: Student) => edit((rows) => (matches(student, filters) ? rows.map((row) => (row._id === student._id ? student : row)) : rows.filter((row) => row._id !== student._id))),
    [edit, filters],
  );
  const remove = useCallback((id: string) => edit((rows) => rows.filter((row) => row._id !== id)), [edit]);

  useLiveEvent(bus, 'registrationUpdated', (payload) => {
    const student = normalizeRegistration(payload);
    if (student) replace(student);
  });
  useLiveEvent(bus, 'registrationDeleted', (payload) => {
    const id = (payload as { _id?: unknown } | null)?._id;
    if (typeof id === 'string') remove(id);
  });
  useLiveEvent(bus, 'internshipRegistered', (payload) => {
    const student = normalizeRegistration(payload);
    // A newcomer is on top of a list in arrival order that nothing else narrows; any other list is left as
    // the staff member is reading it.
    if (!student || filters.sort === 'oldest' || hasNarrowingFilter(filters) || !matches(student, filters)) return;
    edit((rows) => (rows.some((row) => row._id === student._id) ? rows : [student, ...rows]));
  });

  const columns: Column<Student>[] = [
    { header: 'Name', rowHeader: true, cell: (row) => row.fullName || 'Unnamed student' },
    { header: 'Email', cell: (row) => <span className="email">{row.email}</span> },
    { header: 'Phone', cell: (row) => row.phone },
    { header: 'Program', cell: (row) => row.program },
    { header: 'Registered', cell: (row) => formatDateTime(row.createdAt) },
    {
      header: 'Follow-up',
      cell: (row) => {
        const { status, note } = followUpOf(row);
        return (
          <>
            <FollowUpBadge status={status} />
            {note && <span className="note-text">{note}</span>}
          </>
        );
      },
    },
    {
      header: 'Actions',
      cell: (row) => {
        const name = row.fullName || 'unnamed student';
        return (
          <div className="actions">
            <Button variant="secondary" aria-haspopup="dialog" aria-label={`Follow up ${name}`} onClick={() => setEditing(row)}>
              Follow up
            </Button>
            <Button variant="ghost" aria-haspopup="dialog" aria-label={`Delete ${name}`} onClick={() => setDeleting(row)}>
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div css={viewStyles}>
      <form ref={filterForm} className="filters" role="search" aria-label="Registrations" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Search name, email or phone" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        <SelectField label="Program" value={filters.program ?? ''} onChange={(event) => setFilters({ program: (event.target.value || undefined) as Program | undefined })}>
          <option value="">All programs</option>
          {PROGRAMS.map((program) => (
            <option key={program} value={program}>
              {program}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Follow-up"
          value={filters.status ?? ''}
          onChange={(event) => setFilters({ status: isFollowUpStatus(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">Any status</option>
          {FOLLOW_UP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FOLLOW_UP_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => setFilters({ from: event.target.value })} />
        <TextField label="To" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => setFilters({ to: event.target.value })} />
        <SelectField label="Order" value={filters.sort ?? 'newest'} onChange={(event) => setFilters({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </SelectField>
      </form>
      <div className="toolbar">
        <DownloadCsvButton label="Export CSV" fileName="registrations.csv" download={(onProgress) => downloadFilteredCsv(filters, onProgress)} />
        {Object.keys(params).length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              setAppliedQ('');
              setFilters({ q: undefined, program: undefined, status: undefined, from: undefined, to: undefined, sort: undefined });
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
      <PagedTable
        caption="Registrations"
        columns={columns}
        pages={pages}
        rowKey={(row) => row._id}
        noun={['registration', 'registrations']}
        emptyText={Object.keys(params).length > 0 ? 'No registrations match these filters.' : 'No registrations yet.'}
      />
      <FollowUpDialog
        student={editing}
        onClose={() => setEditing(null)}
        onSaved={(student) => {
          setEditing(null);
          replace(student);
          onUpdated(student);
          setAnnouncement(`Saved: ${student.fullName} is ${FOLLOW_UP_LABELS[followUpOf(student).status]}`);
        }}
      />
      <DeleteRegistrationDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          remove(student._id);
          onDeleted(student);
          setAnnouncement(`Deleted the registration of ${student.fullName}`);
          // The button that opened the dialog is gone with its row: focus goes back to the top of the list.
          setTimeout(() => filterForm.current?.querySelector('input')?.focus(), 0);
        }}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
