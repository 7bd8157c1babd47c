// The static server as npm start runs it: with the development account it must not be reachable from the
// network, only from this machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = path.join(__dirname, 'bin.mjs');
let root;
let child;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'serve-bin-'));
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

/** Starts bin.mjs on a free port and resolves with the address it reports. */
function serve(env) {
  const { ADMIN_PASSWORD: _a, NODE_ENV: _n, HOST: _h, ...base } = process.env;
  child = spawn(process.execPath, [BIN, 'marketing', '--dir', root], { env: { ...base, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /on http:\/\/(.+):(\d+)/.exec(output);
      if (match) resolve({ host: match[1], port: Number(match[2]) });
    });
    child.once('exit', (code) => reject(new Error(`bin.mjs exited with ${code}: ${output}`)));
  });
}

/** The local addresses listening on a port, as the kernel reports them (ss -ltn). */
function listeners(port) {
  const table = execFileSync('ss', ['-ltnH', `sport = :${port}`]).toString();
  return table.split('\n').filter(Boolean).map((line) => line.trim().split(/\s+/)[3]);
}

const hasSs = (() => {
  try {
    execFileSync('ss', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('blueprint-serve', () => {
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
    await new Promise((resolve) => child.once('exit', resolve));
    const { port } = await serve({ NODE_ENV: 'production' });
    if (hasSs) expect(listeners(port)).toEqual([`0.0.0.0:${port}`]);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    expect((await serve({ HOST: '127.0.0.2' })).host).toBe('127.0.0.2');
  }, 20_000);
});
