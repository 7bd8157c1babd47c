import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { breakpoints } from '@blueprint/shared/theme';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { EmailText, PhoneLink, whatsAppHref } from '../../../components/contact-links';
import { When } from '../../../components/when';
import { DateFilterField } from '../../../components/date-filter-field';
import { PagedTable, type Column } from '../../../components/paged-table';
import { formatCount, formatDate, zonedDay } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { useLiveEvent } from '../../../lib/live-bus';
import { rowsOf, type PagedData } from '../../../lib/paged-data';
import { useCursorList } from '../../../lib/use-cursor-list';
import { downloadWorkspaceCsv } from '../api/download-program-csv';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus } from '../api/follow-up-status';
import { registrationListOptions } from '../api/get-registrations';
import { useRegistrationFilters } from '../hooks/use-registration-filters';
import {
  DUE_FILTERS,
  filterParams,
  isNarrowed,
  isReordered,
  mayMatch,
  type DueFilter,
  type RegistrationFilters,
  type RegistrationSort,
} from '../api/registration-filters';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpBadge } from './follow-up-badge';
import { BulkActions } from './bulk-actions';
import { FollowUpDialog } from './follow-up-dialog';
import { StudentPanel } from './student-panel';
import { filterGridStyles } from '../../../components/filter-grid';
import { SaveNotice, type Notice } from '../../../components/save-notice';
import { useUndoSave } from '../hooks/use-undo-save';

/** Rows per page: one screen or two, answered fast at 100,000 rows. */
export const SEARCH_PAGE_SIZE = 50;
/** Typing pauses this long before the search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The filters behind "Filters (n)" on a phone: every one but the search. */
const FOLDED_FILTERS = [
  'program',
  'status',
  'from',
  'to',
  'assignee',
  'due',
  'sort',
] as const satisfies readonly (keyof RegistrationFilters)[];

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  .filters {
    ${filterGridStyles(theme)}
  }
  .more-filters,
  .quick-filters {
    display: contents;
  }
  .filters-toggle {
    display: none;
  }
  .phone-cell {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  /* A phone: the search and one "Filters (n)" button, the rest (My registrations and Overdue too) unfolded on
     demand, so the first card is whole on the first screen; a card holds what a caller needs (the panel has the
     rest). */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    gap: 0.75rem;
    /* The search and "Filters (n)" side by side; the folded filters unfold below them, the full width. */
    .filters {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: end;
    }
    .filters-toggle {
      display: inline-flex;
    }
    .more-filters,
    .quick-filters {
      display: none;
    }
    .more-filters.open {
      display: grid;
      grid-column: 1 / -1;
      gap: 0.75rem;
    }
    .quick-filters.open {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
      width: 100%;
    }
    .note-text {
      display: none;
    }
    .desktop-only {
      display: none;
    }
    .whatsapp {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
  .overdue {
    color: ${theme.colors.danger};
    font-weight: 700;
  }
  .duplicate-mark {
    display: block;
    color: ${theme.colors.danger};
    font-size: 0.85rem;
    font-weight: 600;
  }
  .select-cell input {
    width: 24px;
    height: 24px;
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
  .offer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
`;

/** Every registration: searched, filtered and ordered on the server, the filters in the URL, page by page. */
export function RegistrationsView() {
  const [filters, setFilters] = useRegistrationFilters();
  const params = filterParams(filters);
  const listOptions = registrationListOptions(filters, SEARCH_PAGE_SIZE);
  const pages = useCursorList(listOptions);
  const offers = useMatchingOffers(filters, listOptions.queryKey);
  const [editing, setEditing] = useState<Registration | null>(null);
  const [deleting, setDeleting] = useState<Registration | null>(null);
  const [panel, setPanel] = useState<{ id: string; initial?: Registration } | null>(null);
  // Selected rows for a bulk change, by id; a new list (other filters) starts with none.
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const listKey = JSON.stringify(listOptions.queryKey);
  const selected = selection.key === listKey ? selection.ids : [];
  const toggle = (id: string, on: boolean) =>
    setSelection({
      key: listKey,
      ids: on ? [...selected.filter((known) => known !== id), id] : selected.filter((known) => known !== id),
    });
  const today = zonedDay(new Date().toISOString());
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoSave = useUndoSave();
  const notify = (text: string) => setNotice({ id: Date.now(), text });
  const filterForm = useRef<HTMLFormElement>(null);
  // On a phone the filters fold behind one button that counts those in use (the search stays in sight).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FOLDED_FILTERS.filter((key) =>
    key === 'sort' ? (filters.sort ?? 'newest') !== 'newest' : Boolean(filters[key]),
  ).length;

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

  const columns: Column<Registration>[] = [
    {
      header: 'Select',
      cell: (row) => (
        <span className="select-cell">
          <input
            type="checkbox"
            aria-label={`Select ${row.fullName || 'unnamed student'}`}
            checked={selected.includes(row._id)}
            onChange={(event) => toggle(row._id, event.target.checked)}
          />
        </span>
      ),
    },
    {
      header: 'Name',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.fullName || 'Unnamed student'}
          {(row.duplicates?.length ?? 0) > 0 && (
            <span className="duplicate-mark">Same phone as another registration</span>
          )}
        </>
      ),
    },
    { header: 'Email', onPhone: false, cell: (row) => <EmailText email={row.email} /> },
    {
      header: 'Phone',
      cell: (row) => (
        <span className="phone-cell">
          <PhoneLink phone={row.phone} label={`Call ${row.fullName || 'unnamed student'}, ${row.phone}`} />
          {row.phone.trim() && (
            <a
              className="whatsapp"
              href={whatsAppHref(row.phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp ${row.fullName || 'unnamed student'} (opens WhatsApp)`}
            >
              WhatsApp
            </a>
          )}
        </span>
      ),
    },
    { header: 'Program', cell: (row) => row.program },
    { header: 'Registered', onPhone: false, cell: (row) => <When at={row.createdAt} /> },
    {
      header: 'Follow-up',
      cell: (row) => {
        const { status, note } = row;
        return (
          <>
            <FollowUpBadge status={status} />
            {note && <span className="note-text">{note}</span>}
          </>
        );
      },
    },
    { header: 'Assigned', onPhone: false, cell: (row) => row.assignee?.name || 'Nobody' },
    {
      header: 'Next follow-up',
      cell: (row) => {
        if (!row.followUpAt) return '—';
        const overdue = zonedDay(row.followUpAt) < today && !['enrolled', 'not-interested'].includes(row.status);
        return (
          <>
            {formatDate(row.followUpAt)}
            {overdue && <span className="overdue"> (overdue)</span>}
          </>
        );
      },
    },
    {
      header: 'Actions',
      wide: true,
      cell: (row) => {
        const name = row.fullName || 'unnamed student';
        return (
          <div className="actions">
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={`Open ${name}`}
              onClick={() => setPanel({ id: row._id, initial: row })}
            >
              Open
            </Button>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={`Follow up ${name}`}
              onClick={() => setEditing(row)}
            >
              Follow up
            </Button>
            <Button
              variant="ghost"
              className="desktop-only"
              aria-haspopup="dialog"
              aria-label={`Delete ${name}`}
              onClick={() => setDeleting(row)}
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div css={viewStyles}>
      <form
        ref={filterForm}
        className="filters"
        role="search"
        aria-label="Registrations"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search name, email or phone"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          variant="secondary"
          className="filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="registration-filters quick-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters ({activeFilters})
        </Button>
        <div id="registration-filters" className={filtersOpen ? 'more-filters open' : 'more-filters'}>
          <SelectField
            label="Program"
            value={filters.program ?? ''}
            onChange={(event) => setFilters({ program: (event.target.value || undefined) as Program | undefined })}
          >
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
            onChange={(event) =>
              setFilters({ status: isFollowUpStatus(event.target.value) ? event.target.value : undefined })
            }
          >
            <option value="">Any status</option>
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FOLLOW_UP_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <DateFilterField
            label="From"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(from) => setFilters({ from })}
          />
          <DateFilterField
            label="To"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(to) => setFilters({ to })}
          />
          <SelectField
            label="Assigned to"
            value={filters.assignee ?? ''}
            onChange={(event) => setFilters({ assignee: event.target.value || undefined })}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
          </SelectField>
          <SelectField
            label="Follow-up due"
            value={filters.due ?? ''}
            onChange={(event) =>
              setFilters({
                due: (DUE_FILTERS as readonly string[]).includes(event.target.value)
                  ? (event.target.value as DueFilter)
                  : undefined,
              })
            }
          >
            <option value="">Any time</option>
            <option value="overdue">Overdue</option>
            <option value="today">Today</option>
            <option value="week">This week</option>
          </SelectField>
          <SelectField
            label="Order"
            value={filters.sort ?? 'newest'}
            onChange={(event) => setFilters({ sort: event.target.value as RegistrationSort })}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="followUp">Next follow-up first</option>
          </SelectField>
        </div>
      </form>
      <div className="toolbar">
        <div id="quick-filters" className={filtersOpen ? 'quick-filters open' : 'quick-filters'}>
          <Button
            variant={filters.assignee === 'me' && !filters.due ? 'primary' : 'secondary'}
            aria-pressed={filters.assignee === 'me' && !filters.due}
            onClick={() => setFilters({ assignee: 'me', due: undefined, sort: 'followUp' })}
          >
            My registrations
          </Button>
          <Button
            variant={filters.due === 'overdue' ? 'primary' : 'secondary'}
            aria-pressed={filters.due === 'overdue'}
            onClick={() => setFilters({ due: 'overdue', sort: 'followUp' })}
          >
            Overdue
          </Button>
        </div>
        <DownloadCsvButton
          label="Export CSV"
          fileName="registrations.csv"
          download={(onProgress) => downloadWorkspaceCsv(filters, onProgress)}
        />
        {Object.keys(params).length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              setAppliedQ('');
              setFilters({
                q: undefined,
                program: undefined,
                status: undefined,
                from: undefined,
                to: undefined,
                sort: undefined,
                assignee: undefined,
                due: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
      {offers.ids.length > 0 && (
        <div className="offer" role="status">
          <span>
            {offers.ids.length === 1
              ? '1 new matching registration'
              : `${formatCount(offers.ids.length)} new matching registrations`}
          </span>
          <Button variant="secondary" onClick={offers.show}>
            Show
          </Button>
        </div>
      )}
      <BulkActions ids={selected} onClear={() => setSelection({ key: listKey, ids: [] })} />
      <PagedTable
        caption="Registrations"
        columns={columns}
        pages={pages}
        rowKey={(row) => row._id}
        noun={['registration', 'registrations']}
        emptyText={Object.keys(params).length > 0 ? 'No registrations match these filters.' : 'No registrations yet.'}
      />
      <StudentPanel
        open={panel}
        onClose={() => setPanel(null)}
        onFollowUp={setEditing}
        onDelete={setDeleting}
        onOpen={(id) => setPanel({ id })}
      />
      <FollowUpDialog
        student={editing}
        onClose={() => setEditing(null)}
        onOpenRegistration={(id) => {
          setEditing(null);
          setPanel({ id });
        }}
        onSaved={(student, before) => {
          setEditing(null);
          undoSave.offer(before, student);
          notify(`Saved: ${student.fullName} is ${FOLLOW_UP_LABELS[student.status]}`);
        }}
      />
      <DeleteRegistrationDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          setPanel((shown) => (shown?.id === student._id ? null : shown));
          undoSave.forget();
          notify(`Deleted the registration of ${student.fullName}`);
          // The button that opened the dialog is gone with its row: focus goes back to the top of the list.
          setTimeout(() => filterForm.current?.querySelector('input')?.focus(), 0);
        }}
      />
      <SaveNotice notice={notice} undo={undoSave.undo} />
    </div>
  );
}

/**
 * Registrations that newly match a narrowed list (a search, a status, dates, or the oldest first), from live
 * arrivals and updates: they are not slipped into the rows being read but offered ("2 new matching
 * registrations: Show"), and Show reads the list again, each in its place. A list nothing narrows takes a
 * newcomer on top by itself (src/app/live-updates.ts).
 */
function useMatchingOffers(filters: RegistrationFilters, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const me = useMe().data?._id;
  const keyHash = JSON.stringify(queryKey);
  const [offer, setOffer] = useState<{ keyHash: string; ids: string[] }>({ keyHash, ids: [] });
  // Another list: its own offers, none yet.
  if (offer.keyHash !== keyHash) setOffer({ keyHash, ids: [] });
  const offered = (registration: Registration) => {
    const held = rowsOf(queryClient.getQueryData<PagedData<Registration>>(queryKey)).some(
      (row) => row._id === registration._id,
    );
    if (!mayMatch(registration, filters, me) || held) return;
    setOffer((current) =>
      current.keyHash !== keyHash || current.ids.includes(registration._id)
        ? current
        : { keyHash, ids: [...current.ids, registration._id] },
    );
  };
  useLiveEvent('internshipRegistered', (registration) => {
    if (isNarrowed(filters) || isReordered(filters)) offered(registration);
  });
  // Only a status, an assignment or a follow-up date moves a registration into a list (name, email, phone,
  // program and date do not change).
  useLiveEvent('registrationUpdated', (registration) => {
    if (filters.status || filters.assignee || filters.due) offered(registration);
  });
  useLiveEvent('registrationDeleted', ({ _id: id }) => {
    setOffer((current) =>
      current.ids.includes(id) ? { ...current, ids: current.ids.filter((known) => known !== id) } : current,
    );
  });
  return {
    ids: offer.keyHash === keyHash ? offer.ids : [],
    show: () => {
      setOffer({ keyHash, ids: [] });
      void queryClient.refetchQueries({ queryKey, exact: true });
    },
  };
}
