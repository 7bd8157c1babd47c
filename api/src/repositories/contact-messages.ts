import { sql, type Kysely, type Selectable } from 'kysely';
import type { ContactData, ContactMessage, ContactMessageStats } from '@blueprint/contract/api/inbox';
import type { Page } from '@blueprint/contract/api/common';
import type { ContactMessagesTable, Database } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { toPage } from './page';
import { likePattern } from './registration-filters';

function toMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    createdAt: row.created_at,
    handled: Boolean(Number(row.handled)),
  };
}

export interface MessageListOptions {
  limit: number;
  cursor?: string;
  /** A case-insensitive substring of the name, the email or the message. */
  q?: string;
  handled?: boolean;
}

export function createContactMessagesRepository(db: Kysely<Database>) {
  return {
    async create(data: ContactData): Promise<ContactMessage> {
      const { id, ms } = uuidv7();
      const row: ContactMessagesTable = { id, ...data, created_at: new Date(ms).toISOString(), handled: 0 };
      await db.insertInto('contact_messages').values(row).execute();
      return toMessage(row);
    },

    /** Newest first. Messages are few next to registrations: a scan for `q` is fast enough. */
    async list({ limit, cursor, q, handled }: MessageListOptions): Promise<Page<ContactMessage>> {
      let query = db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (cursor) query = query.where('id', '<', cursor);
      if (handled !== undefined) query = query.where('handled', '=', handled ? 1 : 0);
      const text = q?.trim().toLowerCase();
      if (text)
        query = query.where(
          sql<boolean>`lower(name || ' ' || email || ' ' || message) like ${likePattern(text)} escape '\\'`,
        );
      return toPage(await query.execute(), limit, toMessage);
    },

    /** Marks a message handled or not; the message as it is now, and whether it was handled before. */
    async setHandled(
      id: string,
      handled: boolean,
    ): Promise<{ message: ContactMessage; wasHandled: boolean } | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('contact_messages')
          .select('handled')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        const row = await trx
          .updateTable('contact_messages')
          .set({ handled: handled ? 1 : 0 })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { message: toMessage(row), wasHandled: Number(before.handled) === 1 };
      });
    },

    /** How many messages there are, and how many nobody has handled yet. */
    async stats(): Promise<ContactMessageStats> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string | null>(sql`1 - handled`).as('unread'),
        ])
        .executeTakeFirst();
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },
  };
}
