import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createPageServer } from '../app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let root: string;
let server: FastifyInstance | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'page-server-request-ids-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(path.join(root, 'remote-pages.json'), JSON.stringify([{ path: 'about', remote: 'marketing' }]));
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
});

/** A remote's server that answers every page request with a redirect, and records the request ids it is sent. */
async function fakeRemote() {
  const ids: unknown[] = [];
  const remote = http.createServer((req, res) => {
    if (req.method === 'POST') ids.push(req.headers['x-request-id']);
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(404).end();
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ redirect: '/about?sent=contact' }));
    });
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const { port } = remote.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, ids, close: () => new Promise((resolve) => remote.close(resolve)) };
}

describe('request ids', () => {
  it('answers the id it is sent, and a new one in place of a malformed or missing one', async () => {
    // Nothing listens there: the page renders in the browser.
    const quiet = { warn() {}, error() {} };
    server = await createPageServer({ root, env: { MARKETING_URL: 'http://127.0.0.1:9' }, logger: quiet });
    const sent = await server.inject({ url: '/about', headers: { 'x-request-id': 'proxy-1f2e3d' } });
    expect(sent.headers['x-request-id']).toBe('proxy-1f2e3d');
    const malformed = await server.inject({ url: '/about', headers: { 'x-request-id': 'bad id <script>' } });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
    const missing = await server.inject({ url: '/nothing.0123456789.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
  });

  it("sends the request's id on to the remote's server that answers a form", async () => {
    const remote = await fakeRemote();
    server = await createPageServer({ root, env: { MARKETING_URL: remote.origin } });
    const post = (id?: string) =>
      server!.inject({
        method: 'POST',
        url: '/about',
        payload: 'name=Asha',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(id ? { 'x-request-id': id } : {}) },
      });
    expect((await post('proxy-1f2e3d')).statusCode).toBe(303);
    const made = await post('bad id');
    expect(remote.ids).toEqual(['proxy-1f2e3d', made.headers['x-request-id']]);
    expect(remote.ids[1]).toMatch(UUID);
    await remote.close();
  });
});
