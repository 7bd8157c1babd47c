import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useEffect, useState } from 'react';
import { EmailText, PhoneLink } from '../../../components/contact-links';
import { PagedTable, type Column } from '../../../components/paged-table';
import { When } from '../../../components/when';
import { useLiveEvent } from '../../../lib/live-bus';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { HandledFilter, InboxMessage } from '../api/contact-messages';
import { messageListOptions, toggleHandledKey, useToggleHandled } from '../api/messages-queries';

const PAGE_SIZE = 50;
const DEBOUNCE_MS = 250;

const saveFailure = describeActionFailure('Could not save');

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
    overflow-wrap: break-word;
  }
  .unread {
    font-weight: 700;
  }
`;

/** The Contact page's messages, newest first: searched, filtered by state, marked handled or unread. */
export function MessagesInbox() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [handled, setHandled] = useState<HandledFilter>('');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQ(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const pages = useCursorList(messageListOptions(q, handled, PAGE_SIZE));

  // The live updates have put it on top of every list it belongs in (a search is left as typed).
  useLiveEvent('contactMessageReceived', (message) =>
    setAnnouncement(`New message from ${message.name || message.email}`),
  );

  const toggle = useToggleHandled();
  const { outcome, submitting, onSubmit, statusRef } = useMutationForm(toggle, {
    mutationKey: toggleHandledKey,
    describeFailure: saveFailure,
    onSuccess: (saved) => setAnnouncement(`${saved.name || saved.email}: ${saved.handled ? 'handled' : 'unread'}`),
  });

  const columns: Column<InboxMessage>[] = [
    {
      header: 'From',
      rowHeader: true,
      cell: (row) => (
        <>
          <span className={row.handled ? undefined : 'unread'}>{row.name || 'Unnamed'}</span>
          <span className="meta">
            <EmailText email={row.email} />
          </span>
          {row.phone && (
            <span className="meta">
              <PhoneLink phone={row.phone} label={`Call ${row.name || row.email}, ${row.phone}`} />
            </span>
          )}
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
    { header: 'Received', cell: (row) => <When at={row.createdAt} /> },
    { header: 'State', cell: (row) => (row.handled ? 'Handled' : 'Unread') },
    {
      header: 'Actions',
      wide: true,
      cell: (row) => (
        // One change at a time across the rows: the one on its way is the mutation's (its variables).
        <form className="actions" noValidate onSubmit={onSubmit(() => accept(row))}>
          <Button
            type="submit"
            variant="secondary"
            aria-label={`${row.handled ? 'Mark unread' : 'Mark handled'}: message from ${row.name || row.email}`}
            aria-busy={submitting && toggle.variables?._id === row._id}
            aria-disabled={submitting}
          >
            {row.handled ? 'Mark unread' : 'Mark handled'}
          </Button>
        </form>
      ),
    },
  ];

  return (
    <div css={inboxStyles}>
      <form className="filters" role="search" aria-label="Messages" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search messages"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField label="Show" value={handled} onChange={(event) => setHandled(event.target.value as HandledFilter)}>
          <option value="">All messages</option>
          <option value="false">Unread</option>
          <option value="true">Handled</option>
        </SelectField>
      </form>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
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
