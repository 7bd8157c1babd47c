// @ts-check
// A page's zero-JS twin: the same HTML the shell's server sends, with every script removed, served
// from an origin of its own beside the system and measured in the same Lighthouse run. What the twin paints is
// what the page paints; how much sooner it paints is what the page's scripts cost its first paint.
import http from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The quality the shell's page server compresses its pages at (page-server/src/app.ts). */
const PAGE_BROTLI_QUALITY = 6;

/** A `<link>` that fetches a script: a preload `as=script`, or a module preload. */
const isScriptHint = (/** @type {string} */ tag) =>
  /\brel=["']?modulepreload\b/i.test(tag) || (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag));

/**
 * The HTML without its scripts: every `<script>` that runs (inline or not) and every link that fetches one.
 * Data blocks stay (JSON-LD is not code and paints nothing).
 * @param {string} html
 */
export function zeroJsTwin(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes) =>
      /\btype=["']?application\/ld\+json/i.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptHint(tag) ? '' : tag));
}

/**
 * Serves the twin of each page of `target` (the shell's origin) at the same path; anything else (icons, the
 * manifest) is passed through. HTML is compressed as the shell's server compresses it and sent with its
 * headers, so that both weigh the same on the wire.
 * @param {{ target: string, port: number, host?: string }} options port 0: any free port (the url says which)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startTwinServer({ target, port, host = '127.0.0.1' }) {
  const server = http.createServer((req, res) => {
    const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
    const upstream = http.get(
      new URL(req.url ?? '/', target),
      {
        headers: {
          ...req.headers,
          host: new URL(target).host,
          ...(wantsHtml ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (!type.includes('text/html')) {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res);
          return;
        }
        const chunks = /** @type {Buffer[]} */ ([]);
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = zeroJsTwin(Buffer.concat(chunks).toString('utf8'));
          const accepted = String(req.headers['accept-encoding'] ?? '');
          const [body, encoding] = /\bbr\b/.test(accepted)
            ? [
                brotliCompressSync(html, {
                  params: {
                    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                    [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
                  },
                }),
                'br',
              ]
            : /\bgzip\b/.test(accepted)
              ? [gzipSync(html), 'gzip']
              : [Buffer.from(html), undefined];
          // The page's own headers (its policy, its caching), so that the two weigh the same there too.
          const {
            'content-length': _length,
            'content-encoding': _encoding,
            'transfer-encoding': _transfer,
            connection: _connection,
            'keep-alive': _keepAlive,
            ...headers
          } = response.headers;
          res.writeHead(response.statusCode ?? 200, {
            ...headers,
            'Content-Length': body.length,
            ...(encoding ? { 'Content-Encoding': encoding } : {}),
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`twin: ${error.message}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
