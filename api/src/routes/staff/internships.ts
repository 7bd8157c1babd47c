import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Registration } from '@blueprint/shared/types';
import { ID_PATTERN, registrationFilterQuery, registrationListQuery, registrationUpdateSchema, timelineQuery } from '@blueprint/shared/validation';
import { csvLines } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { parseWith } from '../../lib/parse';
import { FirstPageCache } from '../../speed/first-page-cache';
import { audit } from './audit';
import { toDashboards } from '../dashboard-events';
import { idParam, parseQuery } from './query';
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

export default async function internshipRoutes(app: FastifyInstance) {
  // The first page, kept serialized until the registrations change (speed/first-page-cache.ts).
  const firstPages = new FirstPageCache();

  app.get('/api/internships', async (request, reply) => {
    const query = parseQuery(registrationListQuery, request);
    const { program, limit, cursor, q, status, from, to, sort } = query;
    // Only the page every dashboard opens on is cached; a search or a filter is read as asked.
    if (cursor || q || status || from || to || sort !== 'newest') return app.repos.registrations.list(query);
    const body = await firstPages.get(
      `${program ?? '*'}:${limit}`,
      () => app.repos.registrations.version(program),
      async () => JSON.stringify(await app.repos.registrations.list({ program, limit })),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/internships/stats', async () => app.repos.registrations.stats());

  // Every dashboard asks for the counts per follow-up status on opening and after live changes: the answer
  // is kept serialized, tagged with the registrations' version like the first page (any insert, update or
  // delete on any instance moves it, so the counts are exact at the version read).
  const statusCounts = new FirstPageCache(1);

  app.get('/api/internships/status-counts', async (_request, reply) => {
    const body = await statusCounts.get(
      'all',
      () => app.repos.registrations.version(),
      async () => JSON.stringify(await app.repos.registrations.statusCounts()),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // A chart asks for the same range again and again: the answer is kept serialized until the registrations
  // change (the same version as the first page's, moved by every insert, update and delete on any instance).
  const timelines = new FirstPageCache();

  app.get('/api/internships/timeline', async (request, reply) => {
    const { bucket, ...asked } = parseQuery(timelineQuery, request);
    const range = timelineRange(asked);
    const body = await timelines.get(
      `${range.from}:${range.to}:${bucket}`,
      () => app.repos.registrations.version(),
      async () => JSON.stringify(toTimeline(await app.repos.registrations.perDay(range.from, range.to), { ...range, bucket })),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/internships/export.csv', async (request, reply) => {
    const filter = parseQuery(registrationFilterQuery, request);
    // Oldest first, as the export always was, unless the caller asks for an order (the list's own).
    if (!(request.query as { sort?: string }).sort) filter.sort = 'oldest';
    const name = `${filter.program ? filter.program.toLowerCase() : 'all'}_students.csv`;
    // The record names the kind of export, not the search: a searched name is personal data.
    await audit(app, 'export', 'registrations');
    // Streamed page by page: memory stays flat whatever the number of rows.
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Readable.from(csvLines(CSV_COLUMNS, app.repos.registrations.streamAll(filter))));
  });

  app.get<{ Params: { id: string } }>('/api/internships/:id', async (request) => {
    const { id } = request.params;
    const registration = ID_PATTERN.test(id) ? await app.repos.registrations.findById(id) : undefined;
    if (!registration) throw new HttpError(404, 'Registration not found');
    return { data: registration };
  });

  app.patch('/api/internships/:id', async (request) => {
    const id = idParam(request);
    const changes = parseWith(registrationUpdateSchema, request.body);
    const registration = await app.repos.registrations.update(id, changes);
    if (!registration) throw new HttpError(404, 'Registration not found');
    if (changes.status !== undefined) await audit(app, 'status-change', id);
    if (changes.note !== undefined) await audit(app, 'note-change', id);
    toDashboards(app, 'registrationUpdated', registration);
    return { data: registration };
  });

  // Erasure on request (DPDP Act 2023, GDPR): the row goes, and with it every count, the timeline and the
  // search index (the database's triggers) and every cached page (their version moves); the audit log
  // keeps only the id.
  app.delete('/api/internships/:id', async (request, reply) => {
    const id = idParam(request);
    const removed = await app.repos.registrations.remove(id);
    if (!removed) throw new HttpError(404, 'Registration not found');
    await audit(app, 'delete', id);
    toDashboards(app, 'registrationDeleted', removed);
    return reply.code(204).send();
  });
}
