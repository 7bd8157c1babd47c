import type { Kysely } from 'kysely';
import type { ContactData } from '@blueprint/shared/validation';
import type { ContactMessage, Page } from '@blueprint/shared/types';
import type { ContactMessagesTable, Database } from '../db/schema';
import { uuidv7 } from '../db/ids';
import { toPage } from './page';

function toMessage(row: ContactMessagesTable): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    createdAt: row.created_at,
  };
}

export function createContactMessagesRepository(db: Kysely<Database>) {
  return {
    async create(data: ContactData): Promise<ContactMessage> {
      const { id, ms } = uuidv7();
      const row: ContactMessagesTable = { id, ...data, created_at: new Date(ms).toISOString() };
      await db.insertInto('contact_messages').values(row).execute();
      return toMessage(row);
    },

    async list({ limit, cursor }: { limit: number; cursor?: string }): Promise<Page<ContactMessage>> {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (cursor) query = query.where('id', '<', cursor);
      return toPage(await query.execute(), limit, toMessage);
    },
  };
}
