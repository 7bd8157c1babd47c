import fp from 'fastify-plugin';
import { createContactMessagesRepository } from '../../repositories/contact-messages';
import { createNewsletterRepository } from '../../repositories/newsletter';
import { createRegistrationsRepository } from '../../repositories/registrations';
import { createSessionsRepository } from '../../repositories/sessions';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';

/** The only code that speaks SQL. */
export function createRepositories(db: Kysely<Database>) {
  return {
    registrations: createRegistrationsRepository(db),
    contactMessages: createContactMessagesRepository(db),
    newsletter: createNewsletterRepository(db),
    sessions: createSessionsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.database.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
