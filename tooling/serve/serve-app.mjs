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
//   request's), the sitemap joined from every build's list of its pages (sitemap.mjs);
// - forms sent without JavaScript (page-requests.mjs, docs/html-first-forms.md): the shell's server passes a
//   POST on a page's path, and the GET of its confirmation (`?sent=`), to the remote that owns the path, and
//   composes its answer like any page (or answers its redirect); a remote's server renders them with its
//   build's server bundle.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import sirv from 'sirv';
import { parseFragmentIndex } from '@blueprint/contract/fragments';
import { pageRequestSchema } from '@blueprint/contract/page-requests';
import { FRAGMENT_INDEX, FRAGMENTS_DIR, RENDER_PATH, SENT_PARAM } from '@blueprint/contract/page-server';
import { BASE_PATH, basePathOf, matchPage } from '@blueprint/contract/paths';
import { manifestUrlOf, parseRuntimeConfig, runtimeConfigFromEnv } from '@blueprint/contract/runtime-config';
import { documentTitle } from '@blueprint/contract/site';
import { composePage, escapeHtml } from './compose-page.mjs';
import { contentSecurityPolicy, createNonce, withNonce } from './content-security-policy.mjs';
import { createFragmentSource, pageOf } from './fragments.mjs';
import { clientAddress, createPageRequester, createResendGuard, hopTrust, readBody, serverBundle } from './page-requests.mjs';
import { isHttps, proxyTrust } from './forwarded-proto.mjs';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.mjs';

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** How long a form sent without JavaScript may take, the API's answer included, before the visitor is told. */
const POST_BUDGET_MS = 15_000;
/** How long a confirmation page (`?sent=`) waits for its remote before it is served as the plain page. */
const CONFIRMATION_BUDGET_MS = 1000;

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
 * @param {import('@blueprint/contract/runtime-config').RuntimeConfig} fromEnv
 * @param {Pick<Console, 'warn'>} logger
 */
function runtimeConfigSource(file, fromEnv, logger) {
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
      good = parseRuntimeConfig(JSON.parse(text));
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
  const dir = path.join(root, FRAGMENTS_DIR);
  const readIndex = watchedFile(path.join(root, FRAGMENT_INDEX), (text) => parseFragmentIndex(JSON.parse(text)));
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
 * The page's HTML in the best encoding the browser takes: a composed page is tens of KB of text, a few once
 * compressed, which is most of a phone's first round trips. Brotli at a middle quality: small and fast.
 * @param {string} html @param {string | undefined} accepted the request's Accept-Encoding
 * @returns {{ body: Buffer | string, encoding?: 'br' | 'gzip' }}
 */
function encodedHtml(html, accepted = '') {
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
 *   postBudgetMs?: number,
 * }} options
 */
export function createAppServer({ root, runtimeConfigFile, env = process.env, logger = console, fragmentBudgetMs, postBudgetMs = POST_BUDGET_MS }) {
  const fragmentFor = createFragmentSource({ budgetMs: fragmentBudgetMs, logger });
  const pageRequest = createPageRequester();
  // A remote's: its build's request-time renderer, and the answers of posts it has handled.
  const renderer = serverBundle(root);
  const once = createResendGuard();
  const configFile = runtimeConfigFile ?? path.join(root, 'runtime-config.json');
  const runtimeConfig = runtimeConfigSource(configFile, runtimeConfigFromEnv(env), logger);
  const trustedProxy = proxyTrust(env.TRUST_PROXY);
  const trustedHop = hopTrust(env.TRUST_PROXY);
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
  async function composed(req, pathname, route, config, rendered) {
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
    // A page the remote rendered for this request (a form sent without JavaScript): its head, scripts and
    // preloads are the page's, as published; only its HTML and status are the request's.
    if (rendered) page.fragment = { ...page.fragment, html: rendered.html, status: rendered.status };
    const html = composePage(indexHtml(), { layout, theme, origin, pathname, page });
    return html && { html, status: page.fragment.status };
  }

  /**
   * @param {{ status: number, html: string } | null} [rendered] the
   *   remote's render of the page for this request
   */
  async function sendHtml(req, res, pathname, rendered = null) {
    const config = runtimeConfig();
    const nonce = createNonce();
    // One look-up of the route table per page: which remote, whether it is a staff page.
    const route = matchPage(remotePages(), pathname);
    const server = await composed(req, pathname, route, config, rendered);
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
      // A staff page is never kept: not by a shared cache, nor in the browser's history after logout; nor is a
      // page rendered for one visitor's form.
      'Cache-Control': route?.private || rendered ? 'no-store' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': contentSecurityPolicy(config, nonce),
    });
    res.end(body);
  }

  /** The remote that owns a public page path, as this server reaches it; null for any other path. */
  function pageOwner(pathname, config) {
    const route = matchPage(remotePages(), pathname);
    const manifest = route && !route.private ? config.remotes[route.remote] : undefined;
    return route && manifest ? serverSideUrl(route.remote, manifest) : null;
  }

  /**
   * A form sent without JavaScript: passed on to the remote that owns the page, with the visitor's address.
   * Its answer is a redirect (303: post/redirect/get, so a reload never sends it again) or the page again,
   * composed as for a GET, with the values and the errors.
   */
  async function sendPost(req, res, url) {
    const owner = pageOwner(url.pathname, runtimeConfig());
    if (!owner) {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const body = await readBody(req);
    if (body === null) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end('What was sent is too large.');
    }
    const request = { method: /** @type {const} */ ('POST'), url: `${url.pathname}${url.search}`, body, client: clientAddress(req, trustedHop) };
    const answer = await pageRequest(owner, request, postBudgetMs).catch((error) => {
      logger.warn(`[serve] POST ${url.pathname}: the page's remote did not answer (${/** @type {Error} */ (error).message})`);
      return null;
    });
    if (!answer) return sendUnsent(req, res, url.pathname);
    if ('redirect' in answer) {
      res.writeHead(303, { Location: answer.redirect, 'Cache-Control': 'no-store' });
      return res.end();
    }
    return sendHtml(req, res, url.pathname, answer);
  }

  /** A post that could not be handled: nothing was stored, and going back keeps what was typed. */
  function sendUnsent(req, res, pathname) {
    const back = escapeHtml(pathname);
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(documentTitle('Not sent'))}</title></head><body><main><h1>Your form was not sent</h1>` +
      '<p>We could not reach our server just now, and nothing was saved. Please go back and send it again in a moment: what you typed is still there.</p>' +
      `<p><a href="${back}">Back to the page</a></p></main></body></html>`;
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /** A confirmation (`?sent=<form>`): the remote's render of the page with its success message, else the page. */
  async function sendConfirmation(req, res, url) {
    const owner = pageOwner(url.pathname, runtimeConfig());
    const request = { method: /** @type {const} */ ('GET'), url: `${url.pathname}${url.search}`, client: clientAddress(req, trustedHop) };
    const answer = owner ? await pageRequest(owner, request, CONFIRMATION_BUDGET_MS).catch(() => null) : null;
    return sendHtml(req, res, url.pathname, answer && 'html' in answer ? answer : null);
  }

  /** A remote's: a page request the shell's server passed on, rendered by this build's server bundle. */
  async function sendRendered(req, res) {
    const handle = renderer();
    const text = handle ? await readBody(req) : null;
    let asked;
    try {
      asked = text === null ? undefined : pageRequestSchema.safeParse(JSON.parse(text)).data;
    } catch {
      asked = undefined;
    }
    if (!handle || !asked) return notFound(res);
    const request = {
      ...asked,
      body: asked.body ?? '',
      client: clientAddress(req, trustedHop),
      apiUrl: env.API_INTERNAL_URL || runtimeConfig().apiUrl,
    };
    const answer = await (request.method === 'POST' ? once(request, handle) : handle(request));
    if (!answer) return notFound(res);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(answer));
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
    if (req.method === 'POST' && url.pathname === RENDER_PATH) return void sendRendered(req, res).catch((error) => failed(req, res, error));
    if (req.method === 'POST' && path.extname(url.pathname) === '' && remotePages().length) {
      return void sendPost(req, res, url).catch((error) => failed(req, res, error));
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
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const home = url.searchParams.has(SENT_PARAM) && remotePages().length ? sendConfirmation(req, res, url) : sendHtml(req, res, '/');
      return void home.catch((error) => failed(req, res, error));
    }
    // Build stamps and other dotfiles are not part of the site.
    if (/\/\./.test(decoded(url.pathname))) return notFound(res);
    assets(req, res, () => {
      // Page routes (no file extension) render the app; a missing asset is a real 404.
      if (path.extname(url.pathname) === '') {
        const page = url.searchParams.has(SENT_PARAM) && remotePages().length ? sendConfirmation(req, res, url) : sendHtml(req, res, url.pathname);
        return void page.catch((error) => failed(req, res, error));
      }
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
