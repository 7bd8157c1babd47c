import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCreateSchema, staffUpdateSchema, staffUser } from '@blueprint/contract/api/staff';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { publicStaff, type StaffAccount, type StaffChanges } from '../../repositories/staff';
import { item, list } from '@blueprint/contract/api/common';
import { answer, errorAnswers, idParams, problem, staffOnly } from '../answers';
import { audit } from './audit';
import { adminOnly } from './autohooks';
import { endSessions } from './end-sessions';

const EMAIL_TAKEN = 'This email is already taken by a staff account';
const LAST_ADMIN = 'The last active admin cannot be deactivated or demoted';

/** The fields a change touched, before and after (a new password only as `passwordReset`, never a hash). */
function changesOf(before: StaffAccount, after: StaffAccount, passwordReset: boolean) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of ['name', 'role', 'active'] as const) {
    if (before[field] !== after[field]) {
      was[field] = before[field];
      now[field] = after[field];
    }
  }
  if (passwordReset) now.passwordReset = true;
  return { before: was, after: now };
}

// Accounts, for admins (docs/contract.md "A workspace for a team"). A `staff` account gets 403 on each.
export default async function staffUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/staff',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Every staff account (admins only)',
        ...staffOnly,
        response: { 200: answer(list(staffUser), 'Every account, oldest first'), ...errorAnswers({ admin: true }) },
      },
    },
    async () => {
      const [accounts, enrolled] = await Promise.all([app.repos.staff.list(), app.repos.secondFactors.enrolled()]);
      return {
        data: accounts.map((account) => ({ ...publicStaff(account), secondFactor: enrolled.has(account._id) })),
      };
    },
  );

  app.post(
    '/api/staff',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Add a staff account (admins only)',
        description: 'The email is unique whatever its case; the password is at least 12 characters.',
        ...staffOnly,
        body: staffCreateSchema,
        response: {
          201: answer(item(staffUser), 'The new account'),
          409: problem(EMAIL_TAKEN),
          ...errorAnswers({ body: true, admin: true }),
        },
      },
    },
    async (request, reply) => {
      const { email, name, role, password } = request.body;
      const account = await app.repos.staff.create({ email, name, role, passwordHash: await hashPassword(password) });
      if (!account) throw new HttpError(409, EMAIL_TAKEN);
      await audit(request, 'staff-create', account._id, { after: { email: account.email, name, role } });
      return reply.code(201).send({ data: publicStaff(account) });
    },
  );

  app.patch(
    '/api/staff/:id',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Rename, change the role, deactivate or reactivate an account, or reset its password (admins only)',
        description:
          'Deactivating, demoting to `staff` or a new password ends that person’s sessions and live connections at once, on every ' +
          'instance (an admin resetting their own password keeps the session they do it from). The last active admin cannot be ' +
          'deactivated or demoted (409).',
        ...staffOnly,
        params: idParams,
        body: staffUpdateSchema,
        response: {
          200: answer(item(staffUser), 'The account as changed'),
          404: problem('Staff account not found'),
          409: problem(LAST_ADMIN),
          ...errorAnswers({ body: true, admin: true }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name, role, active, password } = request.body;
      const before = await app.repos.staff.byId(id);
      if (!before) throw new HttpError(404, 'Staff account not found');
      const changes: StaffChanges = { name, role, active };
      if (password !== undefined) changes.passwordHash = await hashPassword(password);
      const after = await app.repos.staff.update(id, changes);
      if (after === 'last-admin') throw new HttpError(409, LAST_ADMIN);
      if (!after) throw new HttpError(404, 'Staff account not found');
      app.auth.accountChanged(id);

      const deactivated = before.active && !after.active;
      const demoted = before.role === 'admin' && after.role !== 'admin';
      if (deactivated || demoted) await endSessions(app, id);
      else if (password !== undefined)
        await endSessions(app, id, id === request.staff!.id ? request.staff!.sessionId : undefined);
      await audit(request, 'staff-update', id, changesOf(before, after, password !== undefined));
      return { data: publicStaff(after) };
    },
  );
}
