import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../lib/http-error';
import { unstorableFields } from '../lib/text';
import releaseRoutes from './admin/releases';
import healthRoutes from './health';
import metricsRoutes from './metrics';
import browserErrorRoutes from './public/browser-errors';
import contactRoutes from './public/contact';
import loginRoutes from './public/login';
import pageLoadRoutes from './public/page-loads';
import registrationRoutes from './public/registrations';
import liveReleaseRoutes from './public/releases';
import { auditSessions } from './session-audit';
import accountRoutes from './staff/account';
import auditLogRoutes from './staff/audit-log';
import staffGuard from './staff/autohooks';
import contactMessageRoutes from './staff/contact-messages';
import internshipRoutes from './staff/internships';
import logoutRoutes from './staff/logout';
import newsletterSubscriberRoutes from './staff/newsletter-subscribers';
import staffReleaseRoutes from './staff/releases';
import secondFactorRoutes from './staff/second-factors';
import staffUserRoutes from './staff/staff-users';

export default async function routes(app: FastifyInstance) {
  auditSessions(app);
  // Text that cannot be stored as given (NUL, lone surrogates) is refused before any schema reads the body.
  // JSON Schema has no words for "well-formed UTF-16", so this one rule lives here, not in the schemas
  // (NUL is also refused by every text field's pattern; a password is never stored).
  app.addHook('preValidation', (request, _reply, done) => {
    const unstorable = unstorableFields(request.body);
    done(unstorable.length > 0 ? validationFailed(unstorable) : undefined);
  });
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(registrationRoutes);
  await app.register(contactRoutes);
  await app.register(loginRoutes);
  await app.register(browserErrorRoutes);
  // The live map and the releases' files, for the page servers: public.
  await app.register(liveReleaseRoutes);
  // The page servers' page-load reports, with the secret they share with the API.
  await app.register(pageLoadRoutes);
  // Its own context: the deploy token's hook covers these routes alone.
  await app.register(releaseRoutes);
  // One encapsulated context: the guard's hook covers every staff route and nothing else.
  await app.register(async (staff) => {
    staffGuard(staff);
    await staff.register(internshipRoutes);
    await staff.register(contactMessageRoutes);
    await staff.register(logoutRoutes);
    await staff.register(newsletterSubscriberRoutes);
    await staff.register(auditLogRoutes);
    await staff.register(accountRoutes);
    await staff.register(staffUserRoutes);
    await staff.register(secondFactorRoutes);
    await staff.register(staffReleaseRoutes);
  });
}
