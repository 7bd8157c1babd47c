// npm run publish: what it sends for a release folder and what it prints, against a stand-in for the API that
// stores nothing, accepting or refusing as the real one does.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ID = '20261207-100000-aaaaaaaaaaaa';
const TOKEN = 'a-catalog-token-for-the-tests-0123456789';

describe('npm run publish', () => {
  let dir;
  let server;
  let apiUrl;
  /** What the stand-in answers next, and what it was sent. */
  let answer;
  const received = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-publish-'));
    const folder = path.join(dir, 'catalog', ID);
    mkdirSync(path.join(folder, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote: 'catalog', release: ID }));
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"catalog","shared":[],"exposes":[]}');
    writeFileSync(path.join(folder, 'static', 'js', 'main.js'), 'console.log("catalog")');
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          auth: request.headers.authorization,
          body: JSON.parse(text),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const publish = (id = ID) =>
    new Promise((resolve) =>
      execFile(
        process.execPath,
        [path.join(ROOT, 'ops', 'bin', 'publish.mjs'), 'catalog', id],
        { cwd: ROOT, env: { ...process.env, RELEASES_DIR: dir, API_URL: apiUrl, DEPLOY_TOKEN: TOKEN } },
        (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }),
      ),
    );

  it('sends every file with its size and sha256 in one request, and says `published <remote> <id>` last', async () => {
    answer = { status: 200, body: { remote: 'catalog', release: ID, files: 3, bytes: 120, stored: true } };
    const { code, stdout, stderr } = await publish();
    expect([code, stderr]).toEqual([0, '']);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`Publishing catalog ${ID}: 3 files, 0.1 KiB, to ${apiUrl}`);
    expect(lines.at(-1)).toBe(`published catalog ${ID}`);
    const sent = received.at(-1);
    expect([sent.method, sent.url, sent.auth]).toEqual(['PUT', `/api/admin/releases/catalog/${ID}`, `Bearer ${TOKEN}`]);
    expect(sent.body.files.map((file) => file.path)).toEqual(['mf-manifest.json', 'release.json', 'static/js/main.js']);
    const main = sent.body.files[2];
    const bytes = Buffer.from(main.content, 'base64');
    expect(bytes.toString()).toBe('console.log("catalog")');
    expect([main.size, main.sha256]).toEqual([bytes.length, createHash('sha256').update(bytes).digest('hex')]);
  });

  it('says so when the API had the release already with the same files', async () => {
    answer = { status: 200, body: { remote: 'catalog', release: ID, files: 3, bytes: 120, stored: false } };
    const { code, stdout } = await publish();
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').slice(-2)).toEqual([
      `The API has catalog ${ID} already, with the same files: nothing changed`,
      `published catalog ${ID}`,
    ]);
  });

  it('prints the API’s reason for a refusal and exits 1, without a stack trace', async () => {
    answer = { status: 409, body: { message: `catalog has a release ${ID} with other files` } };
    const { code, stdout, stderr } = await publish();
    expect(code).toBe(1);
    expect(stdout).not.toContain('published');
    expect(stderr).toBe(`publish catalog ${ID} refused (HTTP 409): catalog has a release ${ID} with other files\n`);
  });

  it('sends nothing for a release it does not have', async () => {
    const before = received.length;
    const { code, stderr } = await publish('20261207-110000-bbbbbbbbbbbb');
    expect(code).toBe(1);
    expect(stderr).toContain('is no release: build one with npm run release -- catalog');
    expect(received).toHaveLength(before);
  });
});
