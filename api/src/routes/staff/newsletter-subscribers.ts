import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@blueprint/shared/validation';
import { csvLines } from '../../lib/csv';
import { audit } from './audit';
import { parseQuery } from './query';

export default async function newsletterSubscriberRoutes(app: FastifyInstance) {
  app.get('/api/newsletter-subscribers', async (request) => app.repos.newsletter.list(parseQuery(pageQuery, request)));

  app.get('/api/newsletter-subscribers/export.csv', async (_request, reply) => {
    await audit(app, 'export', 'newsletter-subscribers');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="newsletter_subscribers.csv"')
      .send(Readable.from(csvLines(['email', 'createdAt'], app.repos.newsletter.streamAll())));
  });
}
