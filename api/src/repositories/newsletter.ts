import type { Kysely } from 'kysely';
import type { Page } from '@blueprint/contract/api/common';
import type { NewsletterSubscriber } from '@blueprint/contract/api/inbox';
import type { Database } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { toPage } from './page';

const toSubscriber = (row: { id: string; email: string; created_at: string }): NewsletterSubscriber => ({
  _id: row.id,
  email: row.email,
  createdAt: row.created_at,
});

export function createNewsletterRepository(db: Kysely<Database>) {
  const list = async ({
    limit,
    cursor,
    order = 'desc',
  }: {
    limit: number;
    cursor?: string;
    order?: 'asc' | 'desc';
  }): Promise<Page<NewsletterSubscriber>> => {
    let query = db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'created_at'])
      .orderBy('id', order)
      .limit(limit + 1);
    if (cursor) query = query.where('id', order === 'desc' ? '<' : '>', cursor);
    return toPage(await query.execute(), limit, toSubscriber);
  };

  return {
    /** True when the address is new; subscribing twice is not an error. */
    async subscribe(email: string): Promise<boolean> {
      const { id, ms } = uuidv7();
      const result = await db
        .insertInto('newsletter_subscribers')
        .values({ id, email, created_at: new Date(ms).toISOString() })
        .onConflict((oc) => oc.doNothing())
        .returning('email')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Newest first. */
    list: (options: { limit: number; cursor?: string }) => list(options),

    /** Oldest first, in pages, for the CSV export. */
    async *streamAll(pageSize = 1000): AsyncGenerator<NewsletterSubscriber> {
      let cursor: string | undefined;
      for (;;) {
        const page = await list({ limit: pageSize, cursor, order: 'asc' });
        yield* page.data;
        if (!page.nextCursor) return;
        cursor = page.nextCursor;
      }
    },
  };
}
