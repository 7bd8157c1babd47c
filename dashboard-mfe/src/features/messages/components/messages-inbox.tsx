import { css, type Theme } from '@emotion/react';
import { errorStatus, getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useCallback, useEffect, useState } from 'react';
import { PagedTable, type Column } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useLiveEvent, type LiveBus } from '../../../lib/live-bus';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { getContactMessages, readMessage, setMessageHandled, type HandledFilter, type InboxMessage } from '../api/contact-messages';

const PAGE_SIZE = 50;
const DEBOUNCE_MS = 250;

const inboxStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  .filters {
    display: grid;
    gap: 0.75rem 1rem;
    ${theme.media.sm} {
      grid-template-columns: 2fr 1fr;
    }
  }
  .text {
    max-width: 32rem;
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  .unread {
    font-weight: 700;
  }
  .error {
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

export interface MessagesInboxProps {
  bus: LiveBus;
  /** A message was marked handled (−1) or unread (+1) here. */
  onUnreadChange: (delta: number) => void;
}

/** The Contact page's messages, newest first: searched, filtered by state, marked handled or unread. */
export function MessagesInbox({ bus, onUnreadChange }: MessagesInboxProps) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [handled, setHandled] = useState<HandledFilter>('');
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQ(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const fetchPage = useCallback(
    (cursor: string | null) => getContactMessages({ q, handled, limit: PAGE_SIZE, cursor }),
    [q, handled],
  );
  const pages = useCursorPages<InboxMessage>(JSON.stringify({ q: q.trim(), handled }), fetchPage, 'the messages');
  const { edit } = pages;

  useLiveEvent(bus, 'contactMessageReceived', (payload) => {
    const message = readMessage(payload);
    if (!message) return;
    setAnnouncement(`New message from ${message.name || message.email}`);
    // It joins the top of a list it belongs in; a search is left as the staff member typed it.
    if (q.trim() || handled === 'true') return;
    edit((rows) => (rows.some((row) => row._id === message._id) ? rows : [message, ...rows]));
  });

  async function toggle(message: InboxMessage) {
    if (saving) return;
    setSaving(message._id);
    setError(null);
    try {
      const saved = await setMessageHandled(message._id, !message.handled);
      edit((rows) => (handled && String(saved.handled) !== handled ? rows.filter((row) => row._id !== saved._id) : rows.map((row) => (row._id === saved._id ? saved : row))));
      if (saved.handled !== message.handled) onUnreadChange(saved.handled ? -1 : 1);
      setAnnouncement(`${saved.name || saved.email}: ${saved.handled ? 'handled' : 'unread'}`);
    } catch (failure) {
      if (errorStatus(failure) !== 401) setError(getErrorMessage(failure));
    } finally {
      setSaving(null);
    }
  }

  const columns: Column<InboxMessage>[] = [
    {
      header: 'From',
      rowHeader: true,
      cell: (row) => (
        <>
          <span className={row.handled ? undefined : 'unread'}>{row.name || 'Unnamed'}</span>
          <span className="meta">{row.email}</span>
          {row.phone && <span className="meta">{row.phone}</span>}
        </>
      ),
    },
    {
      header: 'Message',
      cell: (row) => (
        <>
          {row.service && <span className="meta">{row.service}</span>}
          <p className="text">{row.message}</p>
        </>
      ),
    },
    { header: 'Received', cell: (row) => formatDateTime(row.createdAt) },
    { header: 'State', cell: (row) => (row.handled ? 'Handled' : 'Unread') },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="actions">
          <Button
            variant="secondary"
            aria-label={`${row.handled ? 'Mark unread' : 'Mark handled'}: message from ${row.name || row.email}`}
            aria-busy={saving === row._id}
            aria-disabled={saving !== null}
            onClick={() => toggle(row)}
          >
            {row.handled ? 'Mark unread' : 'Mark handled'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div css={inboxStyles}>
      <form className="filters" role="search" aria-label="Messages" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Search messages" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        <SelectField label="Show" value={handled} onChange={(event) => setHandled(event.target.value as HandledFilter)}>
          <option value="">All messages</option>
          <option value="false">Unread</option>
          <option value="true">Handled</option>
        </SelectField>
      </form>
      {error && (
        <p className="error" role="alert">
          Could not save: {error}
        </p>
      )}
      <PagedTable
        caption="Contact messages, newest first"
        columns={columns}
        pages={pages}
        rowKey={(row) => row._id}
        noun={['message', 'messages']}
        emptyText={q.trim() || handled ? 'No messages match.' : 'No messages yet.'}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
