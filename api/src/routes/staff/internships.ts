import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Registration } from '@blueprint/shared/types';
import { ID_PATTERN } from '../../db/ids';
import { csvLines } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { parseWith } from '../../lib/parse';
import { listQuery, programQuery } from './query';

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
  // Every dashboard opens on the first page, so it is kept serialized, tagged with the number of
  // registrations it was read at. Rows are only ever added, and the totals move in the same transaction as
  // the rows (on every instance), so an unchanged total means an unchanged first page. The total is read
  // before the page: a page can only be newer than its tag, never older.
  const firstPages = new Map<string, { total: number; body: string }>();

  app.get('/api/internships', async (request, reply) => {
    const { program, limit, cursor } = parseWith(listQuery, request.query);
    if (cursor) return app.repos.registrations.list({ program, limit, cursor });
    const key = `${program ?? '*'}:${limit}`;
    const total = await app.repos.registrations.total(program);
    let cached = firstPages.get(key);
    if (cached?.total !== total) {
      cached = { total, body: JSON.stringify(await app.repos.registrations.list({ program, limit })) };
      if (firstPages.size >= 100) firstPages.clear();
      firstPages.set(key, cached);
    }
    return reply.type('application/json; charset=utf-8').send(cached.body);
  });

  app.get('/api/internships/stats', async () => app.repos.registrations.stats());

  app.get('/api/internships/export.csv', async (request, reply) => {
    const { program } = parseWith(programQuery, request.query);
    const name = `${program ? program.toLowerCase() : 'all'}_students.csv`;
    // Streamed page by page: memory stays flat whatever the number of rows.
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Readable.from(csvLines(CSV_COLUMNS, app.repos.registrations.streamAll(program))));
  });

  app.get<{ Params: { id: string } }>('/api/internships/:id', async (request) => {
    const { id } = request.params;
    const registration = ID_PATTERN.test(id) ? await app.repos.registrations.findById(id) : undefined;
    if (!registration) throw new HttpError(404, 'Registration not found');
    return { data: registration };
  });
}
