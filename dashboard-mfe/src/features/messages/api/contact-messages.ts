import { errorStatus } from '@blueprint/shared/api';
import type { ContactMessage } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams, readPage } from '../../../lib/query-params';

/** A message from the Contact page, with the staff's handled flag (docs/contract.md). */
export type InboxMessage = ContactMessage;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readMessage(value: unknown): InboxMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || !raw._id) return null;
  return {
    _id: raw._id,
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone),
    service: text(raw.service),
    message: text(raw.message),
    createdAt: text(raw.createdAt),
    handled: raw.handled === true,
  };
}

function readMessages(rows: unknown): InboxMessage[] {
  return Array.isArray(rows) ? rows.map(readMessage).filter((message): message is InboxMessage => message !== null) : [];
}

export type HandledFilter = '' | 'true' | 'false';

/** GET /api/contact-messages?q=&handled=&limit=&cursor=: newest first. */
export async function getContactMessages(params: { q?: string; handled?: HandledFilter; limit: number; cursor?: string | null }) {
  const { data } = await dashboardApi.get<unknown>('/api/contact-messages', {
    params: definedParams({ q: params.q?.trim(), handled: params.handled, limit: params.limit, cursor: params.cursor }),
  });
  return readPage(data, readMessages);
}

/** PATCH /api/contact-messages/:id `{handled}` → the message as stored. */
export async function setMessageHandled(id: string, handled: boolean): Promise<InboxMessage> {
  const { data } = await dashboardApi.patch<{ data?: unknown }>(`/api/contact-messages/${encodeURIComponent(id)}`, { handled });
  const message = readMessage(data?.data);
  if (!message) throw new Error('The server answered without the message');
  return message;
}

/**
 * GET /api/contact-messages/stats `{total, unread}`: the unread count in one request. Null when this API has
 * no such route (404), so the caller can count another way.
 */
export async function getUnreadCount(): Promise<number | null> {
  try {
    const { data } = await dashboardApi.get<{ unread?: unknown }>('/api/contact-messages/stats');
    return typeof data?.unread === 'number' && data.unread >= 0 ? data.unread : null;
  } catch (failure) {
    if (errorStatus(failure) === 404) return null;
    throw failure;
  }
}
