// @ts-check
// Serves one built app: the shell or a remote. What it adds to plain static files:
// - /runtime-config.json from a file (edited live, no rebuild) or from the environment;
// - the same config inlined into index.html, saving the shell a round trip before it can load a remote;
// - cache headers: content-hashed files are immutable, entry points and manifests always revalidate;
// - CORS, because the shell on another origin fetches a remote's manifest and chunks;
// - SPA fallback: any page route answers index.html, a missing asset answers 404;
// - a Content-Security-Policy on every page, from the run-time config, with a nonce per response for the
//   inline scripts (content-security-policy.mjs); HSTS when the request came over HTTPS;
// - the shell's pages rendered on the server: its build's layout at the path with the remote's HTML of the
//   page in it when that arrives within its budget, or its own page whole, for the browser to hydrate
//   (fragments.mjs, compose-page.mjs): head tags, preloads of the page's scripts, its status (404);
// - pages compressed as the browser accepts (brotli, else gzip);
// - the shell's robots.txt and sitemap.xml, on the public origin (run-time config `publicOrigin`, else the
//   request's), the sitemap joined from every build's list of its pages (sitemap.mjs).
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import sirv from 'sirv';
import { BASE_PATH, basePathOf, matchPage } from '@blueprint/shared/site/paths';
import { composePage, escapeHtml } from './compose-page.mjs';
import { contentSecurityPolicy, createNonce, withNonce } from './content-security-policy.mjs';
import { createFragmentSource, pageOf } from './fragments.mjs';
import { isHttps, proxyTrust } from './forwarded-proto.mjs';
import { manifestUrlOf, parseRuntimeConfig, runtimeConfigFromEnv } from './runtime-config.mjs';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.mjs';

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** Reads a file again only when it changed. */
function watchedFile(file, parse) {
  let cached = { mtimeMs: -1, value: /** @type {any} */ (undefined) };
  return () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The run-time config from a file that people edit by hand while the site runs. A missing file means the
 * environment's config; a broken edit (bad JSON, a wrong URL) keeps the last good config and logs why, once
 * per edit, so a typo never takes the site down.
 * @param {string} file
 * @param {import('./runtime-config.mjs').RuntimeConfig} fromEnv
 * @param {Pick<Console, 'warn'>} logger
 */
export function runtimeConfigSource(file, fromEnv, logger) {
  let good = fromEnv;
  let seen = '';
  return () => {
    let text;
    try {
      const { mtimeMs, size } = statSync(file);
      const version = `${mtimeMs}:${size}`;
      if (version === seen) return good;
      seen = version;
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') {
        seen = '';
        return fromEnv;
      }
      logger.warn(`${file}: cannot be read (${/** @type {Error} */ (error).message}); keeping the last good run-time config`);
      return good;
    }
    try {
      good = parseRuntimeConfig(text);
    } catch (error) {
      logger.warn(`${file}: ${/** @type {Error} */ (error).message}; keeping the last good run-time config`);
    }
    return good;
  };
}

/**
 * The shell's render of its layout at a path (its build's dist/fragments: the layout with the remote page's
 * slot, or one of its own pages whole), read again when a new build replaces it; null without one (a remote's
 * server, a build without it).
 * @param {string} root
 * @returns {(pathname: string, theme: 'light' | 'dark') => (import('./compose-page.mjs').Layout & { module: string }) | null}
 */
function layoutSource(root) {
  const dir = path.join(root, 'fragments');
  const readIndex = watchedFile(path.join(dir, 'index.json'), JSON.parse);
  /** @type {Map<string, { build: string, html: string }>} */
  const files = new Map();
  /** The shell's own pages for the sitemap (its build lists them). @returns {string[]} */
  const sitemap = () => {
    try {
      return readIndex().sitemap ?? [];
    } catch {
      return [];
    }
  };
  return Object.assign((/** @type {string} */ pathname, /** @type {'light' | 'dark'} */ theme) => {
    try {
      const index = readIndex();
      const entry = pageOf(index, pathname);
      if (!entry) return null;
      const file = entry.files[theme];
      let known = files.get(file);
      if (known?.build !== index.build) {
        known = { build: index.build, html: readFileSync(path.join(dir, file), 'utf8') };
        files.set(file, known);
      }
      const { files: _files, ...facts } = entry;
      return { ...facts, html: known.html };
    } catch {
      return null;
    }
  }, { sitemap });
}

/**
 * The page's HTML in the best encoding the browser takes: a composed page is 30-50 KB of text, a few KB once
 * compressed, which is most of a phone's first round trips. Brotli at a middle quality: small and fast.
 * @param {string} html @param {string | undefined} accepted the request's Accept-Encoding
 * @returns {{ body: Buffer | string, encoding?: 'br' | 'gzip' }}
 */
export function encodedHtml(html, accepted = '') {
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

/** A path as the file lookup will see it (percent-decoded), or as it is when that fails. */
function decoded(pathname) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The remote a page path needs, from the shell's route table, matched as the shell's router matches it.
 * @param {Array<{ path: string, remote: string }>} pages
 * @param {string} pathname
 */
export function remoteForPath(pages, pathname) {
  return matchPage(pages, pathname)?.remote;
}

/** JSON safe to place inside a <script> element. */
function inlineJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * @param {{
 *   root: string,
 *   runtimeConfigFile?: string,
 *   env?: Record<string, string | undefined>,
 *   logger?: Pick<Console, 'warn' | 'error'>,
 *   fragmentBudgetMs?: number,
 * }} options
 */
export function createAppServer({ root, runtimeConfigFile, env = process.env, logger = console, fragmentBudgetMs }) {
  const fragmentFor = createFragmentSource({ budgetMs: fragmentBudgetMs, logger });
  const configFile = runtimeConfigFile ?? path.join(root, 'runtime-config.json');
  const runtimeConfig = runtimeConfigSource(configFile, runtimeConfigFromEnv(env), logger);
  const trustedProxy = proxyTrust(env.TRUST_PROXY);
  const indexHtml = watchedFile(path.join(root, 'index.html'), (html) => html);
  const layoutFor = layoutSource(root);
  const readPages = watchedFile(path.join(root, 'remote-pages.json'), JSON.parse);
  const remotePages = () => {
    try {
      return readPages();
    } catch {
      return []; // a remote's own server has no route table
    }
  };

  /**
   * The site's public origin: for canonical links, og:url, JSON-LD, robots.txt and the sitemap. The run-time
   * config's `publicOrigin` (PUBLIC_ORIGIN), else the origin the request came to.
   */
  function publicOrigin(req, config) {
    return config.publicOrigin ?? `${isHttps(req, trustedProxy) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  }

  /** A small text answer of the shell's (robots.txt, sitemap.xml), compressed as the browser accepts. */
  function sendText(req, res, status, type, text) {
    const { body, encoding } = encodedHtml(text, req.headers['accept-encoding']);
    res.writeHead(status, {
      'Content-Type': `${type}; charset=utf-8`,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * sitemap.xml: the shell's pages and every remote's, read from their builds now. A remote that cannot be
   * read answers 503 (crawlers come back) rather than a sitemap that would drop its pages.
   */
  async function sendSitemap(req, res) {
    const config = runtimeConfig();
    const routes = remotePages();
    const remotes = [...new Set(routes.filter((route) => !route.private).map((route) => route.remote))];
    const lists = await Promise.all(remotes.map((remote) => config.remotes[remote] ? fragmentFor.sitemapOf(serverSideUrl(remote, config.remotes[remote])) : []));
    if (lists.includes(null)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' });
      return res.end('The sitemap is not available now: a part of the site is not answering.');
    }
    const paths = sitemapPaths([layoutFor.sitemap(), ...lists.map((list) => list ?? [])], routes);
    sendText(req, res, 200, 'application/xml', sitemapXml(publicOrigin(req, config), paths));
  }

  /**
   * Without help the browser learns of a remote's manifest only after main.js and the bootstrap chunk have
   * run. A preload in the HTML starts that fetch at once, and the federation runtime's fetch reuses it.
   */
  function remoteHints(remote, config) {
    const manifest = remote && config.remotes[remote];
    if (!manifest) return '';
    const origin = new URL(manifest).origin;
    return (
      `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>` +
      `<link rel="preload" as="fetch" href="${escapeHtml(manifest)}" crossorigin="anonymous">`
    );
  }

  // Looked up on each request, not listed once at start: a remote rebuilt or redeployed into the same folder
  // is served whole at once (a list made at start would send old lengths and miss the new chunks).
  const assets = sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // sirv's MIME table has no .ico, and with nosniff a browser would not guess.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  /**
   * Where this server reaches a remote: `<NAME>_INTERNAL_URL` (its origin or manifest, e.g. a container's name
   * in docker-compose, where the browsers' address is the proxy's), else the address browsers use.
   */
  function serverSideUrl(remote, manifest) {
    const internal = env[`${remote.toUpperCase()}_INTERNAL_URL`];
    return internal ? manifestUrlOf(internal) : manifest;
  }

  /**
   * The remote's HTML for a page of the shell's route table, within its budget; null for a page no remote
   * renders on the server (the dashboard, the shell's own pages) or one that did not arrive in time.
   */
  async function serverPage(pathname, remote, config, theme) {
    const manifest = remote && config.remotes[remote];
    if (!manifest) return null;
    const fragment = await fragmentFor(serverSideUrl(remote, manifest), pathname, theme);
    return fragment && { remote, manifest, fragment };
  }

  /**
   * The page rendered on the server: the shell's layout at this path with the remote's page in it, or one of
   * the shell's own pages; null (rendered in the browser) for a staff page, a remote page whose HTML did not
   * come in time, or a layout and a remote page that do not belong together.
   */
  async function composed(req, pathname, route, config) {
    // The theme index.html's script and the theme switch save in a cookie (light without one: a first visit):
    // the header's theme switch is rendered for it. The page's colours follow the visitor's theme in any case.
    const theme = /(?:^|;\s*)theme=dark(?:;|$)/.test(req.headers.cookie ?? '') ? 'dark' : 'light';
    // A path nothing serves gets the shell's "Page not found" (its build keeps it under '<base>/*'), with 404.
    const layout = route?.private ? null : (layoutFor(pathname, theme) ?? (route ? null : layoutFor(`${basePathOf(pathname)}/*`, theme)));
    if (!layout) return null;
    // One address per page for search engines, on the public origin: the bare path (every page also exists
    // under /blueprint), or the page's own when it is another's alias.
    const origin = publicOrigin(req, config);
    if (!route) return layout.module === 'shell' ? { html: composePage(indexHtml(), { layout, theme, origin, pathname }), status: layout.status } : null;
    const page = await serverPage(pathname, route.remote, config, theme);
    // The layout was rendered for the module the remote's page comes from, or the two would not hydrate as one.
    if (!page || layout.module !== `${route.remote}/${page.fragment.module}`) return null;
    const html = composePage(indexHtml(), { layout, theme, origin, pathname, page });
    return html && { html, status: page.fragment.status };
  }

  async function sendHtml(req, res, pathname) {
    const config = runtimeConfig();
    const nonce = createNonce();
    // One look-up of the route table per page: which remote, whether it is a staff page.
    const route = matchPage(remotePages(), pathname);
    const server = await composed(req, pathname, route, config);
    const page = server?.html ?? indexHtml();
    const html = withNonce(
      page.replace('</head>', () => `<script>window.__BLUEPRINT_CONFIG__=${inlineJson(config)}</script>${remoteHints(route?.remote, config)}</head>`),
      nonce,
    );
    const { body, encoding } = encodedHtml(html, req.headers['accept-encoding']);
    res.writeHead(server?.status ?? 200, {
      // The theme switch in the page follows the theme cookie.
      Vary: 'Cookie, Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Type': 'text/html; charset=utf-8',
      // A staff page is never kept: not by a shared cache, nor in the browser's history after logout.
      'Cache-Control': route?.private ? 'no-store' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': contentSecurityPolicy(config, nonce),
    });
    res.end(body);
  }

  function notFound(res) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not found');
  }

  /** @type {http.RequestListener} */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (isHttps(req, trustedProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      return res.end(JSON.stringify(runtimeConfig()));
    }
    // The shell's own (a remote's server has no route table and answers these 404).
    if (url.pathname === '/robots.txt' && remotePages().length) {
      return sendText(req, res, 200, 'text/plain', robotsTxt(publicOrigin(req, runtimeConfig()), remotePages(), BASE_PATH));
    }
    if (url.pathname === '/sitemap.xml' && remotePages().length) return void sendSitemap(req, res).catch((error) => failed(req, res, error));
    if (url.pathname === '/' || url.pathname === '/index.html') return void sendHtml(req, res, '/').catch((error) => failed(req, res, error));
    // Build stamps and other dotfiles are not part of the site.
    if (/\/\./.test(decoded(url.pathname))) return notFound(res);
    assets(req, res, () => {
      // Page routes (no file extension) render the app; a missing asset is a real 404.
      if (path.extname(url.pathname) === '') return void sendHtml(req, res, url.pathname).catch((error) => failed(req, res, error));
      notFound(res);
    });
  }

  /** One bad request (a missing index.html, an unreadable file) answers 500; it never stops the server. */
  function failed(req, res, error) {
    logger.error(`${req.method} ${req.url}: ${/** @type {Error} */ (error).stack ?? error}`);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Internal error');
  }

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
}
