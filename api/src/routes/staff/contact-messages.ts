import type { FastifyInstance } from 'fastify';
import { contactMessageListQuery, contactMessageUpdateSchema } from '@blueprint/shared/validation';
import { HttpError } from '../../lib/http-error';
import { parseWith } from '../../lib/parse';
import { audit } from './audit';
import { idParam, parseQuery } from './query';

export default async function contactMessageRoutes(app: FastifyInstance) {
  app.get('/api/contact-messages', async (request) => app.repos.contactMessages.list(parseQuery(contactMessageListQuery, request)));

  // The inbox's badge: how many messages nobody has handled yet.
  app.get('/api/contact-messages/stats', async () => app.repos.contactMessages.stats());

  app.patch('/api/contact-messages/:id', async (request) => {
    const id = idParam(request);
    const { handled } = parseWith(contactMessageUpdateSchema, request.body);
    const message = await app.repos.contactMessages.setHandled(id, handled);
    if (!message) throw new HttpError(404, 'Message not found');
    await audit(app, 'message-handled', id);
    return { data: message };
  });
}
