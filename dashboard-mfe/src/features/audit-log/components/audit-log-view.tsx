import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { cursorListOptions, useCursorList } from '../../../lib/use-cursor-list';
import type { AuditAction } from '@blueprint/shared/types';
import { getAuditLog } from '../api/get-audit-log';

const ACTIONS: Partial<Record<AuditAction, string>> = {
  login: 'Signed in',
  logout: 'Signed out',
  'login-failed': 'Failed sign-in',
  export: 'Exported CSV',
  'status-change': 'Changed a follow-up status',
  'note-change': 'Changed a note',
  delete: 'Deleted a registration',
  'message-handled': 'Changed a message’s state',
};

// No event announces a change here: read again each time the view is shown.
const listOptions = { ...cursorListOptions(['audit-log'], (cursor: string | null) => getAuditLog(100, cursor), 'the audit log'), staleTime: 0 };

/** The audit log: who did what and when, newest first. */
export function AuditLogView() {
  const pages = useCursorList(listOptions);
  return (
    <PagedTable
      caption="Audit log, newest first"
      columns={[
        { header: 'When', rowHeader: true, cell: (row) => formatDateTime(row.at) },
        { header: 'Who', cell: (row) => row.actor },
        { header: 'What', cell: (row) => ACTIONS[row.action] ?? row.action },
        { header: 'Target', cell: (row) => <code>{row.target}</code> },
      ]}
      pages={pages}
      rowKey={(row) => row._id}
      noun={['entry', 'entries']}
      emptyText="Nothing recorded yet."
    />
  );
}
