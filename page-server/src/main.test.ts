// The page server as npm start and the Docker image run it, built as they run it (build.mjs): with the
// development account it must not be reachable from the network, only from this machine; asked to stop, it
// finishes what is in flight and exits.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const { ADMIN_PASSWORD: _a, NODE_ENV: _n, HOST: _h, ...base } = process.env;
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
});
