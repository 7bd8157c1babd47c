import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../lib/parse';
import { pageQuery } from './query';

export default async function contactMessageRoutes(app: FastifyInstance) {
  app.get('/api/contact-messages', async (request) => {
    const { limit, cursor } = parseWith(pageQuery, request.query);
    return app.repos.contactMessages.list({ limit, cursor });
  });
}
