import type { FastifyInstance } from 'fastify';
import { contactSchema, newsletterSchema } from '@blueprint/shared/validation';
import { parseWith } from '../../lib/parse';
import { toDashboards } from '../dashboard-events';
import { publicPostLimit } from './rate-limit';

// The marketing forms: what a visitor writes is stored, never dropped.
export default async function contactRoutes(app: FastifyInstance) {
  const config = publicPostLimit(app);

  app.post('/api/contact', { config }, async (request, reply) => {
    const data = parseWith(contactSchema, request.body);
    const message = await app.repos.contactMessages.create(data);
    await reply.code(201).send({ data: message });
    toDashboards(app, 'contactMessageReceived', message);
    return reply;
  });

  app.post('/api/newsletter', { config }, async (request, reply) => {
    const { email } = parseWith(newsletterSchema, request.body);
    const created = await app.repos.newsletter.subscribe(email);
    return reply.code(created ? 201 : 200).send({ data: { email } });
  });
}
