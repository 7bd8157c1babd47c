import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /** True when the address is new; subscribing twice is not an error. */
    async subscribe(email: string): Promise<boolean> {
      const result = await db
        .insertInto('newsletter_subscribers')
        .values({ email, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .returning('email')
        .executeTakeFirst();
      return result !== undefined;
    },
  };
}
