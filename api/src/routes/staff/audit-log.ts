import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '@blueprint/shared/validation';
import { auditEntry, errorAnswers, page, staffOnly } from '../answers';

export default async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit-log',
    {
      schema: {
        summary: 'Who did what and when, newest first, a page at a time',
        ...staffOnly,
        querystring: pageQuery,
        response: { 200: page(auditEntry).meta({ description: 'A page of audit entries' }), ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request) => app.repos.auditLog.list(request.query),
  );
}
