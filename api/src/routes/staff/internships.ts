import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Registration } from '@blueprint/shared/types';
import { ID_PATTERN } from '../../db/ids';
import { csvLines } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { parseWith } from '../../lib/parse';
import { FirstPageCache } from '../../speed/first-page-cache';
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
  // The first page, kept serialized until the registrations change (speed/first-page-cache.ts).
  const firstPages = new FirstPageCache();

  app.get('/api/internships', async (request, reply) => {
    const { program, limit, cursor } = parseWith(listQuery, request.query);
    if (cursor) return app.repos.registrations.list({ program, limit, cursor });
    const body = await firstPages.get(
      `${program ?? '*'}:${limit}`,
      () => app.repos.registrations.version(program),
      async () => JSON.stringify(await app.repos.registrations.list({ program, limit })),
    );
    return reply.type('application/json; charset=utf-8').send(body);
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
