import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff, passwordChangeSchema } from '@blueprint/contract/api/staff';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { item } from '@blueprint/contract/api/common';
import { answer, errorAnswers, noContent, problem, staffOnly } from '../answers';
import { audit } from './audit';
import { endSessions } from './end-sessions';

const WRONG_PASSWORD = 'The current password is not right';

// One's own account: who is signed in (and the institute's time zone, which the dashboard's day boundaries
// follow), and changing one's own password.
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/auth/me',
    {
      schema: {
        summary: 'Who is signed in: the account behind the token, and the institute’s time zone',
        ...staffOnly,
        response: { 200: answer(item(currentStaff), 'The signed-in staff member'), ...errorAnswers({ staff: true }) },
      },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new HttpError(401, 'Unauthorized');
      const enrolled = await app.repos.secondFactors.has(staff.id);
      const secondFactor = enrolled
        ? 'enrolled'
        : staff.role === 'admin' && app.config.staffMfa === 'required'
          ? 'required'
          : 'missing';
      return {
        data: {
          _id: staff.id,
          email: staff.email,
          name: staff.name,
          role: staff.role,
          timeZone: app.config.timeZone,
          secondFactor,
        },
      };
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        summary: 'Change one’s own password: the other sessions end (HTTP and socket)',
        description:
          'The new password is at least 12 characters. A wrong current password is 422, and counts as a failed login (429 after repeated failures).',
        ...staffOnly,
        body: passwordChangeSchema,
        response: {
          204: noContent('Changed; every other session of this account has ended'),
          422: problem('The current password is not right (`errors` names `currentPassword`)'),
          ...errorAnswers({ body: true, staff: true }),
          429: problem('Too many wrong passwords for this account from this address; try again later'),
        },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const account = await app.repos.staff.byId(staff.id);
      if (!account) throw new HttpError(401, 'Unauthorized');
      const verdict = await app.auth.checkPassword(account, request.body.currentPassword, request.ip);
      if (verdict === 'locked') throw new HttpError(429, 'Too many failed login attempts, please try again later');
      if (verdict === 'failed')
        throw new HttpError(422, WRONG_PASSWORD, [{ field: 'currentPassword', msg: WRONG_PASSWORD }]);
      await app.repos.staff.update(staff.id, { passwordHash: await hashPassword(request.body.newPassword) });
      app.auth.accountChanged(staff.id);
      await endSessions(app, staff.id, staff.sessionId);
      await audit(request, 'password-change', staff.id);
      return reply.code(204).send(null);
    },
  );
}
