import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, list, page } from '@blueprint/contract/api/common';
import {
  activityEntry,
  bulkResult,
  programStats,
  registration,
  registrationBulkSchema,
  registrationConflict,
  registrationExportQuery,
  registrationListQuery,
  registrationUpdateSchema,
  statusCounts,
  timeline,
  timelineQuery,
} from '@blueprint/contract/api/registrations';
import { ID_PATTERN } from '@blueprint/contract/api/values';
import { HttpError } from '../../lib/http-error';
import { readableTimestamp } from '../../lib/time-zone';
import { resolveFilter } from '../../repositories/registration-filters';
import type { RegistrationChanges } from '../../repositories/registrations';
import { FirstPageCache } from '../../speed/first-page-cache';
import { answer, csv, errorAnswers, idParams, noContent, problem, staffOnly } from '../answers';
import { toDashboards } from '../dashboard-events';
import { actorOf, findStaff } from './actor';
import { audit, auditAll } from './audit';
import { bulkAudit, registrationAudit } from './registration-audit';
import { exportFileName, registrationCsv } from './registrations-csv';
import { timelineRange, toTimeline } from './timeline';

/** `If-Match: "3"` (or `W/"3"`, or a list): the versions it names; `*` is any. */
function matchVersions(header: string | undefined): number[] | 'any' | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return 'any';
  return header.split(',').map((tag) => Number(/^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(tag)?.[1] ?? NaN));
}

/** The message of a 412: who changed the registration last, and when, as a person reads it (the institute's
 * time, no version number: `ETag` and `data.version` carry that). */
function staleMessage(lastChange: { at: string; actor: string } | undefined, timeZone: string): string {
  const by = lastChange ? ` by ${lastChange.actor} at ${readableTimestamp(lastChange.at, timeZone)}` : '';
  return `This registration was changed${by}; review it and apply your change again`;
}

const BULK_BODY_LIMIT = 32 * 1024;

const ifMatchHeader = z.object({
  'if-match': z
    .string()
    .optional()
    .meta({ description: 'The version seen, as GET sent it in ETag ("3"): a stale one is refused with 412' }),
});

const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_STAFF = 'Assignee must be an active staff member';
const notStaff = problem('`assigneeId` names no active staff account (`errors` names the field)');
const notFound = problem('Registration not found');

export default async function internshipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The staff member an assignment names (null: nobody); 422 for someone who is not (or no longer) staff. */
  async function assigneeFor(request: FastifyRequest, assigneeId: string | null) {
    if (assigneeId === null) return null;
    const person = await findStaff(app, assigneeId);
    if (!person) throw new HttpError(422, NOT_STAFF, [{ field: 'assigneeId', msg: NOT_STAFF }]);
    return person;
  }
  // The first page, kept serialized until the registrations change (speed/first-page-cache.ts).
  const firstPages = new FirstPageCache();

  app.get(
    '/api/internships',
    {
      schema: {
        summary: 'Registrations, newest first unless sorted, searched and filtered, a page at a time',
        ...staffOnly,
        querystring: registrationListQuery,
        response: {
          200: answer(page(registration), 'A page of registrations'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { program, limit, cursor, q, status, from, to, sort, assignee, due } = query;
      // Only the page every dashboard opens on is cached; a search or a filter is read as asked.
      if (cursor || q || status || from || to || assignee || due || sort !== 'newest') {
        const filter = resolveFilter(query, { actorId: actorOf(request)._id, timeZone: app.config.timeZone });
        return app.repos.registrations.list({ ...filter, limit, cursor });
      }
      const body = await firstPages.get(
        `${program ?? '*'}:${limit}`,
        () => app.repos.registrations.version(program),
        async () => JSON.stringify(await app.repos.registrations.list({ program, limit })),
      );
      return reply
        .type(JSON_TYPE)
        .serializer((payload) => payload as string)
        .send(body);
    },
  );

  app.get(
    '/api/internships/stats',
    {
      schema: {
        summary: 'How many registrations each program has (all four, zeros included)',
        ...staffOnly,
        response: { 200: answer(programStats, 'One count per program'), ...errorAnswers({ staff: true }) },
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
        response: { 200: answer(statusCounts, 'One count per follow-up status'), ...errorAnswers({ staff: true }) },
      },
    },
    async (_request, reply) => {
      const body = await statusCountPages.get(
        'all',
        () => app.repos.registrations.version(),
        async () => JSON.stringify(await app.repos.registrations.statusCounts()),
      );
      return reply
        .type(JSON_TYPE)
        .serializer((payload) => payload as string)
        .send(body);
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
        response: {
          200: answer(timeline, 'One point per day or week, zeros included'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const { bucket, ...asked } = request.query;
      const range = timelineRange(asked, app.config.timeZone);
      const body = await timelines.get(
        `${range.from}:${range.to}:${bucket}`,
        () => app.repos.registrations.version(),
        async () =>
          JSON.stringify(toTimeline(await app.repos.registrations.perDay(range.from, range.to), { ...range, bucket })),
      );
      return reply
        .type(JSON_TYPE)
        .serializer((payload) => payload as string)
        .send(body);
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
      const { fields, ...query } = request.query;
      const timeZone = app.config.timeZone;
      const filter = resolveFilter(query, { actorId: actorOf(request)._id, timeZone });
      // The record names the kind of export, not the search: a searched name is personal data.
      await audit(request, 'export', 'registrations');
      // Streamed page by page: memory stays flat whatever the number of rows.
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(request.query, timeZone)}"`)
        .send(
          Readable.from(
            registrationCsv(app.repos.registrations.streamAll(filter), { workspace: fields === 'workspace', timeZone }),
          ),
        );
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
        response: {
          200: answer(item(registration), 'The registration'),
          404: notFound,
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const registration = ID_PATTERN.test(id) ? await app.repos.registrations.findById(id) : undefined;
      if (!registration) throw new HttpError(404, 'Registration not found');
      // The version a change must name in If-Match.
      void reply.header('ETag', `"${registration.version}"`);
      return { data: registration };
    },
  );

  app.get(
    '/api/internships/:id/activity',
    {
      schema: {
        summary: 'Every change of a registration with who and when, newest first, ending with its creation',
        ...staffOnly,
        params: idParams,
        response: {
          200: answer(list(activityEntry), 'The history'),
          404: notFound,
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request) => {
      const entries = await app.repos.registrations.activity(request.params.id);
      if (!entries) throw new HttpError(404, 'Registration not found');
      return { data: entries };
    },
  );

  app.post(
    '/api/internships/bulk',
    {
      // 500 ids are about 20 KB of JSON: more than the 16 KiB every other body may be.
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: 'One status and/or assignee for 1-500 registrations',
        ...staffOnly,
        body: registrationBulkSchema,
        response: {
          200: answer(bulkResult, 'How many registrations changed (those already so, and unknown ids, are left alone)'),
          422: notStaff,
          ...errorAnswers({ body: true, staff: true }),
          413: problem('The body is larger than 32 KiB'),
        },
      },
    },
    async (request) => {
      const { ids, status, assigneeId } = request.body;
      const changes: Pick<RegistrationChanges, 'status' | 'assignee'> = { status };
      if (assigneeId !== undefined) changes.assignee = await assigneeFor(request, assigneeId);
      const changed = await app.repos.registrations.bulk(ids, changes, actorOf(request));
      await auditAll(
        request,
        changed.map(({ previous, registration }) => bulkAudit(previous, registration)),
      );
      for (const { registration } of changed) toDashboards(app, 'registrationUpdated', registration);
      return { updated: changed.length };
    },
  );

  app.patch(
    '/api/internships/:id',
    {
      schema: {
        summary: 'Change a registration’s status, add a note, assign it or set its follow-up (at least one)',
        ...staffOnly,
        params: idParams,
        headers: ifMatchHeader,
        body: registrationUpdateSchema,
        response: {
          200: answer(item(registration), 'The registration as changed'),
          404: notFound,
          412: registrationConflict,
          422: notStaff,
          ...errorAnswers({ body: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { assigneeId, ...rest } = request.body;
      const changes: RegistrationChanges = rest;
      if (assigneeId !== undefined) changes.assignee = await assigneeFor(request, assigneeId);
      const versions = matchVersions(request.headers['if-match']);
      const actor = actorOf(request);
      // A list of versions applies to any of them: the one stored, if it is in the list.
      let expected: number | undefined;
      if (Array.isArray(versions)) {
        const current = await app.repos.registrations.findById(id);
        expected =
          current && versions.includes(current.version)
            ? current.version
            : (versions.find((v) => Number.isInteger(v)) ?? -1);
      }
      const result = await app.repos.registrations.update(id, changes, actor, expected);
      if (!result.ok && result.reason === 'missing') throw new HttpError(404, 'Registration not found');
      if (!result.ok) {
        const { current, lastChange } = result;
        void reply.header('ETag', `"${current.version}"`);
        return reply.code(412).send({ message: staleMessage(lastChange, app.config.timeZone), data: current });
      }
      const { registration, changed, previous } = result;
      void reply.header('ETag', `"${registration.version}"`);
      if (!changed) return { data: registration };
      await auditAll(request, registrationAudit(previous, registration, Boolean(changes.note)));
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
        response: {
          204: noContent('Erased'),
          404: notFound,
          ...errorAnswers({ reads: true, body: true, staff: true }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await app.repos.registrations.remove(id);
      if (!removed) throw new HttpError(404, 'Registration not found');
      await audit(request, 'delete', id);
      await app.repos.auditLog.forgetNotes(id);
      toDashboards(app, 'registrationDeleted', removed);
      return reply.code(204).send(null);
    },
  );
}
