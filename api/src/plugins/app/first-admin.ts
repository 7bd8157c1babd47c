import type { FastifyBaseLogger } from 'fastify';
import { DEV_ADMIN, type Config } from '../../config';
import type { StaffRepository } from '../../repositories/staff';
import { hashPassword, passwordMatches } from '../../lib/passwords';

export const FIRST_ADMIN_NAME = 'Administrator';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD create the first admin when there is no staff account yet; once someone
 * exists, admins manage accounts and these are not read again. Two instances starting together on one
 * PostgreSQL both try: the email's unique index lets one in.
 *
 * The built-in development account (no ADMIN_PASSWORD, not production) keeps the password the configuration
 * gives it at every start, as it did when it was the only account: `blueprint-admin` on loopback, a generated
 * one when the server listens where others can reach it (dev-account.ts), so the public password is never
 * served off loopback even by an account made earlier on loopback.
 */
export async function ensureFirstAdmin(
  config: Config,
  staff: StaffRepository,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const { email, password } = config.admin;
  if ((await staff.count()) === 0) {
    const created = await staff.create({
      email,
      name: FIRST_ADMIN_NAME,
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    if (created) log.info({ event: 'first-admin-created' }, 'created the first staff admin from ADMIN_EMAIL');
    return;
  }
  const isDevelopmentAccount = !config.production && config.admin.isDefault && email === DEV_ADMIN.email;
  if (!isDevelopmentAccount) return;
  const account = await staff.byEmail(email);
  if (account && !(await passwordMatches(account.passwordHash, password))) {
    await staff.update(account._id, { passwordHash: await hashPassword(password) });
  }
}
