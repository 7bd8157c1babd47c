// A release folder read as the publish endpoint takes it: what `npm run publish`, the rehearsal and the bench send.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishedFile, releaseFiles } from '../lib/releases/files.mjs';

describe('a release folder as the publish endpoint takes it', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-release-files-'));
    mkdirSync(path.join(dir, '.server'));
    mkdirSync(path.join(dir, 'fragments', 'courses'), { recursive: true });
    writeFileSync(path.join(dir, 'release.json'), '{"remote":"catalog"}');
    writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(dir, '.server', 'server.cjs'), 'module.exports = {}');
    writeFileSync(path.join(dir, 'fragments', 'courses', 'index.html'), '<h1>Courses</h1>');
    writeFileSync(path.join(dir, 'empty.txt'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists every file, nested ones included, by its '/'-separated path inside the release, sorted", () => {
    expect(releaseFiles(dir).map((file) => file.path)).toEqual([
      '.server/server.cjs',
      'empty.txt',
      'fragments/courses/index.html',
      'main.0123456789.js',
      'release.json',
    ]);
  });

  it('gives each its size, sha256 and content in base64, which decode to the bytes on disk', () => {
    const page = releaseFiles(dir).find((file) => file.path === 'fragments/courses/index.html');
    expect(page).toEqual({
      path: 'fragments/courses/index.html',
      size: 16,
      sha256: createHash('sha256').update('<h1>Courses</h1>').digest('hex'),
      content: Buffer.from('<h1>Courses</h1>').toString('base64'),
    });
    const empty = releaseFiles(dir).find((file) => file.path === 'empty.txt');
    expect([empty.size, empty.content, empty.sha256]).toEqual([0, '', createHash('sha256').digest('hex')]);
  });

  it('describes bytes given in memory the same way as a file on disk', () => {
    const onDisk = releaseFiles(dir).find((file) => file.path === 'release.json');
    expect(publishedFile('release.json', Buffer.from('{"remote":"catalog"}'))).toEqual(onDisk);
  });
});
