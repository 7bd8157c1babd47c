// The page server of one built app, the shell or a remote. What it adds to plain static files:
// - /runtime-config.json, and the same config inlined into every page, from where site-source.ts says;
// - a Content-Security-Policy on every page, from that config, with a nonce per response for the inline
//   scripts and styles; HSTS when the request came over HTTPS (TLS, or a proxy TRUST_PROXY trusts);
// - files looked up on each request, cache headers (content-hashed files immutable, the rest revalidated),
//   CORS, and page routes answered with the page (a missing asset is a 404);
// - in the shell's server, the pages rendered on the server (pages/), compressed as the browser accepts, its
//   robots.txt and sitemap.xml; and in every server, forms sent without JavaScript (forms/).
import { readFile } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic, { type SendOptions } from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FRAGMENTS_DIR, SENT_PARAM } from '@blueprint/contract/page-server';
import { BASE_PATH } from '@blueprint/contract/paths';
import { BASE_RELEASE, RELEASE_ID_PATTERN, RELEASES_PATH, releaseOfManifestUrl } from '@blueprint/contract/releases';
import { confirmationPages, formRoutes } from './forms/form-routes';
import { readAppBuild } from './pages/app-build';
import { createFragmentSource } from './pages/fragments';
import { createHtmlPages, publicOrigin } from './pages/html-pages';
import { remotePaths, robotsTxt, sitemapPaths, sitemapXml } from './pages/sitemap';
import { withLearnedRoutes } from './learned-routes';
import { createRouteListSource } from './pages/route-lists';
import { CONFIG_PATH, configFirstServer, writeConfig } from './runtime-config-answer';
import { createLocalSiteSource, type SiteSource } from './site-source';
import { trustProxyOf } from './trust-proxy';

/** Content-hashed file names ('262.0123456789.js'): their content never changes. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/**
 * Pages are compressed in one go, not streamed: a page is in memory whole already, and its answer keeps its
 * Content-Length.
 */
const PAGE_SIZE_MAX = 1024 * 1024;
/**
 * Brotli at quality 6 rather than @fastify/compress's 4: pages about 7% smaller for a fraction of a millisecond,
 * which keeps the home page with its headers inside the first round trip of a new connection (TCP's initial
 * window, 10 segments): a page one byte over it paints a round trip later
 * (docs/decisions/2026-11-28-page-in-one-round-trip.md).
 */
const PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 } };
/**
 * How much of a file one read takes: Node's default for file streams, where @fastify/send would fall back to
 * streams' smaller one and make more trips to the thread pool per chunk
 * (docs/decisions/2026-11-27-page-server-package.md). It reaches @fastify/send, though @fastify/static's type
 * does not name it.
 */
const FILE_READ: SendOptions & { highWaterMark: number } = { highWaterMark: 64 * 1024 };

export interface PageServerOptions {
  /** The built app's folder (its dist). */
  root: string;
  /** The run-time config people edit (RUNTIME_CONFIG_FILE); default: none, the environment's. */
  runtimeConfigFile?: string;
  /** The live map (DEPLOY_STATE_DIR/live.json): which release of each remote is live. */
  liveMapFile?: string;
  /** The app this server serves: a remote's server answers /version for its live release. */
  app?: string;
  /** This remote's releases (RELEASES_DIR/<remote>): each served at /releases/<id>/. */
  releasesDir?: string;
  env?: Record<string, string | undefined>;
  logger?: Pick<Console, 'warn' | 'error'>;
  /** Given, a line for each page answered (HTML only: not the files a page loads), for people reading a terminal. */
  pageLog?: (line: string) => void;
  /**
   * Where the site's facts come from; default: the run-time config file or environment, and the build's route
   * table. Either way the shell's server learns the route table from the remotes' route lists (learned-routes.ts).
   */
  source?: SiteSource;
  /** How long a remote's route list is used before it is asked for again (pages/route-lists.ts). */
  routeListTtlMs?: number;
  fragmentBudgetMs?: number;
  postBudgetMs?: number;
}

/** The path asked for, without its query. */
function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

/** A path as the file lookup sees it (percent-decoded), or as it is when that fails. */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).send('Not found');
}

export async function createPageServer(options: PageServerOptions): Promise<FastifyInstance> {
  const { root, env = process.env, logger = console, fragmentBudgetMs, postBudgetMs } = options;
  const source = withLearnedRoutes(
    options.source ?? createLocalSiteSource({ root, runtimeConfigFile: options.runtimeConfigFile, liveMapFile: options.liveMapFile, env, logger }),
    createRouteListSource({ ttlMs: options.routeListTtlMs, budgetMs: fragmentBudgetMs, logger }),
  );
  const { app: appName, releasesDir } = options;
  const build = readAppBuild(root);
  const fragmentFor = createFragmentSource({ budgetMs: fragmentBudgetMs, logger });
  const sendPage = createHtmlPages({ build, fragmentFor });
  const sendConfirmation = confirmationPages(sendPage);

  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  const app = Fastify({ logger: false, trustProxy, ...(trustProxy === false ? { serverFactory: configFirstServer(() => source.config()) } : {}) });

  // Pages and the shell's text files are compressed here (reply.compress); files come compressed from the
  // build (preCompressed below) or are sent as they are.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], syncThreshold: PAGE_SIZE_MAX, brotliOptions: PAGE_BROTLI });
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    serve: false,
    preCompressed: true,
    // Looked up on each request (send stats the file): a remote rebuilt or redeployed into the same folder is
    // served at once and whole, new chunks included, with no restart.
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders(reply) {
      reply.header('access-control-allow-origin', '*');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', HASHED.test(pathOf(reply.request)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // This server speaks plain HTTP: only a proxy it trusts can say a request came over HTTPS.
  if (trustProxy !== false) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
    });
  }

  if (options.pageLog) {
    const write = options.pageLog;
    app.addHook('onResponse', (request, reply, done) => {
      // A remote's published HTML, fetched by the shell to compose a page, is part of that page's line.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !request.url.startsWith(`/${FRAGMENTS_DIR}/`)) {
        write(`${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
      }
      done();
    });
  }

  // One request that fails answers 500 (a missing index.html, an unreadable file); the server goes on.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).headers({ 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).send('What was sent is too large.');
    }
    if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
    logger.error(`${request.method} ${request.url}: ${error.stack ?? String(error)}`);
    return reply.code(500).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Internal error');
  });

  /** A small text answer of the shell's (robots.txt, sitemap.xml), compressed as the browser accepts. */
  function sendText(reply: FastifyReply, type: string, text: string) {
    return reply
      .headers({ 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache', vary: 'accept-encoding', 'x-content-type-options': 'nosniff' })
      .compress(text);
  }

  /** A page path: the page, or its confirmation after a form sent without JavaScript (`?sent=`). */
  async function page(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const site = await source.current();
    const confirming = site.routes.length > 0 && (request.query as Record<string, unknown>)[SENT_PARAM] !== undefined;
    return confirming ? sendConfirmation(request, reply, pathname, site) : sendPage(request, reply, pathname, site);
  }

  // Behind a trusted proxy (see runtime-config-answer.ts): after the hooks, keeping what they set, past the
  // serializer and the send hooks.
  app.get(CONFIG_PATH, { compress: false }, async (request, reply) => {
    const config = await source.config();
    reply.hijack();
    writeConfig(reply.raw, config, request.method === 'HEAD', reply.getHeaders() as OutgoingHttpHeaders);
  });

  /** The folder of a release of this remote, or undefined when it is not one this server has. */
  function releaseFolder(release: string): string | undefined {
    if (release === BASE_RELEASE) return path.resolve(root);
    return releasesDir && RELEASE_ID_PATTERN.test(release) ? path.join(releasesDir, release) : undefined;
  }

  /** What a release says of itself (release.json), or null when this server does not have it. */
  async function releaseInfo(release: string): Promise<unknown> {
    const folder = releaseFolder(release);
    if (!folder) return null;
    try {
      return JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8'));
    } catch {
      return null;
    }
  }

  /** The release of this app every page loads now: the live map's for a remote, else the build at the root. */
  async function liveRelease(): Promise<string> {
    const manifest = appName ? (await source.config()).remotes[appName] : undefined;
    return manifest ? releaseOfManifestUrl(manifest) : BASE_RELEASE;
  }

  const json = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' }).send(JSON.stringify(body));

  // Which release is live here: its id, commit and build time (release.json). A release's own at
  // /releases/<id>/version.
  app.get('/version', { compress: false }, async (_request, reply) => {
    const info = await releaseInfo(await liveRelease());
    return info ? json(reply, 200, info) : json(reply, 503, { message: 'The live release is not on this server' });
  });
  app.get(`/${RELEASES_PATH}/:release/version`, { compress: false }, async (request, reply) => {
    const info = await releaseInfo((request.params as { release: string }).release);
    return info ? json(reply, 200, info) : json(reply, 404, { message: 'No such release here' });
  });

  // Up, and serving a live release it has.
  app.get('/health', { compress: false }, async (_request, reply) => {
    const release = await liveRelease();
    return (await releaseInfo(release)) ? json(reply, 200, { status: 'ok', release }) : json(reply, 503, { status: 'unavailable', release });
  });

  // A release's files, beside every other release's: a page opened before a deploy keeps loading its own.
  app.get(`/${RELEASES_PATH}/:release/*`, async (request, reply) => {
    const { release, '*': rest } = request.params as { release: string; '*': string };
    const folder = release === BASE_RELEASE ? undefined : releaseFolder(release);
    const file = decoded(`/${rest.split('?')[0] ?? ''}`);
    if (!folder || file.includes('/.') || path.posix.extname(file) === '') return notFound(reply);
    return reply.sendFile(file, folder, FILE_READ);
  });

  // The shell's own (a remote's server has no route table, and looks for a file of that name).
  app.get('/robots.txt', async (request, reply) => {
    const site = await source.current();
    if (!site.routes.length) return reply.sendFile('/robots.txt', FILE_READ);
    return sendText(reply, 'text/plain', robotsTxt(publicOrigin(request, site), site.routes, BASE_PATH));
  });

  /**
   * sitemap.xml: the shell's pages and every remote's, read from their builds now. A remote that cannot be read
   * answers 503 (crawlers come back) rather than a sitemap that would drop its pages.
   */
  app.get('/sitemap.xml', async (request, reply) => {
    const site = await source.current();
    if (!site.routes.length) return reply.sendFile('/sitemap.xml', FILE_READ);
    const remotes = [...new Set(site.routes.filter((route) => !route.private).map((route) => route.remote))];
    const lists = await Promise.all(
      remotes.map(async (remote) => {
        const reached = site.config.remotes[remote] && site.reach(remote);
        const list = reached ? await fragmentFor.sitemapOf(reached) : [];
        // Only the pages its route list still has, and wants listed: a page it removed or keeps out is not.
        return list && remotePaths(list, site.routes.filter((route) => route.remote === remote));
      }),
    );
    if (lists.includes(null)) {
      return reply
        .code(503)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' })
        .send('The sitemap is not available now: a part of the site is not answering.');
    }
    const paths = sitemapPaths([build.sitemap(), ...lists.map((list) => list ?? [])], site.routes);
    return sendText(reply, 'application/xml', sitemapXml(publicOrigin(request, site), paths));
  });

  app.get('/*', async (request, reply) => {
    const pathname = pathOf(request);
    if (pathname === '/' || pathname === '/index.html') return page(request, reply, '/');
    const file = decoded(pathname);
    // Build stamps, the server bundle and other dotfiles are not part of the site.
    if (file.includes('/.')) return notFound(reply);
    // Page routes (no file extension) are pages; anything else is a file of the build, or 404.
    if (path.posix.extname(file) === '') return page(request, reply, pathname);
    return reply.sendFile(file, FILE_READ);
  });

  // A file the build does not have.
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  // The remotes' files are fetched from the shell's origin (their manifests, chunks, fonts): what a preflight asks.
  app.options('/*', async (_request, reply) =>
    reply.code(204).headers({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': '*' }).send(),
  );

  await app.register(formRoutes, { root, source, sendPage, env, logger, postBudgetMs });

  // Every other method: not here.
  const others = app.supportedMethods.filter((method) => !['GET', 'HEAD', 'POST', 'OPTIONS'].includes(method));
  app.route({ method: others, url: '/*', handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').send() });

  return app;
}
