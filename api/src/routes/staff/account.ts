import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { currentStaff, errorAnswers, item, staffOnly } from '../answers';

// One's own account: who is signed in (and the institute's time zone, which the dashboard's day boundaries
// follow).
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/auth/me',
    {
      schema: {
        summary: 'Who is signed in: the account behind the token, and the institute’s time zone',
        ...staffOnly,
        response: { 200: item(currentStaff).meta({ description: 'The signed-in staff member' }), ...errorAnswers({ staff: true }) },
      },
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new HttpError(401, 'Unauthorized');
      return { data: { _id: staff.id, email: staff.email, name: staff.name, role: staff.role, timeZone: app.config.timeZone } };
    },
  );
}
