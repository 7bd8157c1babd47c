import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessage, contactSchema, newsletterSchema, subscription } from '@blueprint/contract/api/inbox';
import { toDashboards } from '../dashboard-events';
import { item } from '@blueprint/contract/api/common';
import { answer, errorAnswers } from '../answers';
import { publicPostLimit } from './rate-limit';

const subscribed = item(subscription);

// The marketing forms: what a visitor writes is stored, never dropped.
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = publicPostLimit(app);
  const errors = errorAnswers({ body: true, limited: Boolean(config.rateLimit) });

  app.post(
    '/api/contact',
    {
      config,
      schema: {
        summary: 'Send a message from a contact form',
        tags: ['public'],
        body: contactSchema,
        response: { 201: answer(item(contactMessage), 'Kept'), ...errors },
      },
    },
    async (request, reply) => {
      const message = await app.repos.contactMessages.create(request.body);
      await reply.code(201).send({ data: message });
      toDashboards(app, 'contactMessageReceived', message);
      return reply;
    },
  );

  app.post(
    '/api/newsletter',
    {
      config,
      schema: {
        summary: 'Subscribe to the newsletter',
        tags: ['public'],
        body: newsletterSchema,
        response: { 200: answer(subscribed, 'Already subscribed'), 201: answer(subscribed, 'Subscribed'), ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const created = await app.repos.newsletter.subscribe(email);
      return reply.code(created ? 201 : 200).send({ data: { email } });
    },
  );
}
