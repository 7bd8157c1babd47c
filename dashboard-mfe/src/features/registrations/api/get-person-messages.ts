// A person's contact messages, for the student panel: GET /api/contact-messages?q=<email>, kept to the
// messages sent from exactly that address (the search also matches names and text).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';

export interface PersonMessage {
  _id: string;
  message: string;
  service: string;
  createdAt: string;
  handled: boolean;
}

function read(value: unknown, email: string): PersonMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || typeof raw.email !== 'string' || raw.email.trim().toLowerCase() !== email) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { _id: raw._id, message: text(raw.message), service: text(raw.service), createdAt: text(raw.createdAt), handled: raw.handled === true };
}

/** The newest 50 messages from this address: a person writes a handful, not pages. */
export async function getPersonMessages(email: string): Promise<PersonMessage[]> {
  const address = email.trim().toLowerCase();
  const { data } = await dashboardApi.get<{ data?: unknown }>('/api/contact-messages', { params: { q: address, limit: 50 } });
  return (Array.isArray(data?.data) ? data.data : []).map((row) => read(row, address)).filter((message): message is PersonMessage => message !== null);
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
