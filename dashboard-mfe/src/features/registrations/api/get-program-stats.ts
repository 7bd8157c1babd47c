import { programStatsAsRead, type ProgramStat } from '@blueprint/contract/api/registrations';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';
import { registrationKeys } from './query-keys';

export type ProgramCounts = Record<Program, number>;

export const ZERO_COUNTS: ProgramCounts = Object.fromEntries(PROGRAMS.map((program) => [program, 0])) as ProgramCounts;

/** The stats as counts per program: every program, zero when the answer leaves it out; entries for the same
 * program (spelled two ways, spec section 3) add up. */
function countsFromStats(stats: ProgramStat[]): ProgramCounts {
  const counts = { ...ZERO_COUNTS };
  for (const { _id: program, count } of stats) counts[program] += count;
  return counts;
}

/** GET /api/internships/stats: one grouped count per program, not a download of every record. */
export async function getProgramStats(): Promise<ProgramCounts> {
  const { data } = await dashboardApi.get<unknown>('/api/internships/stats');
  return countsFromStats(readAnswer(programStatsAsRead, data));
}

/** The counts per program: one query, moved by live events (src/app/live-updates.ts). */
export const programCountsOptions = () =>
  queryOptions({
    queryKey: registrationKeys.programCounts,
    queryFn: () => getProgramStats(),
    meta: { what: 'the program counts' },
  });

export function useProgramCounts() {
  return useQuery(programCountsOptions());
}
