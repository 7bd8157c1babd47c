// A person's contact messages, for the student panel: GET /api/contact-messages?q=<email>, kept to the
// messages sent from exactly that address (the search also matches names and text).
import { page } from '@blueprint/contract/api/common';
import { contactMessage, type ContactMessage } from '@blueprint/contract/api/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

const messagePage = page(contactMessage);

/** The newest 50 messages from this address: a person writes a handful, not pages. */
export async function getPersonMessages(email: string): Promise<ContactMessage[]> {
  const address = email.trim().toLowerCase();
  const { data } = await dashboardApi.get<unknown>('/api/contact-messages', { params: { q: address, limit: 50 } });
  return readAnswer(messagePage, data).data.filter((message) => message.email.trim().toLowerCase() === address);
}

export const personMessagesOptions = (email: string) =>
  queryOptions({
    queryKey: ['contact-messages', 'from', email.trim().toLowerCase()] as const,
    queryFn: () => getPersonMessages(email),
    // contactMessageReceived/Updated may concern this person: read again each time the panel opens.
    staleTime: 0,
    meta: { what: 'the person’s messages' },
  });

export function usePersonMessages(email: string) {
  return useQuery({ ...personMessagesOptions(email), enabled: email.trim() !== '' });
}
