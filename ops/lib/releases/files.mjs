// @ts-check
// A release folder as the API's publish endpoint takes it (PUT /api/admin/releases/<remote>/<id>): every file
// with its path inside the release ('/'-separated), size, sha256 and content in base64, sorted by path.
// `npm run publish` sends it; the deployment rehearsal builds its tampered uploads from it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ path: string, size: number, sha256: string, content: string }} PublishedFile */

/** @param {string} file its path inside the release @param {Buffer} bytes @returns {PublishedFile} */
export function publishedFile(file, bytes) {
  return {
    path: file,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content: bytes.toString('base64'),
  };
}

/** @param {string} folder a release's folder @returns {PublishedFile[]} */
export function releaseFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return publishedFile(path.relative(folder, full).split(path.sep).join('/'), readFileSync(full));
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
