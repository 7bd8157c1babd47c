#!/usr/bin/env node
// npm run publish -- <remote> <id>: uploads a release `npm run release` built (releases/<remote>/<id>/,
// RELEASES_DIR) to the API at API_URL, with DEPLOY_TOKEN (the remote's own token, or the all-remotes one), as a
// team's CI does; `npm run deploy -- <remote> <id>` then makes it live. One request carries every file with its
// size and sha256; the API checks them all before it stores anything, and a release it has already is never
// changed (docs/decisions/2026-12-07-publishing-a-release.md). The last line is `published <remote> <id>`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiUrlOf, callDeployApi, deployToken, fail } from '../lib/releases/client.mjs';
import { releaseFiles } from '../lib/releases/files.mjs';
import { releasesDirOf } from '../lib/releases/places.mjs';

const [remote, id] = process.argv.slice(2);
if (!remote || !id) {
  console.error('usage: npm run publish -- <remote> <release id>');
  process.exit(2);
}
const folder = path.join(releasesDirOf(process.env), remote, id);
if (!existsSync(path.join(folder, 'release.json')))
  fail(`${folder} is no release: build one with npm run release -- ${remote} (its last line names the id)`);

const token = deployToken(process.env);
const apiUrl = await apiUrlOf(process.env);
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

const kib = (count) =>
  count < 1024 * 1024 ? `${(count / 1024).toFixed(1)} KiB` : `${(count / 1024 / 1024).toFixed(1)} MiB`;
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
    ? `Stored ${answer.files} files, ${kib(answer.bytes)}, in ${seconds} s: npm run deploy -- ${remote} ${id} makes it live`
    : `The API has ${remote} ${id} already, with the same files: nothing changed`,
);
console.log(`published ${remote} ${id}`);
