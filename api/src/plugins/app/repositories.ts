import fp from 'fastify-plugin';
import { createAuditLogRepository } from '../../repositories/audit-log';
import { createBrowserErrorsRepository } from '../../repositories/browser-errors';
import { createContactMessagesRepository } from '../../repositories/contact-messages';
import { createNewsletterRepository } from '../../repositories/newsletter';
import { createRegistrationsRepository } from '../../repositories/registrations';
import { createReleaseTrafficRepository } from '../../repositories/release-traffic';
import { createSecondFactorsRepository } from '../../repositories/second-factors';
import { createSessionsRepository } from '../../repositories/sessions';
import { createStaffRepository } from '../../repositories/staff';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';

/** The only code that speaks SQL. */
export function createRepositories(db: Kysely<Database>, options: { writeQueueMax?: number } = {}) {
  return {
    registrations: createRegistrationsRepository(db, options),
    contactMessages: createContactMessagesRepository(db),
    newsletter: createNewsletterRepository(db),
    sessions: createSessionsRepository(db),
    staff: createStaffRepository(db),
    secondFactors: createSecondFactorsRepository(db),
    auditLog: createAuditLogRepository(db),
    browserErrors: createBrowserErrorsRepository(db),
    releaseTraffic: createReleaseTrafficRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export default fp(
  async (app) => {
    const repos = createRepositories(app.database.db, { writeQueueMax: app.config.writeQueueMax });
    app.decorate('repos', repos);
    // The day counts follow TIME_ZONE (a recount only when it changed since the last start).
    await repos.registrations.useTimeZone(app.config.timeZone);
    // Writes already accepted finish (and get their answer) before the database closes: this hook runs
    // before the database plugin's, which was registered earlier.
    app.addHook('onClose', () => repos.registrations.drain());
  },
  { name: 'repositories', dependencies: ['database'] },
);
