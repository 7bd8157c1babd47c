import { css, type Theme } from '@emotion/react';
import { AUDIT_ACTIONS, AUDIT_ACTION_INFO } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField } from '@blueprint/shared/ui/field';
import { useState } from 'react';
import { DateFilterField } from '../../../components/date-filter-field';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { PagedTable } from '../../../components/paged-table';
import { When } from '../../../components/when';
import { formatDate } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { useStaff } from '../../../lib/staff-directory';
import { cursorListOptions, useCursorList } from '../../../lib/use-cursor-list';
import {
  downloadAuditLogCsv,
  getAuditLog,
  isAuditAction,
  type AuditEntry,
  type AuditFilters,
} from '../api/get-audit-log';
import { filterGridStyles } from '../../../components/filter-grid';

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  .filters {
    ${filterGridStyles(theme)}
  }
  .change {
    display: block;
    overflow-wrap: anywhere;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.75rem;
  }
`;

/** What each field of a change is called. */
const FIELDS: Record<string, string> = {
  status: 'Status',
  note: 'Note',
  assignee: 'Assigned to',
  followUpAt: 'Follow-up date',
  handled: 'Message',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  active: 'Active',
  password: 'Password',
  release: 'Live release',
};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replaceAll('-', ' ');

/** One value of a change as people read it: a status in words, a date as a date, a message as handled or
 * unread. */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return field === 'assignee' ? 'nobody' : 'none';
  if (field === 'handled') return value ? 'handled' : 'unread';
  if (field === 'followUpAt' && typeof value === 'string') return formatDate(value);
  if (field === 'status' && typeof value === 'string') return sentence(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}

/** Before → after, one line per field that changed. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.changes) return <>—</>;
  const { before, after } = entry.changes;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <>—</>;
  return (
    <>
      {fields.map((field) => (
        <span key={field} className="change">
          {FIELDS[field] ?? field}: {show(field, before[field])} → {show(field, after[field])}
        </span>
      ))}
    </>
  );
}

/** The audit log: who did what, to whom, before → after, filtered by person, action and day. */
export function AuditLogView() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const me = useMe().data;
  // The person filter offers the whole team to an admin (GET /api/staff is admin-only), else oneself.
  const team = useStaff(me?.role === 'admin').data;
  const people = team ?? (me ? [{ _id: me._id, name: me.name, email: me.email }] : []);
  // No event announces a change here: read again each time the view is shown.
  const options = {
    ...cursorListOptions(
      ['audit-log', filters],
      (cursor: string | null) => getAuditLog(filters, 100, cursor),
      'the audit log',
    ),
    staleTime: 0,
  };
  const pages = useCursorList(options);
  const set = (change: AuditFilters) => setFilters((current) => ({ ...current, ...change }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div css={viewStyles}>
      <form className="filters" role="search" aria-label="Audit log" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Person"
          value={filters.actor ?? ''}
          onChange={(event) => set({ actor: event.target.value || undefined })}
        >
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name || person.email}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Action"
          value={filters.action ?? ''}
          onChange={(event) => set({ action: isAuditAction(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_INFO[action].label}
            </option>
          ))}
        </SelectField>
        <DateFilterField
          label="From"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(from) => set({ from: from || undefined })}
        />
        <DateFilterField
          label="To"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(to) => set({ to: to || undefined })}
        />
      </form>
      <div className="toolbar">
        {/* What the filters select, as the table shows it (saved under the name the API gives it). */}
        <DownloadCsvButton
          label="Export CSV"
          fileName="audit_log.csv"
          download={(onProgress) => downloadAuditLogCsv(filters, onProgress)}
        />
        {filtered && (
          <Button variant="ghost" onClick={() => setFilters({})}>
            Clear filters
          </Button>
        )}
      </div>
      <PagedTable
        caption="Audit log, newest first"
        columns={[
          { header: 'When', rowHeader: true, cell: (row) => <When at={row.at} /> },
          { header: 'Who', cell: (row) => row.actorName || row.actor },
          {
            header: 'What',
            cell: (row) => (isAuditAction(row.action) ? AUDIT_ACTION_INFO[row.action].label : row.action),
          },
          { header: 'Target', cell: (row) => row.targetName ?? '—' },
          { header: 'Change', cell: (row) => <Changes entry={row} /> },
        ]}
        pages={pages}
        rowKey={(row) => row._id}
        noun={['entry', 'entries']}
        emptyText={filtered ? 'Nothing matches these filters.' : 'Nothing recorded yet.'}
      />
    </div>
  );
}
