// The page server as npm start and the Docker image run it, built as they run it (build.mjs): with the
// development account it must not be reachable from the network, only from this machine; asked to stop, it
// finishes what is in flight and exits; started on an empty host, it serves the live releases the API says
// from its first request.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeReleaseApi, type FakeReleaseApi } from './testing/fake-release-api';

const PACKAGE = path.join(__dirname, '..');
let bundle: string;
let root: string;
let child: ChildProcessWithoutNullStreams;

beforeAll(() => {
  bundle = path.join(mkdtempSync(path.join(os.tmpdir(), 'page-server-build-')), 'server.cjs');
  execFileSync(process.execPath, ['build.mjs', '--outfile', bundle], { cwd: PACKAGE, stdio: 'inherit' });
}, 60_000);

afterAll(() => rmSync(path.dirname(bundle), { recursive: true, force: true }));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'page-server-main-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});

afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

/** Starts the bundle on a free port and resolves with the address it reports. */
function serve(env: Record<string, string>) {
  const {
    ADMIN_PASSWORD: _a,
    NODE_ENV: _n,
    HOST: _h,
    API_URL: _u,
    API_INTERNAL_URL: _i,
    RELEASES_CACHE_DIR: _c,
    ...base
  } = process.env;
  child = spawn(process.execPath, [bundle, 'marketing', '--dir', root], { env: { ...base, PORT: '0', ...env } });
  return new Promise<{ host: string; port: number }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on http:\/\/(.+):(\d+)/.exec(output);
      if (match) resolve({ host: match[1] ?? '', port: Number(match[2]) });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the page server exited with ${code}: ${output}`)));
  });
}

function stopped() {
  return new Promise<number | null>((resolve) => child.once('exit', resolve));
}

/** The local addresses listening on a port, as the kernel reports them (ss -ltn). */
function listeners(port: number) {
  const table = execFileSync('ss', ['-ltnH', `sport = :${port}`]).toString();
  return table
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/)[3]);
}

const hasSs = (() => {
  try {
    execFileSync('ss', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('page-server <app>', () => {
  it('listens on 127.0.0.1 only while the development account is in use', async () => {
    const { host, port } = await serve({});
    expect(host).toBe('127.0.0.1');
    if (hasSs) expect(listeners(port)).toEqual([`127.0.0.1:${port}`]);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  // Three servers started one after another: more than jest's default 5 s on a loaded machine.
  it('listens on every interface in production or with a real staff password, and where HOST says', async () => {
    expect((await serve({ ADMIN_PASSWORD: 'a real one' })).host).toBe('0.0.0.0');
    child.kill('SIGTERM');
    await stopped();
    const { port } = await serve({ NODE_ENV: 'production' });
    if (hasSs) expect(listeners(port)).toEqual([`0.0.0.0:${port}`]);
    child.kill('SIGTERM');
    await stopped();
    expect((await serve({ HOST: '127.0.0.2' })).host).toBe('127.0.0.2');
  }, 20_000);

  it('finishes a request in flight on SIGTERM, then exits', async () => {
    // A form sent to a remote: its server bundle takes a moment to answer.
    mkdirSync(path.join(root, '.server'));
    writeFileSync(
      path.join(root, '.server', 'server.cjs'),
      'exports.handleRequest = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, html: "done" }), 500));',
    );
    const { port } = await serve({});
    const answer = fetch(`http://127.0.0.1:${port}/fragments/render`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', url: '/x' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = stopped();
    child.kill('SIGTERM');
    expect(await (await answer).json()).toEqual({ status: 200, html: 'done' });
    expect(await exit).toBe(0);
  }, 20_000);

  describe('on an empty host', () => {
    const RELEASE = '20261127-110000-bbbbbbbbbbbb';
    let api: FakeReleaseApi;
    let cacheDir: string;

    beforeEach(async () => {
      api = await startFakeReleaseApi();
      cacheDir = path.join(root, 'cache');
      writeFileSync(
        path.join(root, 'release.json'),
        JSON.stringify({ remote: 'marketing', release: 'base', commit: 'abc', builtAt: '2026-11-27T10:00:00.000Z' }),
      );
    });
    afterEach(() => api.stop());

    it('serves the live release from its first request, its files from the API kept in RELEASES_CACHE_DIR', async () => {
      api.publish('marketing', RELEASE, {
        'release.json': JSON.stringify({ remote: 'marketing', release: RELEASE, commit: 'def', builtAt: 'x' }),
        '1.0123456789.js': 'chunk of the release',
      });
      api.deploy('marketing', RELEASE);
      // One origin that cannot be reached, then the API's: tried in turn.
      const { port } = await serve({
        API_INTERNAL_URL: `http://127.0.0.1:9,${api.origin}`,
        RELEASES_CACHE_DIR: cacheDir,
      });
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toEqual({ status: 'ok', release: RELEASE, liveMap: 'current' });
      expect(await (await fetch(`http://127.0.0.1:${port}/version`)).json()).toMatchObject({ commit: 'def' });
      expect(await (await fetch(`http://127.0.0.1:${port}/releases/${RELEASE}/1.0123456789.js`)).text()).toBe(
        'chunk of the release',
      );
      expect(readdirSync(path.join(cacheDir, 'blobs'))).toHaveLength(2);
    }, 20_000);

    it('listens after a few seconds without a live map, serving its base build, and takes the map once the API answers', async () => {
      api.publish('marketing', RELEASE, { 'release.json': '{}' });
      api.deploy('marketing', RELEASE);
      await api.stop();
      const started = Date.now();
      const { port } = await serve({ API_URL: api.origin });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
      expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({
        status: 'ok',
        release: 'base',
        liveMap: 'none',
      });
      // Its own cache folder, under the system's temporary folder.
      const own = readdirSync(os.tmpdir()).find((name) => name.startsWith(`page-server-marketing-${child.pid}-`));
      expect(own).toBeDefined();
      await api.start();
      const deadline = Date.now() + 5000;
      let config: { remotes: Record<string, string> } | undefined;
      while (Date.now() < deadline) {
        config = (await (await fetch(`http://127.0.0.1:${port}/runtime-config.json`)).json()) as typeof config;
        if (config?.remotes.marketing?.includes(RELEASE)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(config?.remotes.marketing).toContain(`/releases/${RELEASE}/mf-manifest.json`);
      // Removed when it stops.
      const exit = stopped();
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(existsSync(path.join(os.tmpdir(), own!))).toBe(false);
    }, 20_000);
  });
});
