import type { Program } from '@blueprint/shared/types';
import { dashboardApi } from '../../../lib/api-client';

/** Spec section 9: the program in lower case plus _students.csv. */
export function csvFileName(program: Program): string {
  return `${program.toLowerCase()}_students.csv`;
}

/**
 * GET /api/internships/export.csv?program=: fetched rather than linked, because a plain link cannot carry
 * the bearer token. A whole program can be many megabytes, hence the long timeout.
 */
export async function downloadProgramCsv(program: Program, onProgress?: (bytes: number) => void): Promise<Blob> {
  const { data } = await dashboardApi.get<Blob>('/api/internships/export.csv', {
    params: { program },
    onDownloadProgress: onProgress && ((event) => onProgress(event.loaded)),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    timeout: 120_000,
  });
  return data;
}
