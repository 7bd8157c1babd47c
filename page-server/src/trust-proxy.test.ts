// TRUST_PROXY as the page server applies it: whose X-Forwarded-Proto makes a request HTTPS (HSTS), and which
// address of X-Forwarded-For is the visitor's (what a remote's server names to the API for a form).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageServer } from './app';
import { trustProxyOf } from './trust-proxy';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'trust-proxy-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // A remote's server bundle that answers with the visitor it was given.
  mkdirSync(path.join(root, '.server'));
  writeFileSync(
    path.join(root, '.server', 'server.cjs'),
    'exports.handleRequest = async (request) => ({ status: 200, html: request.client });',
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What a server with this TRUST_PROXY makes of a request from `peer` that carries `headers`. */
async function seen(setting: string | undefined, peer: string, headers: Record<string, string> = {}) {
  const app = await createPageServer({ root, env: { TRUST_PROXY: setting } });
  try {
    const page = await app.inject({
      url: '/',
      remoteAddress: peer,
      headers: { 'x-forwarded-proto': 'https', ...headers },
    });
    const rendered = await app.inject({
      method: 'POST',
      url: '/fragments/render',
      remoteAddress: peer,
      headers,
      payload: JSON.stringify({ method: 'POST', url: '/x', body: 'a=1' }),
    });
    return {
      https: page.headers['strict-transport-security'] !== undefined,
      visitor: rendered.json<{ html: string }>().html,
    };
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, '10.0.0.5', false],
    ['false', '10.0.0.5', false],
    ['1', '10.0.0.5', true],
    ['true', '203.0.113.9', true],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.5', true],
    ['10.0.0.0/8, 192.168.1.7', '::ffff:10.0.0.5', true],
    ['10.0.0.0/8, 192.168.1.7', '192.168.1.7', true],
    ['10.0.0.0/8, 192.168.1.7', '192.168.1.8', false],
    ['fd00::/8', 'fd00::1', true],
  ])('TRUST_PROXY=%s believes X-Forwarded-Proto from %s: %s', async (setting, peer, trusted) => {
    expect((await seen(setting, peer)).https).toBe(trusted);
  });

  it('is the peer when no proxy is trusted, whatever the request claims', async () => {
    expect((await seen(undefined, '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).visitor).toBe('203.0.113.9');
  });

  it('believes as many hops as a hop count says, and no more (docker-compose: TRUST_PROXY=1, Caddy in front)', async () => {
    expect((await seen('1', '172.18.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).visitor).toBe(
      '203.0.113.9',
    );
    expect((await seen('2', '172.18.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).visitor).toBe(
      '198.51.100.1',
    );
  });

  it('is the address a trusted proxy forwarded for', async () => {
    expect((await seen('127.0.0.1,::1', '::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).visitor).toBe(
      '203.0.113.9',
    );
  });

  it('stops at the first address nobody trusted: a visitor cannot put another address before its own', async () => {
    // The visitor (203.0.113.9) sent "X-Forwarded-For: 198.51.100.1"; the trusted proxy appended the visitor.
    expect((await seen('127.0.0.1,::1', '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).visitor).toBe(
      '203.0.113.9',
    );
  });

  it('believes no X-Forwarded-For from a peer it does not trust, and names an IPv4 visitor plainly', async () => {
    expect((await seen('127.0.0.1,::1', '::ffff:203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).visitor).toBe(
      '203.0.113.9',
    );
  });

  it('refuses a setting that is not an address', () => {
    expect(() => trustProxyOf('proxy.local')).toThrow('TRUST_PROXY: proxy.local is not an address or CIDR range');
  });
});
