import type { Registration } from '@blueprint/contract/api/registrations';
import { csvLines } from '../../lib/csv';
import { localDay, localTimestamp } from '../../lib/time-zone';

// The registrations' CSV: the spec's ten columns, exactly, and with `fields=workspace` the team's four
// after them. Dates are the institute's (TIME_ZONE), written with their offset so no reader guesses.

export const SPEC_COLUMNS = [
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

export const WORKSPACE_COLUMNS = ['status', 'note', 'assignee', 'followUpAt'] as const;

type Column = (typeof SPEC_COLUMNS)[number] | (typeof WORKSPACE_COLUMNS)[number];

async function* cells(
  rows: AsyncIterable<Registration>,
  timeZone: string,
): AsyncGenerator<Record<Column, string | number>> {
  for await (const row of rows) {
    yield {
      ...row,
      createdAt: localTimestamp(row.createdAt, timeZone),
      assignee: row.assignee?.name ?? '',
      followUpAt: row.followUpAt ? localTimestamp(row.followUpAt, timeZone) : '',
    };
  }
}

export function registrationCsv(
  rows: AsyncIterable<Registration>,
  { workspace, timeZone }: { workspace: boolean; timeZone: string },
) {
  const columns: readonly Column[] = workspace ? [...SPEC_COLUMNS, ...WORKSPACE_COLUMNS] : SPEC_COLUMNS;
  return csvLines(columns, cells(rows, timeZone));
}

/**
 * What the file holds and when: `it_students_contacted_overdue_workspace_2026-11-25_0021.csv`,
 * `all_students_2026-11-25_0021.csv`. The spec's per-program export (only `program`) keeps its name,
 * `it_students.csv`.
 */
export function exportFileName(
  query: {
    program?: string;
    status?: string;
    q?: string;
    from?: string;
    to?: string;
    assignee?: string;
    due?: string;
    fields?: string;
    sort?: string;
  },
  timeZone: string,
  now = Date.now(),
): string {
  const { program, status, q, from, to, assignee, due, fields } = query;
  if (program && !status && !q && !from && !to && !assignee && !due && !fields)
    return `${program.toLowerCase()}_students.csv`;
  const parts = [`${program ? program.toLowerCase() : 'all'}_students`];
  if (status) parts.push(status);
  if (from || to) parts.push(`${from ?? 'start'}_to_${to ?? 'today'}`);
  if (assignee) parts.push(assignee === 'me' || assignee === 'none' ? `assigned-${assignee}` : 'assigned');
  if (due) parts.push(due);
  // The search text is personal data (a name): the name only says the list was searched.
  if (q) parts.push('search');
  if (fields) parts.push(fields);
  parts.push(fileStamp(timeZone, now));
  return `${parts.join('_')}.csv`;
}

/** When an export was made, for its file name: `2026-11-25_0021` (the institute's time). */
export function fileStamp(timeZone: string, now = Date.now()): string {
  const stamp = localTimestamp(new Date(now).toISOString(), timeZone);
  return `${localDay(now, timeZone)}_${stamp.slice(11, 13)}${stamp.slice(14, 16)}`;
}
