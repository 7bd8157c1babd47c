import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { normalizeProgram } from '@blueprint/contract/api/values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationKeys } from './query-keys';
import { dashboardApi } from '../../../lib/api-client';

export type ProgramCounts = Record<Program, number>;

export const ZERO_COUNTS: ProgramCounts = Object.fromEntries(PROGRAMS.map((program) => [program, 0])) as ProgramCounts;

/**
 * The stats array as counts per program. Spec section 3: an entry's `_id` may say 'information technology'
 * for IT; entries for the same program add up; anything unrecognised counts as Other.
 */
export function countsFromStats(stats: unknown): ProgramCounts {
  const counts = { ...ZERO_COUNTS };
  if (!Array.isArray(stats)) return counts;
  for (const entry of stats) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { _id: id, count } = entry as { _id?: unknown; count?: unknown };
    const value = typeof count === 'number' ? count : Number(count);
    if (!Number.isFinite(value) || value < 0) continue;
    counts[normalizeProgram(typeof id === 'string' ? id : '') ?? 'Other'] += value;
  }
  return counts;
}

/** GET /api/internships/stats: one grouped count per program, not a download of every record. */
export async function getProgramStats(): Promise<ProgramCounts> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/stats');
  return countsFromStats(data);
}

/** The counts per program: one query, moved by live events (live-registrations-cache.ts). */
export const programCountsOptions = () =>
  queryOptions({
    queryKey: registrationKeys.programCounts,
    queryFn: () => getProgramStats(),
    meta: { what: 'the program counts' },
  });

export function useProgramCounts() {
  return useQuery(programCountsOptions());
}
