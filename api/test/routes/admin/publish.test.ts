import { createHash } from 'node:crypto';
import { PUBLISH_LIMITS, type ReleaseFileList, type ReleaseList } from '@blueprint/contract/api/releases';
import { PUBLISH_BODY_LIMIT } from '../../../src/routes/admin/releases';
import type { TestApp } from '../../helper';
import { DASHBOARD_TOKEN, releaseFiles, TOKEN, withDeploys, type Deploys } from '../../support/releases';

const ID = '20261207-100000-aaaaaaaaaaaa';
const CHUNK = 'static/js/main.0123.js';

interface WireFile {
  path: string;
  size: number;
  sha256: string;
  content: string;
}

/** The body `npm run publish` sends for these files (path → text or bytes). */
function body(files: Record<string, string | Buffer>): { files: WireFile[] } {
  return {
    files: Object.entries(files).map(([file, text]) => {
      const bytes = Buffer.from(text);
      return {
        path: file,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes.toString('base64'),
      };
    }),
  };
}

const release = (id: string, extra: Record<string, string | Buffer> = {}): Record<string, string | Buffer> => ({
  ...releaseFiles(id),
  [CHUNK]: 'console.log("the dashboard")',
  // A build's server bundle, for forms sent without JavaScript, is in a folder whose name starts with a dot.
  '.server/server.cjs': 'module.exports = {}',
  ...extra,
});

describe('publishing a release: PUT /api/admin/releases/{remote}/{release}', () => {
  let deploys: Deploys;
  let api: TestApp;
  let next = 0;
  /** A fresh id for each test, so each starts with nothing stored. */
  const freshId = () => `20261207-11${String(next++).padStart(4, '0')}-bbbbbbbbbbbb`;

  beforeAll(async () => {
    deploys = await withDeploys([]);
    api = deploys.api;
  });
  afterAll(() => deploys.close());

  const publish = (id: string, payload: object, { remote = 'dashboard', token = TOKEN } = {}) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/releases/${remote}/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  /** Whatever the release store holds: every release, file and blob. */
  const stored = async () => {
    const { db } = api.app.database;
    const [releases, files, blobs] = await Promise.all([
      db.selectFrom('releases').select(['remote', 'release']).orderBy('remote').orderBy('release').execute(),
      db.selectFrom('release_files').select(['remote', 'release', 'path']).orderBy('path').execute(),
      db.selectFrom('release_blobs').select('sha256').orderBy('sha256').execute(),
    ]);
    return { releases, files: files.length, blobs: blobs.length };
  };
  /** A file of a stored release, as a page server reads it: its sha256 from the list, then its bytes. */
  const fileOf = async (id: string, file: string) => {
    const list = (
      await api.app.inject({ method: 'GET', url: `/api/releases/dashboard/${id}/files` })
    ).json<ReleaseFileList>();
    const entry = list.files.find((one) => one.path === file)!;
    return (await api.app.inject({ method: 'GET', url: `/api/release-files/${entry.sha256}` })).body;
  };

  /** Refused with `status` and a message containing `words`, and nothing of it on disk. */
  async function refused(id: string, payload: object, status: number, words: string, options = {}) {
    const before = await stored();
    const response = await publish(id, payload, options);
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
      status,
      expect.stringContaining(words),
    ]);
    expect(await stored()).toEqual(before);
  }

  it('stores a release whole, which the deploy route then makes live', async () => {
    const files = body(release(ID));
    const response = await publish(ID, files);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        remote: 'dashboard',
        release: ID,
        files: 4,
        bytes: files.files.reduce((sum, file) => sum + file.size, 0),
        stored: true,
      },
    ]);
    expect(await fileOf(ID, CHUNK)).toBe('console.log("the dashboard")');
    expect(await fileOf(ID, '.server/server.cjs')).toBe('module.exports = {}');
    expect((await stored()).releases).toEqual([{ remote: 'dashboard', release: ID }]);

    const list = (
      await api.app.inject({
        method: 'GET',
        url: '/api/admin/releases/dashboard',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).json<ReleaseList>();
    expect(list.releases.map((row) => row.release)).toContain(ID);
    const deployed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { release: ID, by: 'ci' },
    });
    expect([deployed.statusCode, deployed.json()]).toEqual([
      200,
      { remote: 'dashboard', live: ID, from: 'base', canary: null },
    ]);
  });

  it('changes nothing when the same id is published with the same files again, and answers 409 for other files', async () => {
    const id = freshId();
    expect((await publish(id, body(release(id)))).json()).toMatchObject({ stored: true });
    const again = await publish(id, body(release(id)));
    expect([again.statusCode, again.json()]).toEqual([200, expect.objectContaining({ stored: false })]);

    const changed = await publish(id, body(release(id, { [CHUNK]: 'console.log("changed")' })));
    expect([changed.statusCode, changed.json<{ message: string }>().message]).toEqual([
      409,
      `dashboard has a release ${id} with other files: a release is never changed; build a new one (npm run release)`,
    ]);
    const more = await publish(id, body(release(id, { 'static/js/extra.js': '1' })));
    expect(more.statusCode).toBe(409);
    expect(await fileOf(id, CHUNK)).toBe('console.log("the dashboard")');
  });

  it('answers two uploads of one id at once as one: the same files are stored once, other files get 409', async () => {
    const id = freshId();
    const same = await Promise.all([publish(id, body(release(id))), publish(id, body(release(id)))]);
    expect(same.map((answer) => [answer.statusCode, answer.json<{ stored: boolean }>().stored]).sort()).toEqual([
      [200, false],
      [200, true],
    ]);
    const other = freshId();
    const raced = await Promise.all([
      publish(other, body(release(other))),
      publish(other, body(release(other, { [CHUNK]: 'console.log("the other")' }))),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const files = (
      await api.app.inject({ method: 'GET', url: `/api/releases/dashboard/${other}/files` })
    ).json<ReleaseFileList>().files;
    expect(files).toHaveLength(4);
  });

  it('refuses a file that does not match its hash or its size', async () => {
    const id = freshId();
    const wrongHash = body(release(id));
    wrongHash.files[2]!.sha256 = createHash('sha256').update('something else').digest('hex');
    await refused(id, wrongHash, 400, `${CHUNK} does not match its hash`);

    const wrongSize = body(release(id));
    wrongSize.files[2]!.size += 1;
    await refused(id, wrongSize, 400, `${CHUNK} has 28 bytes, and the list of files says 29`);

    const notBase64 = body(release(id));
    notBase64.files[2]!.content = '*not base64*';
    await refused(id, notBase64, 400, `${CHUNK}: content is not base64`);
  });

  it('refuses a release without its manifests, or with manifests the contract does not accept', async () => {
    const id = freshId();
    for (const missing of ['mf-manifest.json', 'release.json']) {
      const files = release(id);
      delete files[missing];
      await refused(id, body(files), 400, `The release has no ${missing}`);
    }
    await refused(
      id,
      body(release(id, { 'mf-manifest.json': '{"name":"dashboard"}' })),
      400,
      'mf-manifest.json is not a module federation manifest: shared',
    );
    await refused(id, body(release(id, { 'mf-manifest.json': 'not json' })), 400, 'mf-manifest.json is not JSON');
    await refused(
      id,
      body(release(id, { 'release.json': '{"remote":"dashboard"}' })),
      400,
      'release.json is not what a release says of itself',
    );
    const other = '20261207-120000-cccccccccccc';
    await refused(
      id,
      body({ ...release(id), ...releaseFiles(other) }),
      400,
      `release.json names dashboard ${other}, not dashboard ${id}`,
    );
  });

  it('refuses every path that would leave the release or is no plain file name', async () => {
    const id = freshId();
    for (const [file, words] of [
      ['../escaped.js', 'would leave the release'],
      ['static/../../escaped.js', 'would leave the release'],
      ['/etc/passwd', 'is absolute'],
      ['static\\..\\escaped.js', 'backslash'],
      ['static/a\0b.js', 'control character'],
      ['static//double.js', 'empty'],
      ['./main.js', '"."'],
    ] as const)
      await refused(id, body(release(id, { [file]: 'x' })), 400, words);
    const twice = body(release(id));
    twice.files.push(twice.files[0]!);
    await refused(id, twice, 400, 'mf-manifest.json is listed twice');
    expect(
      await api.app.database.db.selectFrom('release_files').select('path').where('path', 'like', '%escaped%').execute(),
    ).toEqual([]);
  });

  it('refuses a release beyond the limits: a file too large, too many bytes, too many files', async () => {
    const id = freshId();
    const large = body(release(id));
    // Only the size is claimed: the check of the limits comes before any bytes are decoded.
    large.files[2]!.size = PUBLISH_LIMITS.fileBytes + 1;
    await refused(
      id,
      large,
      413,
      `${CHUNK} has ${PUBLISH_LIMITS.fileBytes + 1} bytes; a file may have at most ${PUBLISH_LIMITS.fileBytes}`,
    );

    const heavy = body(release(id));
    const parts = Math.ceil(PUBLISH_LIMITS.totalBytes / PUBLISH_LIMITS.fileBytes) + 1;
    for (let index = 0; index < parts; index++)
      heavy.files.push({ ...heavy.files[2]!, path: `static/big-${index}.js`, size: PUBLISH_LIMITS.fileBytes });
    await refused(id, heavy, 413, `at most ${PUBLISH_LIMITS.totalBytes} are accepted`);

    const many = body(release(id));
    for (let index = 0; many.files.length <= PUBLISH_LIMITS.files; index++)
      many.files.push({ ...many.files[2]!, path: `static/${index}.js` });
    await refused(
      id,
      many,
      413,
      `The release has ${PUBLISH_LIMITS.files + 1} files; at most ${PUBLISH_LIMITS.files} are accepted`,
    );
  });

  it('answers 413 for a body beyond what a release at its limits takes, before reading the rest', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/releases/dashboard/${freshId()}`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: `{"files":[],"padding":"${'x'.repeat(PUBLISH_BODY_LIMIT)}"}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses an id that is no release id, or `base`, and a remote that is not one of the four', async () => {
    await refused('base', body(release('base')), 400, 'not a release');
    const badId = await publish('2026-12-07', body(release('2026-12-07')));
    expect(badId.statusCode).toBe(400);
    const shell = await publish(ID, body(release(ID)), { remote: 'shell' });
    expect([shell.statusCode, shell.json<{ message: string }>().message]).toEqual([
      404,
      'No such remote: it is marketing, catalog, internship or dashboard',
    ]);
  });

  it('lets a remote’s own token publish and deploy that remote, and answers 403 for another remote', async () => {
    const id = freshId();
    const own = await publish(id, body(release(id)), { token: DASHBOARD_TOKEN });
    expect(own.json()).toMatchObject({ stored: true });
    const deployed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/releases/dashboard/deploy',
      headers: { authorization: `Bearer ${DASHBOARD_TOKEN}` },
      payload: { release: id },
    });
    expect(deployed.json()).toMatchObject({ live: id });

    const catalogId = freshId();
    const catalog = body({ ...releaseFiles(catalogId, undefined, 'catalog') });
    const message = 'This deploy token is dashboard’s: it cannot change or read catalog';
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/releases/catalog/${catalogId}`, catalog],
      ['POST', '/api/admin/releases/catalog/deploy', { release: catalogId }],
      ['POST', '/api/admin/releases/catalog/rollback', {}],
      ['GET', '/api/admin/releases/catalog', undefined],
    ] as const) {
      const response = await api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${DASHBOARD_TOKEN}` },
        payload,
      });
      expect([url, response.statusCode, response.json<{ message: string }>().message]).toEqual([url, 403, message]);
    }
    expect(await api.app.releases.store.releases('catalog')).toEqual([]);
    const wrong = await publish(freshId(), body(release(ID)), { token: 'not-a-token-of-this-api-0123456789' });
    expect(wrong.statusCode).toBe(401);
  });
});
