// npm run deploy (with --canary), promote, rollback and preview: what each sends and what it prints, against a
// stand-in for the API that answers as the real one does; and the command lines refused before anything is sent.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseCommandLine } from '../lib/releases/command-line.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';
const TOKEN = 'a-deploy-token-for-the-tests-0123456789';

/** A release list as the API answers it, with a canary running or not. */
const listWith = (canary) => ({
  remote: 'catalog',
  live: {
    release: STABLE,
    previous: 'base',
    by: 'ana@ci',
    at: '2026-12-07T10:05:00.000Z',
    errors: 0,
    share: canary ? 100 - canary.percent : 100,
    traffic: null,
  },
  canary: canary ? { ...canary, by: 'ana@ci', at: '2026-12-07T11:05:00.000Z', traffic: null } : null,
  autoStop: { minErrors: 10, ratio: 5, windowMs: 600_000 },
  releases: [],
  log: [],
});

describe('the release commands', () => {
  let dir;
  let server;
  let apiUrl;
  /** What the stand-in answers, by method and path; and what it was sent. */
  let answers;
  let received;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blueprint-deploy-command-'));
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const key = `${request.method} ${request.url}`;
        received.push({ key, auth: request.headers.authorization, body: text ? JSON.parse(text) : undefined });
        const [status, body] = answers[key] ?? [404, { message: `no ${key} here` }];
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${server.address().port}`;
  });
  beforeEach(() => {
    answers = {};
    received = [];
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const npm = (args, env = {}) =>
    new Promise((resolve) =>
      execFile(
        process.execPath,
        [path.join(ROOT, 'ops', 'bin', 'deploy-command.mjs'), ...args],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            RELEASES_DIR: dir,
            API_URL: apiUrl,
            DEPLOY_TOKEN: TOKEN,
            DEPLOY_BY: 'ana@ci',
            SITE_URL: '',
            PORT_BASE: '',
            ...env,
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? error.code : 0, stdout, stderr, last: stdout.trim().split('\n').at(-1) }),
      ),
    );
  const sent = (key) => received.find((entry) => entry.key === key);

  it('starts a canary with --canary and says so last: canary <remote> <id> <percent>%', async () => {
    answers['POST /api/admin/releases/catalog/deploy'] = [
      200,
      { remote: 'catalog', live: STABLE, from: STABLE, canary: { release: CANARY, percent: 25 } },
    ];
    const { code, stdout, stderr, last } = await npm(['deploy', 'catalog', CANARY, '--canary', '25']);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toContain(`catalog ${STABLE} stays live for the other 75% of visitors`);
    expect(last).toBe(`canary catalog ${CANARY} 25%`);
    const request = sent('POST /api/admin/releases/catalog/deploy');
    expect(request.body).toEqual({ release: CANARY, by: 'ana@ci', canary: 25 });
    expect(request.auth).toBe(`Bearer ${TOKEN}`);
  });

  it('deploys for everyone without --canary, as before: live <remote> <id>', async () => {
    answers['POST /api/admin/releases/catalog/deploy'] = [
      200,
      { remote: 'catalog', live: CANARY, from: STABLE, canary: null },
    ];
    const { code, last } = await npm(['deploy', 'catalog', CANARY]);
    expect([code, last]).toEqual([0, `live catalog ${CANARY}`]);
    expect(sent('POST /api/admin/releases/catalog/deploy').body).toEqual({ release: CANARY, by: 'ana@ci' });
  });

  it('prints the API’s refusal of a canary while one runs, and exits 1', async () => {
    answers['POST /api/admin/releases/catalog/deploy'] = [
      409,
      { message: 'catalog has a canary running; npm run promote or npm run rollback first' },
    ];
    const { code, stdout, stderr } = await npm(['deploy', 'catalog', CANARY, '--canary=10']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'deploy catalog refused (HTTP 409): catalog has a canary running; npm run promote or npm run rollback first\n',
    );
  });

  it('promotes the canary: live <remote> <id>', async () => {
    answers['POST /api/admin/releases/catalog/promote'] = [
      200,
      { remote: 'catalog', live: CANARY, from: STABLE, canary: null },
    ];
    const { code, last } = await npm(['promote', 'catalog']);
    expect([code, last]).toEqual([0, `live catalog ${CANARY}`]);
    expect(sent('POST /api/admin/releases/catalog/promote').body).toEqual({ by: 'ana@ci' });
  });

  it('ends a running canary with rollback, says so, and the last line is still live <remote> <id>', async () => {
    answers['GET /api/admin/releases/catalog'] = [200, listWith({ release: CANARY, percent: 50 })];
    answers['POST /api/admin/releases/catalog/rollback'] = [
      200,
      { remote: 'catalog', live: STABLE, from: STABLE, canary: null },
    ];
    const { code, stdout } = await npm(['rollback', 'catalog']);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([`canary of catalog ended (${CANARY} at 50%)`, `live catalog ${STABLE}`]);
    expect(sent('POST /api/admin/releases/catalog/rollback').body).toEqual({ by: 'ana@ci' });
  });

  it('rolls back the stable release as before when no canary runs', async () => {
    answers['GET /api/admin/releases/catalog'] = [200, listWith(null)];
    answers['POST /api/admin/releases/catalog/rollback'] = [
      200,
      { remote: 'catalog', live: 'base', from: STABLE, canary: null },
    ];
    const { code, stdout } = await npm(['rollback', 'catalog']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('live catalog base');
  });

  it('prints a preview link on the site’s origin (SITE_URL), publishing a release built here first', async () => {
    const folder = path.join(dir, 'catalog', CANARY);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote: 'catalog', release: CANARY }));
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"catalog","shared":[],"exposes":[]}');
    answers[`PUT /api/admin/releases/catalog/${CANARY}`] = [
      200,
      { remote: 'catalog', release: CANARY, files: 2, bytes: 90, stored: true },
    ];
    answers['POST /api/admin/releases/catalog/preview'] = [
      200,
      { remote: 'catalog', release: CANARY, path: '/_preview?token=abc.def', expiresAt: '2026-12-07T12:00:00.000Z' },
    ];
    const { code, stdout, last } = await npm(['preview', 'catalog', CANARY], {
      SITE_URL: 'https://www.institute.example:3000/',
    });
    expect(code).toBe(0);
    expect(received.map((entry) => entry.key)).toEqual([
      `PUT /api/admin/releases/catalog/${CANARY}`,
      'POST /api/admin/releases/catalog/preview',
    ]);
    expect(sent('POST /api/admin/releases/catalog/preview').body).toEqual({ release: CANARY, by: 'ana@ci' });
    expect(stdout).toContain(`Preview of catalog ${CANARY} until 2026-12-07T12:00:00.000Z`);
    expect(last).toBe('https://www.institute.example:3000/_preview?token=abc.def');
    rmSync(path.join(dir, 'catalog'), { recursive: true, force: true });
  });

  it('opens a preview on this instance’s shell (by PORT_BASE) without SITE_URL', async () => {
    answers['POST /api/admin/releases/catalog/preview'] = [
      200,
      { remote: 'catalog', release: CANARY, path: '/_preview?token=t', expiresAt: '2026-12-07T12:00:00.000Z' },
    ];
    const { code, last } = await npm(['preview', 'catalog', CANARY], { PORT_BASE: '7000' });
    expect([code, last]).toEqual([0, 'http://localhost:7000/_preview?token=t']);
  });

  it.each([
    [['deploy', 'catalog', CANARY, '--canary', '0'], '--canary takes a whole number of percent from 1 to 99, not "0"'],
    [['deploy', 'catalog', CANARY, '--canary', '100'], 'not "100"'],
    [['deploy', 'catalog', CANARY, '--canary', '12.5'], 'not "12.5"'],
    [['deploy', 'catalog', CANARY, '--canary'], '--canary needs a percent'],
    [['promote', 'catalog', '--canary', '5'], 'promote takes no --canary'],
    [['preview', 'catalog'], 'usage: npm run preview -- <remote> <release id>'],
    [['promote'], 'usage: npm run promote -- <remote>'],
  ])('refuses %j with a usage error (exit 2), sending nothing', async (args, message) => {
    const { code, stderr } = await npm(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain('usage: npm run');
    expect(received).toEqual([]);
  });
});

describe('the release commands’ command line', () => {
  it('reads a canary percent given either way', () => {
    expect(parseCommandLine(['deploy', 'catalog', CANARY, '--canary', '50'])).toEqual({
      command: 'deploy',
      remote: 'catalog',
      release: CANARY,
      canary: 50,
    });
    expect(parseCommandLine(['deploy', '--canary=1', 'catalog', CANARY])).toMatchObject({ canary: 1 });
  });

  it('knows every command', () => {
    expect(parseCommandLine(['ship', 'catalog'])).toHaveProperty('error');
    expect(parseCommandLine(['releases', 'catalog'])).toEqual({ command: 'releases', remote: 'catalog' });
    expect(parseCommandLine(['rollback', 'catalog', 'extra'])).toHaveProperty('error');
  });
});
