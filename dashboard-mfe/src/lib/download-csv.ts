import { dashboardApi } from './api-client';

/**
 * A staff CSV export, fetched rather than linked because a plain link cannot carry the bearer token. A whole
 * export can be many megabytes, hence the long timeout.
 */
export async function downloadCsv(path: string, params: Record<string, string | number>, onProgress?: (bytes: number) => void): Promise<Blob> {
  const { data } = await dashboardApi.get<Blob>(path, {
    params,
    onDownloadProgress: onProgress && ((event) => onProgress(event.loaded)),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    timeout: 120_000,
  });
  return data;
}
