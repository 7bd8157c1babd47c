import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { page, pageQuery } from '@blueprint/contract/api/common';
import { csvLines } from '../../lib/csv';
import { localTimestamp } from '../../lib/time-zone';
import { fileStamp } from './registrations-csv';
import { newsletterSubscriber } from '@blueprint/contract/api/inbox';
import { answer, csv, errorAnswers, staffOnly } from '../answers';
import { audit } from './audit';

/** The institute's dates, with their offset (as the registrations' CSV). */
async function* localDates<T extends { createdAt: string }>(rows: AsyncIterable<T>, timeZone: string) {
  for await (const row of rows) yield { ...row, createdAt: localTimestamp(row.createdAt, timeZone) };
}

export default async function newsletterSubscriberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/newsletter-subscribers',
    {
      schema: {
        summary: 'Newsletter subscribers, newest first, a page at a time',
        ...staffOnly,
        querystring: pageQuery,
        response: {
          200: answer(page(newsletterSubscriber), 'A page of subscribers'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request) => app.repos.newsletter.list(request.query),
  );

  app.get(
    '/api/newsletter-subscribers/export.csv',
    {
      schema: {
        summary: 'Every newsletter subscriber, as CSV',
        ...staffOnly,
        response: { 200: csv('A CSV attachment, header row first'), ...errorAnswers({ staff: true }) },
      },
    },
    async (request, reply) => {
      await audit(request, 'export', 'newsletter-subscribers');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="newsletter_subscribers_${fileStamp(app.config.timeZone)}.csv"`,
        )
        .send(
          Readable.from(
            csvLines(['email', 'createdAt'], localDates(app.repos.newsletter.streamAll(), app.config.timeZone)),
          ),
        );
    },
  );
}
