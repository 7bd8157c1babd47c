// What /metrics reports (routes/metrics.ts), counted once the answer is sent: requests by route pattern and
// status, pages served by the remote that owns the page and the release it came from (the one the visitor got), and
// files of a release that are not found, under the release when it is one the live map or this server's cache
// of the API's releases knows. Registered only where METRICS_TOKEN is set: nothing is counted otherwise.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { METRICS } from '@blueprint/contract/observability';
import { matchPage } from '@blueprint/contract/paths';
import { releaseOfManifestUrl } from '@blueprint/contract/release-urls';
import { BASE_RELEASE, RELEASES_PATH } from '@blueprint/contract/releases';
import type { PageServerReleases } from '../releases/releases';
import { pathOf } from '../routes/request-paths';
import { answeredPage } from './page-log';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

export interface MetricsPluginOptions {
  /** The app this server serves: the remote its own files and pages belong to. */
  app: string;
  /** The live map and this remote's releases: a missing file is counted under its release when the release is known. */
  releases?: PageServerReleases;
}

/** The route of a release's files (routes/releases.ts). */
const RELEASE_FILES = `/${RELEASES_PATH}/:release/*`;
/** The route pattern a request matched ('none': no route), and the release it names, if any. */
interface Asked {
  route: string;
  release?: string;
}

/** A release id that is not one of this server's: counted together, so that made-up ids add no series. */
const UNKNOWN_RELEASE = 'unknown';

export default fp<MetricsPluginOptions>(
  async (app, { app: appName, releases: { feed, files } = {} }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({ ...METRICS.requests, registers: [registry] });
    const pageLoads = new Counter({ ...METRICS.pageLoads, registers: [registry] });
    const filesNotFound = new Counter({ ...METRICS.releaseFilesNotFound, registers: [registry] });
    app.decorate('metrics', registry);

    /**
     * The remote that owns a page path and the release its manifest names now for the visitor's audience; this
     * app's base build otherwise.
     */
    async function pageOwner(request: FastifyRequest) {
      const pathname = pathOf(request.url);
      const { routes, config } = await app.site.current(app.audienceOf(request));
      const owner = matchPage(routes, pathname)?.remote ?? appName;
      const manifest = config.remotes[owner];
      return { remote: owner, release: manifest ? releaseOfManifestUrl(manifest) : BASE_RELEASE };
    }

    /** The release a missing file was asked of; undefined for anything that is not a file of a build. */
    function releaseOfFile(request: FastifyRequest, asked: Asked): string | undefined {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (asked.route === RELEASE_FILES) {
        const release = asked.release ?? '';
        const live = feed?.current()?.remotes[appName];
        const known =
          release !== BASE_RELEASE &&
          (files?.known(release) || live?.release === release || live?.previous === release);
        return known ? release : UNKNOWN_RELEASE;
      }
      return asked.route === '/*' && path.posix.extname(pathOf(request.url)) !== '' ? BASE_RELEASE : undefined;
    }

    // The route a request matched, kept when it is found: a file that is not there is answered by the
    // not-found handler, whose route is none.
    const matched = new WeakMap<FastifyRequest, Asked>();
    app.addHook('onRequest', (request, _reply, done) => {
      const { release } = (request.params ?? {}) as { release?: string };
      matched.set(request, { route: request.routeOptions.url ?? 'none', release });
      done();
    });

    app.addHook('onResponse', async (request, reply) => {
      const asked = matched.get(request) ?? { route: 'none' };
      requests.inc({ method: request.method, route: asked.route, status: reply.statusCode });
      if (reply.statusCode === 200 && answeredPage(request, reply)) {
        pageLoads.inc(await pageOwner(request));
      } else if (reply.statusCode === 404) {
        const release = releaseOfFile(request, asked);
        if (release) filesNotFound.inc({ remote: appName, release });
      }
    });
  },
  { name: 'metrics', dependencies: ['site', 'audience'] },
);
