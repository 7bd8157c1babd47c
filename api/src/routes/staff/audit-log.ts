import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@blueprint/shared/validation';
import { parseQuery } from './query';

export default async function auditLogRoutes(app: FastifyInstance) {
  app.get('/api/audit-log', async (request) => app.repos.auditLog.list(parseQuery(pageQuery, request)));
}
