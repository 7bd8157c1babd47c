import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Registration } from '@blueprint/shared/types';
import { ID_PATTERN, registrationExportQuery, registrationListQuery, registrationUpdateSchema, timelineQuery } from '@blueprint/shared/validation';
import { csvLines } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { FirstPageCache } from '../../speed/first-page-cache';
import { csv, errorAnswers, idParams, item, noContent, page, problem, programStats, registration, staffOnly, statusCounts, timeline } from '../answers';
import { toDashboards } from '../dashboard-events';
import { audit } from './audit';
import { timelineRange, toTimeline } from './timeline';

const CSV_COLUMNS = [
  'fullName',
  'email',
  'phone',
  'program',
  'course',
  'qualification',
  'college',
  'graduationYear',
  'createdAt',
  'message',
] as const satisfies readonly (keyof Registration)[];

const JSON_TYPE = 'application/json; charset=utf-8';
const notFound = problem('Registration not found');

export default async function internshipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The first page, kept serialized until the registrations change (speed/first-page-cache.ts).
  const firstPages = new FirstPageCache();

  app.get(
    '/api/internships',
    {
      schema: {
        summary: 'Registrations, newest first unless sorted, searched and filtered, a page at a time',
        ...staffOnly,
        querystring: registrationListQuery,
        response: { 200: page(registration).meta({ description: 'A page of registrations' }), ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { program, limit, cursor, q, status, from, to, sort } = query;
      // Only the page every dashboard opens on is cached; a search or a filter is read as asked.
      if (cursor || q || status || from || to || sort !== 'newest') return app.repos.registrations.list(query);
      const body = await firstPages.get(
        `${program ?? '*'}:${limit}`,
        () => app.repos.registrations.version(program),
        async () => JSON.stringify(await app.repos.registrations.list({ program, limit })),
      );
      return reply.type(JSON_TYPE).serializer((payload) => payload as string).send(body);
    },
  );

  app.get(
    '/api/internships/stats',
    {
      schema: {
        summary: 'How many registrations each program has (all four, zeros included)',
        ...staffOnly,
        response: { 200: programStats.meta({ description: 'One count per program' }), ...errorAnswers({ staff: true }) },
      },
    },
    async () => app.repos.registrations.stats(),
  );

  // Every dashboard asks for the counts per follow-up status on opening and after live changes: the answer
  // is kept serialized, tagged with the registrations' version like the first page (any insert, update or
  // delete on any instance moves it, so the counts are exact at the version read).
  const statusCountPages = new FirstPageCache(1);

  app.get(
    '/api/internships/status-counts',
    {
      schema: {
        summary: 'How many registrations each follow-up status has (all four, zeros included)',
        ...staffOnly,
        response: { 200: statusCounts.meta({ description: 'One count per follow-up status' }), ...errorAnswers({ staff: true }) },
      },
    },
    async (_request, reply) => {
      const body = await statusCountPages.get(
        'all',
        () => app.repos.registrations.version(),
        async () => JSON.stringify(await app.repos.registrations.statusCounts()),
      );
      return reply.type(JSON_TYPE).serializer((payload) => payload as string).send(body);
    },
  );

  // A chart asks for the same range again and again: the answer is kept serialized until the registrations
  // change (the same version as the first page's, moved by every insert, update and delete on any instance).
  const timelines = new FirstPageCache();

  app.get(
    '/api/internships/timeline',
    {
      schema: {
        summary: 'Registrations per day or week, per program (at most the last 1,100 days of the range)',
        ...staffOnly,
        querystring: timelineQuery,
        response: { 200: timeline.meta({ description: 'One point per day or week, zeros included' }), ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request, reply) => {
      const { bucket, ...asked } = request.query;
      const range = timelineRange(asked);
      const body = await timelines.get(
        `${range.from}:${range.to}:${bucket}`,
        () => app.repos.registrations.version(),
        async () => JSON.stringify(toTimeline(await app.repos.registrations.perDay(range.from, range.to), { ...range, bucket })),
      );
      return reply.type(JSON_TYPE).serializer((payload) => payload as string).send(body);
    },
  );

  app.get(
    '/api/internships/export.csv',
    {
      schema: {
        summary: 'The registrations the list’s filters select, as CSV (oldest first unless sorted)',
        ...staffOnly,
        querystring: registrationExportQuery,
        response: { 200: csv('A CSV attachment, header row first'), ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request, reply) => {
      const filter = request.query;
      const name = `${filter.program ? filter.program.toLowerCase() : 'all'}_students.csv`;
      // The record names the kind of export, not the search: a searched name is personal data.
      await audit(request, 'export', 'registrations');
      // Streamed page by page: memory stays flat whatever the number of rows.
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(Readable.from(csvLines(CSV_COLUMNS, app.repos.registrations.streamAll(filter))));
    },
  );

  app.get(
    '/api/internships/:id',
    {
      schema: {
        summary: 'One registration',
        ...staffOnly,
        // Any text: a malformed id is simply not found (404).
        params: z.object({ id: z.string() }),
        response: { 200: item(registration).meta({ description: 'The registration' }), 404: notFound, ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const registration = ID_PATTERN.test(id) ? await app.repos.registrations.findById(id) : undefined;
      if (!registration) throw new HttpError(404, 'Registration not found');
      return { data: registration };
    },
  );

  app.patch(
    '/api/internships/:id',
    {
      schema: {
        summary: 'Change a registration’s status or note (at least one)',
        ...staffOnly,
        params: idParams,
        body: registrationUpdateSchema,
        response: { 200: item(registration).meta({ description: 'The registration as changed' }), 404: notFound, ...errorAnswers({ body: true, staff: true }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const registration = await app.repos.registrations.update(id, changes);
      if (!registration) throw new HttpError(404, 'Registration not found');
      if (changes.status !== undefined) await audit(request, 'status-change', id, { after: { status: changes.status } });
      if (changes.note !== undefined) await audit(request, 'note-change', id);
      toDashboards(app, 'registrationUpdated', registration);
      return { data: registration };
    },
  );

  // Erasure on request (DPDP Act 2023, GDPR): the row goes, and with it every count, the timeline and the
  // search index (the database's triggers) and every cached page (their version moves); the audit log
  // keeps only the id.
  app.delete(
    '/api/internships/:id',
    {
      schema: {
        summary: 'Erase a registration everywhere',
        ...staffOnly,
        params: idParams,
        response: { 204: noContent('Erased'), 404: notFound, ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await app.repos.registrations.remove(id);
      if (!removed) throw new HttpError(404, 'Registration not found');
      await audit(request, 'delete', id);
      toDashboards(app, 'registrationDeleted', removed);
      return reply.code(204).send(null);
    },
  );
}
