import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { ContactActions } from '../../../components/contact-links';
import { When } from '../../../components/when';
import { useRegistration } from '../api/get-registration';
import { usePersonMessages } from '../api/get-person-messages';
import { ActivityHistory } from './activity-history';
import { DuplicateMarker } from './duplicate-marker';
import { DetailList } from './student-details-dialog';
import { ViewersNotice } from './viewers-notice';

const panelStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  .contact-actions,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .contact-actions a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  .actions button {
    min-height: 44px;
  }
  .messages {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .messages li {
    padding-left: 0.75rem;
    border-left: 3px solid ${theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

export interface StudentPanelProps {
  /** The registration to show: its id, and the row already loaded when there is one. */
  open: { id: string; initial?: Registration } | null;
  onClose: () => void;
  onFollowUp: (student: Registration) => void;
  onDelete: (student: Registration) => void;
  /** Another registration (a duplicate's link). */
  onOpen: (id: string) => void;
}

/**
 * Everything about one person in one place, from any list: every field, call / WhatsApp / email, the
 * follow-up and erasure, their contact messages (found by email) and the registration's history.
 */
export function StudentPanel({ open, onClose, onFollowUp, onDelete, onOpen }: StudentPanelProps) {
  return (
    <Dialog open={open !== null} onClose={onClose} title="Student panel" maxWidth="44rem">
      {open && (
        <PanelBody
          key={open.id}
          id={open.id}
          initial={open.initial}
          onFollowUp={onFollowUp}
          onDelete={onDelete}
          onOpen={onOpen}
        />
      )}
    </Dialog>
  );
}

function PanelBody({
  id,
  initial,
  onFollowUp,
  onDelete,
  onOpen,
}: { id: string; initial?: Registration } & Omit<StudentPanelProps, 'open' | 'onClose'>) {
  const query = useRegistration(id, initial);
  const student = query.data;
  if (!student) {
    return query.isError ? (
      <p role="alert">Could not load this registration: it may have been deleted.</p>
    ) : (
      <p role="status">Loading…</p>
    );
  }
  const name = student.fullName || 'Unnamed student';
  return (
    <div css={panelStyles}>
      <div>
        <h3>{name}</h3>
        <ViewersNotice registrationId={student._id} />
        <ContactActions name={name} phone={student.phone} email={student.email} />
      </div>
      <DuplicateMarker student={student} onOpen={onOpen} />
      <div className="actions">
        <Button aria-haspopup="dialog" onClick={() => onFollowUp(student)}>
          Follow up
        </Button>
        <Button variant="ghost" aria-haspopup="dialog" onClick={() => onDelete(student)}>
          Delete
        </Button>
      </div>
      <DetailList student={student} />
      <PersonMessages email={student.email} />
      <ActivityHistory id={student._id} />
    </div>
  );
}

function PersonMessages({ email }: { email: string }) {
  const messages = usePersonMessages(email);
  return (
    <section aria-labelledby="person-messages">
      <h3 id="person-messages">Contact messages</h3>
      {messages.isPending && messages.fetchStatus !== 'idle' && <p role="status">Loading messages…</p>}
      {messages.isError && <p role="alert">Could not load the messages.</p>}
      {messages.data?.length === 0 && <p>None from this email address.</p>}
      {messages.data && messages.data.length > 0 && (
        <ul className="messages">
          {messages.data.map((message) => (
            <li key={message._id}>
              <span className="meta">
                <When at={message.createdAt} />
                {message.service ? ` · ${message.service}` : ''} · {message.handled ? 'Handled' : 'Unread'}
              </span>
              {message.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
