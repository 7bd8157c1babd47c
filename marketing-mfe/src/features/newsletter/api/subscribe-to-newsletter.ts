import { apiClient } from '@blueprint/shared/api';
import type { NewsletterData } from '@blueprint/contract/api/inbox';

export interface Subscription {
  /** The API answers 200 instead of 201 when the address was already on the list. */
  alreadySubscribed: boolean;
}

/** POST /api/newsletter `{email}`: 201 when added, 200 when already subscribed (docs/contract.md). */
export async function subscribeToNewsletter(values: NewsletterData): Promise<Subscription> {
  const response = await apiClient.post('/api/newsletter', values);
  return { alreadySubscribed: response.status === 200 };
}
