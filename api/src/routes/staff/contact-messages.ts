import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessage,
  contactMessageListQuery,
  contactMessageStats,
  contactMessageUpdateSchema,
} from '@blueprint/contract/api/inbox';
import { HttpError } from '../../lib/http-error';
import { item, page } from '@blueprint/contract/api/common';
import { answer, errorAnswers, idParams, problem, staffOnly } from '../answers';
import { toDashboards } from '../dashboard-events';
import { audit } from './audit';

export default async function contactMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/contact-messages',
    {
      schema: {
        summary: 'Contact messages, newest first, searched and filtered, a page at a time',
        ...staffOnly,
        querystring: contactMessageListQuery,
        response: {
          200: answer(page(contactMessage), 'A page of messages'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request) => app.repos.contactMessages.list(request.query),
  );

  // The inbox's badge: how many messages nobody has handled yet.
  app.get(
    '/api/contact-messages/stats',
    {
      schema: {
        summary: 'How many messages there are, and how many are not handled yet',
        ...staffOnly,
        response: { 200: answer(contactMessageStats, 'The counts'), ...errorAnswers({ staff: true }) },
      },
    },
    async () => app.repos.contactMessages.stats(),
  );

  app.patch(
    '/api/contact-messages/:id',
    {
      schema: {
        summary: 'Mark a message handled or not',
        ...staffOnly,
        params: idParams,
        body: contactMessageUpdateSchema,
        response: {
          200: answer(item(contactMessage), 'The message as changed'),
          404: problem('Message not found'),
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await app.repos.contactMessages.setHandled(id, request.body.handled);
      if (!result) throw new HttpError(404, 'Message not found');
      const { message, wasHandled } = result;
      await audit(
        request,
        'message-handled',
        id,
        wasHandled === message.handled
          ? undefined
          : { before: { handled: wasHandled }, after: { handled: message.handled } },
      );
      toDashboards(app, 'contactMessageUpdated', message);
      return { data: message };
    },
  );
}
