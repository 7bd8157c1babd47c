import { item, page } from '@blueprint/contract/api/common';
import { contactMessage, contactMessageStats, type ContactMessage } from '@blueprint/contract/api/inbox';
import { errorStatus } from '@blueprint/shared/api';
import { dashboardApi } from '../../../lib/api-client';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';

/** A message from the Contact page, with the staff's handled flag (docs/contract.md). */
export type InboxMessage = ContactMessage;

const messagePage = page(contactMessage);
const oneMessage = item(contactMessage);

export type HandledFilter = '' | 'true' | 'false';

/** GET /api/contact-messages?q=&handled=&limit=&cursor=: newest first. */
export async function getContactMessages(params: {
  q?: string;
  handled?: HandledFilter;
  limit: number;
  cursor?: string | null;
}) {
  const { data } = await dashboardApi.get<unknown>('/api/contact-messages', {
    params: definedParams({ q: params.q?.trim(), handled: params.handled, limit: params.limit, cursor: params.cursor }),
  });
  return readAnswer(messagePage, data);
}

/** PATCH /api/contact-messages/:id `{handled}` → the message as stored. */
export async function setMessageHandled(id: string, handled: boolean): Promise<InboxMessage> {
  const { data } = await dashboardApi.patch<unknown>(`/api/contact-messages/${encodeURIComponent(id)}`, { handled });
  return readAnswer(oneMessage, data).data;
}

/**
 * GET /api/contact-messages/stats `{total, unread}`: the unread count in one request. Null when this API has
 * no such route (404), so the caller can count another way.
 */
export async function getUnreadCount(): Promise<number | null> {
  try {
    const { data } = await dashboardApi.get<unknown>('/api/contact-messages/stats');
    return readAnswer(contactMessageStats, data).unread;
  } catch (failure) {
    if (errorStatus(failure) === 404) return null;
    throw failure;
  }
}
