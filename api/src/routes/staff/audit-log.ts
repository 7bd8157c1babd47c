import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntry, auditLogFilters, auditLogQuery, type AuditLogFilters } from '@blueprint/contract/api/staff';
import { page } from '@blueprint/contract/api/common';
import { csvLines } from '../../lib/csv';
import { localTimestamp } from '../../lib/time-zone';
import { answer, csv, errorAnswers, staffOnly } from '../answers';
import { audit } from './audit';
import { fileStamp } from './registrations-csv';

const FILTERS =
  'Filters (each optional; empty is none): `actor` a staff id (what that person did), `action` one action, `from`/`to` days ' +
  '(`YYYY-MM-DD`) in the institute’s time zone (TIME_ZONE), both inclusive.';

const CSV_COLUMNS = ['at', 'actorName', 'actor', 'action', 'targetName', 'target', 'changes'] as const;
/** Read a page at a time, so a long log is streamed, not held. */
const CSV_PAGE = 500;

export default async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { timeZone } = app.config;

  /** Every entry the filters select, newest first, as CSV rows: the time in the institute's zone, a change as JSON. */
  async function* csvRows(filters: AuditLogFilters) {
    let cursor: string | undefined;
    do {
      const { data, nextCursor } = await app.repos.auditLog.list({ ...filters, limit: CSV_PAGE, cursor, timeZone });
      for (const entry of data) {
        yield {
          ...entry,
          at: localTimestamp(entry.at, timeZone),
          targetName: entry.targetName ?? '',
          changes: entry.changes ? JSON.stringify(entry.changes) : '',
        };
      }
      cursor = nextCursor ?? undefined;
    } while (cursor);
  }

  app.get(
    '/api/audit-log',
    {
      schema: {
        summary: 'Who did what and when, newest first, a page at a time',
        description: `${FILTERS} Each entry names its actor, and its target where it is a registration (its name while it exists, \`erased registration\` after) or a staff member.`,
        ...staffOnly,
        querystring: auditLogQuery,
        response: {
          200: answer(page(auditEntry), 'A page of audit entries'),
          ...errorAnswers({ reads: true, staff: true }),
        },
      },
    },
    async (request) => app.repos.auditLog.list({ ...request.query, timeZone }),
  );

  app.get(
    '/api/audit-log/export.csv',
    {
      schema: {
        summary: 'The audit log the filters select, newest first, as CSV',
        description: `${FILTERS} Columns: ${CSV_COLUMNS.join(', ')} (\`changes\` is the entry’s before → after as JSON). The export is itself recorded.`,
        ...staffOnly,
        querystring: auditLogFilters,
        response: { 200: csv('A CSV attachment, header row first'), ...errorAnswers({ reads: true, staff: true }) },
      },
    },
    async (request, reply) => {
      await audit(request, 'export', 'audit-log');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit_log_${fileStamp(timeZone)}.csv"`)
        .send(Readable.from(csvLines(CSV_COLUMNS, csvRows(request.query))));
    },
  );
}
