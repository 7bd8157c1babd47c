import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeReleaseApi, type FakeReleaseApi } from '../testing/fake-release-api';
import { ApiUnavailable, apiOriginsOf, createApiClient } from './api';
import { createReleaseFileSource, isReleasePath } from './release-files';

const NEW = '20261127-110000-bbbbbbbbbbbb';
const quiet = { warn() {} };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let api: FakeReleaseApi;
let cacheDir: string;

function source(origins = [api.origin]) {
  return createReleaseFileSource({ remote: 'catalog', api: createApiClient({ origins }), cacheDir, logger: quiet });
}

beforeEach(async () => {
  api = await startFakeReleaseApi();
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'page-server-release-files-'));
  api.publish('catalog', NEW, {
    'main.0123456789.js': 'main of the release',
    'same.js': 'main of the release',
    'release.json': '{}',
    '.server/server.cjs': 'exports.handleRequest = () => require("./part.cjs")',
    '.server/part.cjs': 'module.exports = null',
  });
});

afterEach(async () => {
  await api.stop();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('where the API is', () => {
  it('is API_INTERNAL_URL (origins, comma-separated), else API_URL', () => {
    expect(apiOriginsOf({ API_INTERNAL_URL: 'http://a:4000/, http://b:4000', API_URL: 'http://c' })).toEqual([
      'http://a:4000',
      'http://b:4000',
    ]);
    expect(apiOriginsOf({ API_URL: 'http://c:4000' })).toEqual(['http://c:4000']);
    expect(apiOriginsOf({ API_INTERNAL_URL: '' })).toEqual([]);
  });
});

describe('a release’s files by content hash', () => {
  it('asks for the index once, and for each content once, whatever the requests waiting for it', async () => {
    const files = source();
    const placed = await Promise.all(Array.from({ length: 5 }, () => files.file(NEW, 'main.0123456789.js')));
    const same = await files.file(NEW, 'same.js');
    expect(api.count(`/api/releases/catalog/${NEW}/files`)).toBe(1);
    expect(api.count('/api/release-files/')).toBe(1);
    const file = path.join(files.folder(NEW), 'main.0123456789.js');
    expect(placed).toEqual(Array.from({ length: 5 }, () => file));
    expect(same).toBe(path.join(files.folder(NEW), 'same.js'));
    expect(readFileSync(file, 'utf8')).toBe('main of the release');
    // Kept by its hash, the release's files made of it.
    const blob = path.join(cacheDir, 'blobs', sha('main of the release'));
    expect(statSync(blob).ino).toBe(statSync(file).ino);
    expect(readdirSync(path.join(cacheDir, 'tmp'))).toEqual([]);
    expect(files.known(NEW)).toBe(true);
  });

  it('keeps the index and the files on disk: a server started again on the same folder needs no API for them', async () => {
    await source().file(NEW, 'main.0123456789.js');
    await api.stop();
    const again = source();
    expect(again.known(NEW)).toBe(false);
    expect((await again.read(NEW, 'main.0123456789.js'))?.toString()).toBe('main of the release');
    expect(again.known(NEW)).toBe(true);
    // What it never had cannot be had now: unavailable, not missing.
    await expect(again.file(NEW, 'release.json')).rejects.toBeInstanceOf(ApiUnavailable);
    await expect(again.index('20261127-120000-cccccccccccc')).rejects.toBeInstanceOf(ApiUnavailable);
    await api.start();
  });

  it('says null for a release the API does not have, a file it does not hold, and the base build', async () => {
    const files = source();
    expect(await files.index('20261127-120000-cccccccccccc')).toBeNull();
    expect(await files.file(NEW, 'nothing.js')).toBeNull();
    expect(await files.index('base')).toBeNull();
    expect(await files.index('../catalog')).toBeNull();
    expect(api.count('/api/releases/catalog/base')).toBe(0);
    // Not kept: a release published later is found.
    api.publish('catalog', '20261127-120000-cccccccccccc', { 'a.js': 'a' });
    expect(await files.file('20261127-120000-cccccccccccc', 'a.js')).not.toBeNull();
  });

  it('keeps nothing whose bytes do not match their sha256', async () => {
    api.tamper(sha('main of the release'), 'something else');
    const files = source();
    await expect(files.file(NEW, 'main.0123456789.js')).rejects.toThrow(/sha256/);
    expect(existsSync(path.join(cacheDir, 'blobs', sha('main of the release')))).toBe(false);
    expect(existsSync(path.join(files.folder(NEW), 'main.0123456789.js'))).toBe(false);
  });

  it('puts the server bundle and the files beside it in the release’s folder', async () => {
    const files = source();
    const folder = await files.materialise(NEW, '.server/');
    expect(folder).toBe(files.folder(NEW));
    expect(readdirSync(path.join(folder!, '.server')).sort()).toEqual(['part.cjs', 'server.cjs']);
    expect(existsSync(path.join(folder!, 'main.0123456789.js'))).toBe(false);
    expect(await files.materialise('20261127-120000-cccccccccccc', '.server/')).toBeNull();
  });

  it('leaves out a path that would leave the release’s folder', async () => {
    api.publish('catalog', '20261127-120000-cccccccccccc', { '../evil.js': 'x', 'a//b.js': 'y', 'ok/a.js': 'z' });
    const files = source();
    const index = await files.index('20261127-120000-cccccccccccc');
    expect([...index!.files.keys()]).toEqual(['ok/a.js']);
    expect(await files.file('20261127-120000-cccccccccccc', '../evil.js')).toBeNull();
    expect(['a/b', 'a/../b', './a', '/a', 'a\\b', 'a/', ''].map(isReleasePath)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks the next origin while one cannot be reached or answers 5xx', async () => {
    const failing = http.createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const files = source([down, api.origin]);
    expect((await files.read(NEW, 'release.json'))?.toString()).toBe('{}');
    await new Promise((resolve) => failing.close(resolve));
  });
});
