import type { Program } from '@blueprint/contract/api/values';
import { downloadCsv, downloadCsvFile, type SavedFile } from '../../../lib/download-csv';
import { filterParams, type RegistrationFilters } from './registration-filters';

/** Spec section 9: the program in lower case plus _students.csv. */
export function csvFileName(program: Program): string {
  return `${program.toLowerCase()}_students.csv`;
}

/** GET /api/internships/export.csv?program=: one program's registrations. */
export function downloadProgramCsv(program: Program, onProgress?: (bytes: number) => void): Promise<Blob> {
  return downloadCsv('/api/internships/export.csv', { program }, onProgress);
}

/**
 * GET /api/internships/export.csv with the list's own filters: exactly the filtered set the list shows, in its
 * order (the export's own default is oldest first, so the order is always sent).
 */
export function downloadFilteredCsv(filters: RegistrationFilters, onProgress?: (bytes: number) => void): Promise<Blob> {
  return downloadCsv(
    '/api/internships/export.csv',
    { ...filterParams(filters), sort: filters.sort ?? 'newest' },
    onProgress,
  );
}

/**
 * The workspace export (`fields=workspace`: also status, note, assignee and follow-up date) of the list's
 * filters, saved under the name the API gives it (Content-Disposition: what it holds and when).
 */
export function downloadWorkspaceCsv(
  filters: RegistrationFilters,
  onProgress?: (bytes: number) => void,
): Promise<SavedFile> {
  return downloadCsvFile(
    '/api/internships/export.csv',
    { ...filterParams(filters), sort: filters.sort ?? 'newest', fields: 'workspace' },
    onProgress,
  );
}
