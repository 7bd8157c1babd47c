import { css, type Theme } from '@emotion/react';
import { AUDIT_ACTIONS, type AuditAction } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField } from '@blueprint/shared/ui/field';
import { useState } from 'react';
import { DateFilterField } from '../../../components/date-filter-field';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { useStaff } from '../../../lib/staff-directory';
import { cursorListOptions, useCursorList } from '../../../lib/use-cursor-list';
import { getAuditLog, isAuditAction, type AuditEntry, type AuditFilters } from '../api/get-audit-log';
import { filterGridStyles } from '../../../components/filter-grid';

const ACTIONS: Record<AuditAction, string> = {
  login: 'Signed in',
  logout: 'Signed out',
  'login-failed': 'Failed sign-in',
  export: 'Exported CSV',
  'status-change': 'Changed a follow-up status',
  'note-change': 'Added a note',
  delete: 'Deleted a registration',
  'message-handled': 'Changed a message’s state',
  'password-change': 'Changed their password',
  'staff-create': 'Added a staff member',
  'staff-update': 'Changed a staff account',
};

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
`;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
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
          {field}: {show(before[field])} → {show(after[field])}
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
  const options = { ...cursorListOptions(['audit-log', filters], (cursor: string | null) => getAuditLog(filters, 100, cursor), 'the audit log'), staleTime: 0 };
  const pages = useCursorList(options);
  const set = (change: AuditFilters) => setFilters((current) => ({ ...current, ...change }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div css={viewStyles}>
      <form className="filters" role="search" aria-label="Audit log" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Person" value={filters.actor ?? ''} onChange={(event) => set({ actor: event.target.value || undefined })}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name || person.email}
            </option>
          ))}
        </SelectField>
        <SelectField label="Action" value={filters.action ?? ''} onChange={(event) => set({ action: isAuditAction(event.target.value) ? event.target.value : undefined })}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTIONS[action]}
            </option>
          ))}
        </SelectField>
        <DateFilterField label="From" value={filters.from ?? ''} max={filters.to} onChange={(from) => set({ from: from || undefined })} />
        <DateFilterField label="To" value={filters.to ?? ''} min={filters.from} onChange={(to) => set({ to: to || undefined })} />
      </form>
      {filtered && (
        <div>
          <Button variant="ghost" onClick={() => setFilters({})}>
            Clear filters
          </Button>
        </div>
      )}
      <PagedTable
        caption="Audit log, newest first"
        columns={[
          { header: 'When', rowHeader: true, cell: (row) => formatDateTime(row.at) },
          { header: 'Who', cell: (row) => row.actorName || row.actor },
          { header: 'What', cell: (row) => (isAuditAction(row.action) ? ACTIONS[row.action] : row.action) },
          { header: 'Target', cell: (row) => row.targetName ?? (row.target ? <code>{row.target}</code> : '—') },
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
