// The page server of one built app, the shell or a remote, composed the way Fastify apps are: plugins (what
// every route shares: the live site source, the pages' parts, compression, the build's files, security
// headers, the page log, error answers), then routes, each with its schema. What it adds to plain static files:
// - /runtime-config.json, and the same config in every page, from where site-source.ts says, each remote at
//   its live release in the live map the API pushes (releases/);
// - a remote's releases beside its base build, fetched from the API by content hash and kept on disk
//   (routes/releases.ts), with /version and /health;
// - a Content-Security-Policy on every page, from that config, with a nonce per response; HSTS when the
//   request came over HTTPS (TLS, or a proxy TRUST_PROXY trusts);
// - files looked up on each request, cache headers, CORS, and page routes answered with the page;
// - in the shell's server, the pages rendered on the server (pages/), compressed as the browser accepts, its
//   robots.txt and sitemap.xml; and in every server, forms sent without JavaScript (routes/forms.ts);
// - a request id on every request (X-Request-Id, sent on to the remotes' servers and the API), and /metrics
//   for a scraper with METRICS_TOKEN (docs/decisions/2026-12-07-metrics-and-request-ids.md);
// - each page made for its visitor's audience: its cohort's canary or an admin's preview (plugins/audience.ts,
//   routes/preview.ts), and counted per remote and release for the API (releases/page-loads.ts)
//   (docs/decisions/2026-12-07-canary-and-preview.md).
import Fastify, { type FastifyInstance } from 'fastify';
import { metricsTokenOf, REQUEST_ID_HEADER, requestIdOf } from '@blueprint/contract/observability';
import audience from './plugins/audience';
import compression from './plugins/compression';
import errors from './plugins/errors';
import metrics from './plugins/metrics';
import pageLog from './plugins/page-log';
import pages from './plugins/pages';
import requestIds from './plugins/request-ids';
import securityHeaders from './plugins/security-headers';
import site from './plugins/site';
import staticFiles from './plugins/static-files';
import formRoutes from './routes/forms';
import metricsRoutes from './routes/metrics';
import pageRoutes from './routes/pages';
import previewRoutes from './routes/preview';
import releaseRoutes from './routes/releases';
import runtimeConfigRoutes from './routes/runtime-config';
import siteFileRoutes from './routes/site-files';
import type { PageLoads } from './releases/page-loads';
import type { PageServerReleases } from './releases/releases';
import type { SiteSource } from './site-source';
import { trustProxyOf } from './trust-proxy';

export interface PageServerOptions {
  /** The built app's folder (its dist). */
  root: string;
  /** The run-time config people edit (RUNTIME_CONFIG_FILE); default: none, the environment's. */
  runtimeConfigFile?: string;
  /** The app this server serves: a remote's server answers /version for its live release. */
  app?: string;
  /**
   * What this server knows of releases, from the API (releases/releases.ts `createReleases`): the live map
   * (`feed`, closed with the app) and this remote's releases (`files`). Default: none, each remote's base
   * build is live and a remote serves its base build alone.
   */
  releases?: PageServerReleases;
  /**
   * Where the pages made are counted and reported to the API (releases/page-loads.ts
   * `createPageLoadReporter`; stopped with the app). Default: none, nothing is counted.
   */
  pageLoads?: PageLoads;
  /** The environment: the run-time config's variables, TRUST_PROXY, METRICS_TOKEN, PAGE_SERVER_SECRET (previews). */
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

export async function createPageServer(options: PageServerOptions): Promise<FastifyInstance> {
  const { root, env = process.env, logger = console, fragmentBudgetMs: budgetMs, releases = {} } = options;
  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  const metricsToken = metricsTokenOf(env);
  const app = Fastify({
    logger: false,
    trustProxy,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  });

  const { feed } = releases;
  if (feed) app.addHook('onClose', () => feed.close());
  const { pageLoads } = options;
  if (pageLoads) app.addHook('onClose', async () => pageLoads.close());
  // Shared with the API, which signs previews with it; none: previews are refused.
  const secret = env.PAGE_SERVER_SECRET || undefined;

  await app.register(requestIds);
  await app.register(errors, { logger });
  await app.register(site, { ...options, feed, env, logger, budgetMs });
  await app.register(audience, { secret });
  if (metricsToken) await app.register(metrics, { app: options.app ?? 'shell', releases });
  await app.register(pages, { root, budgetMs, logger, pageLoads });
  await app.register(compression);
  await app.register(staticFiles, { root });
  await app.register(securityHeaders, { trustProxy });
  if (options.pageLog) await app.register(pageLog, { write: options.pageLog });

  await app.register(metricsRoutes, { token: metricsToken });
  await app.register(runtimeConfigRoutes);
  await app.register(releaseRoutes, { root, app: options.app, releases });
  await app.register(siteFileRoutes);
  await app.register(previewRoutes, { secret });
  await app.register(pageRoutes);
  await app.register(formRoutes, {
    root,
    files: releases.files,
    env,
    logger,
    postBudgetMs: options.postBudgetMs,
  });
  return app;
}
