import { dashboardApi } from './api-client';

/**
 * A staff CSV export, fetched rather than linked because a plain link cannot carry the bearer token. A whole
 * export can be many megabytes, hence the long timeout.
 */
export async function downloadCsv(
  path: string,
  params: Record<string, string | number>,
  onProgress?: (bytes: number) => void,
): Promise<Blob> {
  return (await downloadCsvFile(path, params, onProgress)).blob;
}

/** A downloaded file and the name the server gave it (null when it gave none, or the browser hid it). */
export interface SavedFile {
  blob: Blob;
  fileName: string | null;
}

/** As downloadCsv, with the file name from the answer's Content-Disposition. */
export async function downloadCsvFile(
  path: string,
  params: Record<string, string | number>,
  onProgress?: (bytes: number) => void,
): Promise<SavedFile> {
  const response = await dashboardApi.get<Blob>(path, {
    params,
    onDownloadProgress: onProgress && ((event) => onProgress(event.loaded)),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    timeout: 120_000,
  });
  const disposition = response.headers['content-disposition'] as unknown;
  return { blob: response.data, fileName: typeof disposition === 'string' ? fileNameOf(disposition) : null };
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` first, then `filename="…"`;
 * only its last path segment, so a name can never point elsewhere. Null when there is none.
 */
export function fileNameOf(disposition: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(disposition)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[/\\]/).at(-1)?.trim();
  return base ? base : null;
}
