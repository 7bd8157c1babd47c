import { page } from '@blueprint/contract/api/common';
import { newsletterSubscriber } from '@blueprint/contract/api/inbox';
import { dashboardApi } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { definedParams } from '../../../lib/query-params';
import { readAnswer } from '../../../lib/read-answer';

const subscriberPage = page(newsletterSubscriber);

/** GET /api/newsletter-subscribers?limit=&cursor=. */
export async function getSubscribers(limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/newsletter-subscribers', {
    params: definedParams({ limit, cursor }),
  });
  return readAnswer(subscriberPage, data);
}

export const SUBSCRIBERS_CSV = 'newsletter_subscribers.csv';

/** GET /api/newsletter-subscribers/export.csv: every subscriber. */
export function downloadSubscribersCsv(onProgress?: (bytes: number) => void): Promise<Blob> {
  return downloadCsv('/api/newsletter-subscribers/export.csv', {}, onProgress);
}
