import { apiClient } from '@blueprint/shared/api';
import type { ContactData, ContactMessage } from '@blueprint/contract/api/inbox';

/** POST /api/contact: the API keeps the message for staff and answers 201 `{data}` (docs/contract.md). */
export async function sendContactMessage(values: ContactData): Promise<ContactMessage> {
  const response = await apiClient.post<{ data: ContactMessage }>('/api/contact', values);
  return response.data.data;
}
