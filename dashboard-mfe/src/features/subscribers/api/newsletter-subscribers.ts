import type { NewsletterSubscriber as Subscriber } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { definedParams, readPage } from '../../../lib/query-params';

export type { Subscriber };

function readSubscribers(rows: unknown): Subscriber[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const raw = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    return typeof raw._id === 'string' && typeof raw.email === 'string'
      ? [{ _id: raw._id, email: raw.email, createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : '' }]
      : [];
  });
}

/** GET /api/newsletter-subscribers?limit=&cursor=. */
export async function getSubscribers(limit: number, cursor: string | null) {
  const { data } = await dashboardApi.get<unknown>('/api/newsletter-subscribers', { params: definedParams({ limit, cursor }) });
  return readPage(data, readSubscribers);
}

export const SUBSCRIBERS_CSV = 'newsletter_subscribers.csv';

/** GET /api/newsletter-subscribers/export.csv: every subscriber. */
export function downloadSubscribersCsv(onProgress?: (bytes: number) => void): Promise<Blob> {
  return downloadCsv('/api/newsletter-subscribers/export.csv', {}, onProgress);
}
