import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntry, auditLogQuery } from '@blueprint/contract/api/staff';
import { page } from '@blueprint/contract/api/common';
import { answer, errorAnswers, staffOnly } from '../answers';

export default async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit-log',
    {
      schema: {
        summary: 'Who did what and when, newest first, a page at a time',
        description:
          'Filters (each optional; empty is none): `actor` a staff id (what that person did), `action` one action, `from`/`to` days ' +
          '(`YYYY-MM-DD`) in the institute’s time zone (TIME_ZONE), both inclusive. Each entry names its actor, and its target ' +
          'where it is a registration (its name while it exists, `erased registration` after) or a staff member.',
        ...staffOnly,
        querystring: auditLogQuery,
        response: {
          200: answer(page(auditEntry), 'A page of audit entries'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request) => app.repos.auditLog.list({ ...request.query, timeZone: app.config.timeZone }),
  );
}
