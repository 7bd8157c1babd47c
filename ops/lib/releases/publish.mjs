// @ts-check
// Uploads a release folder `npm run release` built to the API's release store (PUT /api/admin/releases/<remote>/<id>):
// every file with its size and sha256 in one request, checked by the API before it stores anything; a release it
// has already with the same files changes nothing (docs/decisions/2026-12-07-publishing-a-release.md).
// `npm run publish` does only this; `npm run deploy` does it first when the release was built here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { callDeployApi, fail } from './client.mjs';
import { releaseFiles } from './files.mjs';

/** @param {number} count */
const kib = (count) =>
  count < 1024 * 1024 ? `${(count / 1024).toFixed(1)} KiB` : `${(count / 1024 / 1024).toFixed(1)} MiB`;

/** Whether `folder` holds a release `npm run release` built. @param {string} folder */
export const isReleaseFolder = (folder) => existsSync(path.join(folder, 'release.json'));

/**
 * @param {{ remote: string, id: string, folder: string, apiUrl: string, token: string }} release
 * @returns {Promise<{ stored: boolean }>}
 */
export async function publishRelease({ remote, id, folder, apiUrl, token }) {
  const { PUBLISH_LIMITS } = await import('@blueprint/contract/api/releases');
  const files = releaseFiles(folder);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  // The API's limits, said here before anything is sent.
  const largest = files.reduce((top, file) => (file.size > top.size ? file : top), { path: '', size: 0 });
  if (files.length > PUBLISH_LIMITS.files)
    fail(`${remote} ${id} has ${files.length} files; the API accepts at most ${PUBLISH_LIMITS.files}`);
  if (largest.size > PUBLISH_LIMITS.fileBytes)
    fail(`${largest.path} has ${largest.size} bytes; the API accepts at most ${PUBLISH_LIMITS.fileBytes} a file`);
  if (bytes > PUBLISH_LIMITS.totalBytes)
    fail(`${remote} ${id} has ${bytes} bytes; the API accepts at most ${PUBLISH_LIMITS.totalBytes}`);

  console.log(`Publishing ${remote} ${id}: ${files.length} files, ${kib(bytes)}, to ${apiUrl}`);
  const started = Date.now();
  const answer = await callDeployApi({
    what: `publish ${remote} ${id}`,
    url: `${apiUrl}/api/admin/releases/${encodeURIComponent(remote)}/${encodeURIComponent(id)}`,
    init: { method: 'PUT', body: JSON.stringify({ files }), headers: { 'content-type': 'application/json' } },
    token,
    timeoutMs: 120_000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    answer.stored
      ? `Stored ${answer.files} files, ${kib(answer.bytes)}, in ${seconds} s`
      : `The API has ${remote} ${id} already, with the same files: nothing changed`,
  );
  return { stored: Boolean(answer.stored) };
}
