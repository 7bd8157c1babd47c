// The live site source: every route asks `app.site` for the site as one request sees it (site-source.ts), with
// the live map the API pushes (releases/live-map-feed.ts) and the route table learnt from the live remotes'
// route lists (learned-routes.ts). Shared with every route.
import fp from 'fastify-plugin';
import { withLearnedRoutes } from '../learned-routes';
import { createRouteListSource } from '../pages/route-lists';
import type { LiveMapFeed } from '../releases/live-map-feed';
import { createLocalSiteSource, type SiteSource } from '../site-source';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteSource;
  }
}

export interface SitePluginOptions {
  root: string;
  runtimeConfigFile?: string;
  /** The live map, pushed by the API; none: each remote's base build is live. */
  feed?: LiveMapFeed;
  env: Record<string, string | undefined>;
  logger: Pick<Console, 'warn'>;
  /** Another source than the local one (the run-time config file or environment, and the build's route table). */
  source?: SiteSource;
  routeListTtlMs?: number;
  budgetMs?: number;
}

export default fp<SitePluginOptions>(
  async (app, { root, runtimeConfigFile, feed, env, logger, source, routeListTtlMs, budgetMs }) => {
    const liveMap = feed ? () => feed.current() : undefined;
    app.decorate(
      'site',
      withLearnedRoutes(
        source ?? createLocalSiteSource({ root, runtimeConfigFile, liveMap, env, logger }),
        createRouteListSource({ ttlMs: routeListTtlMs, budgetMs, logger }),
      ),
    );
  },
  { name: 'site' },
);
