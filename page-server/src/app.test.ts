import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';
import { createPageServer, type PageServerOptions } from './app';
import { createReleases } from './releases/releases';
import { startFakeReleaseApi } from './testing/fake-release-api';

const PAGES = [
  { path: '', remote: 'marketing' },
  { path: 'about', remote: 'marketing' },
  { path: 'courses/:courseName', remote: 'catalog' },
  { path: 'dashboard', remote: 'dashboard', private: true, nested: true },
];

let root: string;
let server: FastifyInstance | undefined;
let base: string;

async function start(options: Partial<PageServerOptions> = {}) {
  server = await createPageServer({ root, env: {}, ...options });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
}

/** The run-time config the server hands out now. */
async function config(): Promise<RuntimeConfig> {
  return (await fetch(`${base}/runtime-config.json`)).json() as Promise<RuntimeConfig>;
}

async function stop() {
  await server?.close();
  server = undefined;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'serve-app-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(path.join(root, 'main.js'), 'console.log("main")');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"m"}');
  writeFileSync(path.join(root, '262.0123456789.js'), 'chunk');
  writeFileSync(path.join(root, 'remote-pages.json'), JSON.stringify(PAGES));
});

afterEach(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
});

describe('createPageServer', () => {
  it('makes content-hashed chunks immutable and everything else revalidate', async () => {
    await start();
    const chunk = await fetch(`${base}/262.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('serves the icons and preview cards with their types, a preview card immutable', async () => {
    writeFileSync(path.join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(root, 'card.0123456789.png'), Buffer.from([0x89, 0x50]));
    await start();
    expect((await fetch(`${base}/favicon.ico`)).headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    expect((await fetch(`${base}/manifest.webmanifest`)).headers.get('content-type')).toBe('application/manifest+json');
    const card = await fetch(`${base}/card.0123456789.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers page routes with index.html and missing assets with 404', async () => {
    await start();
    const page = await fetch(`${base}/blueprint/courses/autocad`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const staff = await fetch(`${base}/blueprint/dashboard`);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    // A view of a page that routes within its path, loaded fresh from a shared link.
    const view = await fetch(`${base}/dashboard/messages`);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    const missing = await fetch(`${base}/nope.4b5c6d7e8f.js`);
    expect(missing.status).toBe(404);
  });

  it('logs one line for each page it serves, none for the files a page loads, when asked', async () => {
    const lines: string[] = [];
    mkdirSync(path.join(root, 'fragments'), { recursive: true });
    writeFileSync(path.join(root, 'fragments', 'about.html'), '<main><h1>About</h1></main>');
    await start({ pageLog: (line) => lines.push(line) });
    await fetch(`${base}/blueprint/courses/autocad`, { headers: { 'x-request-id': 'visit-1' } });
    await fetch(`${base}/nope.4b5c6d7e8f.js`);
    await fetch(`${base}/runtime-config.json`);
    await fetch(`${base}/fragments/about.html`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/blueprint\/courses\/autocad 200 \d+ ms visit-1$/);
  });

  it('answers the run-time config to GET and HEAD with its headers, whether a proxy is trusted or not', async () => {
    for (const TRUST_PROXY of ['', '127.0.0.1']) {
      await start({ env: { API_URL: 'http://api.test', TRUST_PROXY } });
      const got = await fetch(`${base}/runtime-config.json`);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(got.headers.get('cache-control')).toBe('private, no-cache');
      expect(got.headers.get('access-control-allow-origin')).toBe('*');
      const text = await got.text();
      expect(Number(got.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect((JSON.parse(text) as RuntimeConfig).apiUrl).toBe('http://api.test');
      const head = await fetch(`${base}/runtime-config.json`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'));
      expect(await head.text()).toBe('');
      // Fastify's server's keep-alive, whichever server answers.
      expect(server?.server.keepAliveTimeout).toBe(72_000);
      expect((await fetch(`${base}/runtime-config.json`, { method: 'POST' })).status).toBe(405);
      await stop();
    }
  });

  it('serves the run-time config from the environment, and puts it into the page as data, escaped', async () => {
    await start({ env: { API_URL: 'http://api.test</script><script>alert(1)</script>' } });
    const served = await config();
    expect(served.apiUrl).toBe('http://api.test</script><script>alert(1)</script>');
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain(
      '<script type="application/json" id="blueprint-config">{"apiUrl":"http://api.test\\u003c/script>',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('reads an edited config file at once, without a restart', async () => {
    const file = path.join(root, 'config.json');
    writeFileSync(file, JSON.stringify({ apiUrl: 'http://one', remotes: {} }));
    await start({ runtimeConfigFile: file });
    expect((await config()).apiUrl).toBe('http://one');
    // mtime resolution: make sure the edit is seen as a change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(file, JSON.stringify({ apiUrl: 'http://two', remotes: {} }));
    expect((await config()).apiUrl).toBe('http://two');
  });

  it('keeps the last good config when a hand edit breaks the file, says why, and takes the next good edit', async () => {
    const file = path.join(root, 'config.json');
    const warnings: string[] = [];
    writeFileSync(
      file,
      JSON.stringify({ apiUrl: 'http://one', remotes: { catalog: 'http://catalog/mf-manifest.json' } }),
    );
    await start({ runtimeConfigFile: file, logger: { warn: (line: string) => warnings.push(line), error: () => {} } });
    expect((await config()).apiUrl).toBe('http://one');

    for (const typo of ['{"apiUrl": "http://two", "remotes": {', '{"apiUrl": "htp//two", "remotes": {}}']) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(file, typo);
      const answer = await fetch(`${base}/runtime-config.json`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as RuntimeConfig).apiUrl).toBe('http://one');
      const page = await fetch(`${base}/about`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('"apiUrl":"http://one"');
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/config\.json: .*JSON.*; keeping the last good run-time config/);
    expect(warnings[1]).toContain('apiUrl is not a URL: "htp//two"');

    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(file, JSON.stringify({ apiUrl: 'http://three', remotes: {} }));
    expect((await config()).apiUrl).toBe('http://three');
  });

  it('answers 500 and keeps serving when a page cannot be built', async () => {
    const errors: string[] = [];
    await start({ logger: { warn: () => {}, error: (line: string) => errors.push(line) } });
    rmSync(path.join(root, 'index.html'));
    expect((await fetch(`${base}/about`, { headers: { 'x-request-id': 'visit-9' } })).status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^GET \/about visit-9: /);
    expect((await fetch(`${base}/main.js`)).status).toBe(200);
  });

  it("preloads the manifest of the page's remote in the HTML", async () => {
    await start({ env: { CATALOG_URL: 'http://catalog.test:3002' } });
    const html = await (await fetch(`${base}/blueprint/courses/autocad`)).text();
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="http://catalog.test:3002/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(html).toContain('<link rel="preconnect" href="http://catalog.test:3002" crossorigin>');
    const privacy = await (await fetch(`${base}/privacy`)).text();
    expect(privacy).not.toContain('rel="preload" as="fetch"');
  });

  it('sends the theme the visitor saved as the class of <html>, and none on a first visit', async () => {
    await start();
    const page = async (cookie?: string) =>
      (await fetch(`${base}/about`, { headers: cookie ? { cookie } : {} })).text();
    expect(await page('consent=1; theme=dark')).toMatch(/<html class="dark"[\s>]/);
    expect(await page('theme=light')).toMatch(/<html class="light"[\s>]/);
    expect(await page()).toMatch(/<html(?! class)[\s>]/);
    expect(await page('theme=purple')).toMatch(/<html(?! class)[\s>]/);
  });

  it('sends each page with a CSP from the current run-time config and a fresh nonce on its inline scripts and styles', async () => {
    const file = path.join(root, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({
        apiUrl: 'http://api.test:4000',
        remotes: { catalog: 'http://catalog.test:3002/mf-manifest.json' },
      }),
    );
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><style>body{}</style><script>theme()</script><script defer src=/main.js></script></head></html>',
    );
    await start({ runtimeConfigFile: file });
    const first = await fetch(`${base}/blueprint/courses/autocad`);
    const policy = first.headers.get('content-security-policy') ?? '';
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' http://catalog.test:3002;`);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' http://api.test:4000 ws://api.test:4000 http://catalog.test:3002;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(html).toContain(`<script nonce="${nonce}">theme()</script>`);
    expect(html).toContain(`<style nonce="${nonce}">body{}</style>`);
    // The page's data is never run: it needs no nonce.
    expect(html).toContain('<script type="application/json" id="blueprint-config">{"apiUrl":"http://api.test:4000"');
    expect(html).toContain('<script defer src=/main.js></script>');

    const second = await fetch(`${base}/`);
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);

    // Moving a remote in the config moves its permission, without a restart.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(
      file,
      JSON.stringify({
        apiUrl: 'http://api.test:4000',
        remotes: { catalog: 'https://cdn.test/catalog/mf-manifest.json' },
      }),
    );
    const moved = (await fetch(`${base}/about`)).headers.get('content-security-policy');
    expect(moved).toContain('https://cdn.test');
    expect(moved).not.toContain('http://catalog.test:3002');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    await start({ env: { TRUST_PROXY: '127.0.0.1' } });
    const viaProxy = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await fetch(`${base}/main.js`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBeTruthy();
    const config = await fetch(`${base}/runtime-config.json`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(config.headers.get('strict-transport-security')).toBeTruthy();
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    expect(config.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
    await stop();

    await start({ env: {} });
    const untrusted = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves a rebuild made while it runs: new chunks, and changed files whole', async () => {
    await start();
    await fetch(`${base}/remoteEntry.js`);
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = "a longer, rebuilt entry"');
    writeFileSync(path.join(root, '263.abcdef0123.js'), 'new chunk');
    expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe('var remote = "a longer, rebuilt entry"');
    expect(await (await fetch(`${base}/263.abcdef0123.js`)).text()).toBe('new chunk');
  });

  it('sends pages compressed as the browser accepts, brotli first', async () => {
    // Over the 1 KB below which compressing saves nothing.
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><html><head><title>x</title></head><body>${'<p>Courses</p>'.repeat(200)}</body></html>`,
    );
    await start();
    const get = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/about`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('<title>x</title>');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<title>x</title>');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>x</title>');
  });

  it('does not serve dotfiles such as the build stamp', async () => {
    writeFileSync(path.join(root, '.build-stamp'), 'hash');
    await start();
    expect((await fetch(`${base}/.build-stamp`)).status).toBe(404);
    expect((await fetch(`${base}/%2ebuild-stamp`)).status).toBe(404);
  });

  it('refuses methods other than GET, HEAD and a form post on a public page', async () => {
    await start();
    expect((await fetch(`${base}/`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${base}/dashboard`, { method: 'POST', body: 'a=1' })).status).toBe(405);
  });
});

describe('forms sent without JavaScript', () => {
  /** A remote's server that answers the shell's page requests as told, and records them. */
  async function fakeRemote(answer?: object) {
    const seen: object[] = [];
    const remote = http.createServer((req, res) => {
      // A remote that publishes no route list: the shell's compiled-in table stands for it.
      if (req.url === '/routes.json') return void res.writeHead(404).end();
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method,
          path: req.url,
          forwardedFor: req.headers['x-forwarded-for'],
          body: JSON.parse(body || 'null') as unknown,
        });
        res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer ?? {}));
      });
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const { port } = remote.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => remote.close(resolve)) };
  }

  it("passes a post on a page to the remote that owns it, with the visitor's address, and answers its redirect with a 303", async () => {
    const remote = await fakeRemote({ redirect: '/about?sent=contact#contact-form' });
    await start({ env: { MARKETING_URL: remote.origin } });
    const response = await fetch(`${base}/about?x=1`, {
      method: 'POST',
      body: 'name=Asha&email=a%40b.co',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about?sent=contact#contact-form');
    expect(remote.seen).toEqual([
      {
        method: 'POST',
        path: '/fragments/render',
        forwardedFor: '127.0.0.1',
        body: { method: 'POST', url: '/about?x=1', body: 'name=Asha&email=a%40b.co' },
      },
    ]);
    await remote.close();
  });

  it('answers 400 with a page that links back when the remote cannot read the post: no form of the page named', async () => {
    const remote = await fakeRemote({ unreadable: true });
    await start({ env: { MARKETING_URL: remote.origin } });
    const response = await fetch(`${base}/blueprint/about`, {
      method: 'POST',
      body: 'email=a%40b.co',
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>Your form could not be read</h1>');
    expect(html).toContain('<a href="/blueprint/about">Back to the page</a>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await remote.close();
  });

  it('never sends the visitor to another site, and says so when the remote cannot take the form', async () => {
    const remote = await fakeRemote({ redirect: '//evil.example/' });
    await start({ env: { MARKETING_URL: remote.origin } });
    const offsite = await fetch(`${base}/about`, { method: 'POST', body: 'a=1', redirect: 'manual' });
    expect(offsite.status).toBe(503);
    expect(await offsite.text()).toContain('Your form was not sent');
    await remote.close();
    const down = await fetch(`${base}/about`, { method: 'POST', body: 'a=1', redirect: 'manual' });
    expect(down.status).toBe(503);
  });

  it("a remote's server renders the request with its build's server bundle, for the visitor its trusted proxy names", async () => {
    mkdirSync(path.join(root, '.server'));
    writeFileSync(
      path.join(root, '.server', 'server.cjs'),
      'exports.handleRequest = async (request) => request.url === "/nowhere" ? null : ({ status: 200, html: JSON.stringify(request) });',
    );
    writeFileSync(path.join(root, 'remote-pages.json'), '[]'); // a remote's own server has no route table
    await start({ env: { TRUST_PROXY: '127.0.0.1', API_INTERNAL_URL: 'http://api.internal:4000' } });
    const ask = (url: string) =>
      fetch(`${base}/fragments/render`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Request-Id': 'visit-2' },
        body: JSON.stringify({ method: 'POST', url, body: 'a=1' }),
      });
    const answer = (await (await ask('/internship')).json()) as { html: string };
    expect(JSON.parse(answer.html)).toEqual({
      method: 'POST',
      url: '/internship',
      body: 'a=1',
      client: '203.0.113.9',
      apiUrl: 'http://api.internal:4000',
      requestId: 'visit-2',
    });
    expect((await ask('/nowhere')).status).toBe(404);
    // The bundle is deployed with the build, never served.
    expect((await fetch(`${base}/.server/server.cjs`)).status).toBe(404);
  });

  it("renders a request for a release with that release's own server bundle, and none for a release it does not have", async () => {
    const bundle = (name: string) =>
      `exports.handleRequest = async () => ({ status: 200, html: ${JSON.stringify(name)} });`;
    const release = '20261127-110000-bbbbbbbbbbbb';
    mkdirSync(path.join(root, '.server'));
    writeFileSync(path.join(root, '.server', 'server.cjs'), bundle('base build'));
    writeFileSync(path.join(root, 'remote-pages.json'), '[]');
    // The release is the API's: the server has it from there.
    const api = await startFakeReleaseApi();
    api.publish('internship', release, { '.server/server.cjs': bundle('the release'), 'release.json': '{}' });
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'serve-app-releases-'));
    const releases = createReleases({ origins: [api.origin], app: 'internship', cacheDir, logger: { warn() {} } });
    await start({ app: 'internship', releases });
    const ask = (prefix: string) =>
      fetch(`${base}${prefix}/fragments/render`, {
        method: 'POST',
        body: JSON.stringify({ method: 'POST', url: '/internship', body: 'a=1' }),
      });
    expect(await (await ask('')).json()).toEqual({ status: 200, html: 'base build' });
    expect(await (await ask(`/releases/${release}`)).json()).toEqual({ status: 200, html: 'the release' });
    expect((await ask('/releases/20261127-120000-cccccccccccc')).status).toBe(404);
    expect((await ask('/releases/not-a-release')).status).toBe(404);
    await stop();
    await api.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
