import http from 'node:http';
import { startTwinServer, zeroJsTwin } from './zero-js-twin.mjs';

const PAGE =
  '<!doctype html><html><head><title>About</title>' +
  '<script>document.documentElement.classList.add("dark")</script>' +
  '<script defer="defer" src="/main.js"></script>' +
  '<link rel="preload" as="script" fetchpriority="low" href="http://m.test/remoteEntry.js">' +
  '<link rel=preload as=script href=/262.js><link rel="modulepreload" href="/x.mjs">' +
  '<link rel="preload" as="image" href="/hero.webp"><link rel="canonical" href="https://a.test/about">' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '</head><body><div id="root"><h1>About</h1></div><script nonce="n">window.x = 1;</script></body></html>';

describe('zeroJsTwin', () => {
  it('removes every script and every link that fetches one, and nothing else', () => {
    const twin = zeroJsTwin(PAGE);
    expect(twin).not.toMatch(/main\.js|remoteEntry|262\.js|x\.mjs|classList|window\.x/);
    expect(twin).toContain('<link rel="preload" as="image" href="/hero.webp">');
    expect(twin).toContain('<link rel="canonical" href="https://a.test/about">');
    expect(twin).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(twin).toContain('<div id="root"><h1>About</h1></div>');
  });
});

describe('startTwinServer', () => {
  let shell;
  let twin;
  beforeAll(async () => {
    shell = http.createServer((req, res) => {
      if (req.url === '/about') {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'self'",
          'Content-Length': Buffer.byteLength(PAGE),
        });
        res.end(PAGE);
      } else {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        res.end('<svg/>');
      }
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    twin = await startTwinServer({ target: `http://127.0.0.1:${shell.address().port}`, port: 0 });
  });
  afterAll(async () => {
    await twin.close();
    await new Promise((resolve) => shell.close(resolve));
  });

  it("serves a page's twin at its path, compressed, with the page's headers, and passes anything else through", async () => {
    const base = twin.url;
    const page = await fetch(`${base}/about`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('<h1>About</h1>');
    expect(html).not.toContain('main.js');
    const icon = await fetch(`${base}/icon.svg`);
    expect(await icon.text()).toBe('<svg/>');
  });
});
