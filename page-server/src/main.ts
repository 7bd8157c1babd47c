// page-server <app> [--dir DIST] [--port N] [--host H]: serves a built app on PORT (default: its port in the
// topology, @blueprint/contract/topology) and HOST (default: loopback while the development account is in use,
// listen-host.ts). Run by each app's `serve` script, by npm start (one process per app) and by the Docker image,
// as dist/server.cjs (build.mjs).
//
// It needs nothing on its host but the build: the live map and a remote's releases come from the API at
// API_INTERNAL_URL (origins, comma-separated) else API_URL (releases/), a release's files kept in
// RELEASES_CACHE_DIR (default: a folder of its own under the system's temporary folder, removed when it stops).
// It waits a few seconds for the first live map before it listens, so that its first answer is the live
// release; without one it listens anyway (each remote's base build) and keeps trying. No API: base builds.
// With PAGE_SERVER_SECRET (shared with the API) it takes an admin's preview links, and reports the pages it makes
// to the API, so a canary can stop itself; without it, neither.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, type AppName } from '@blueprint/contract/topology';
import { createPageServer } from './app';
import { listenHost } from './listen-host';
import { apiOriginsOf } from './releases/api';
import { createPageLoadReporter } from './releases/page-loads';
import { createReleases, isRemote } from './releases/releases';

/** How long the requests in flight may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 2000;
/** How long a server starting waits for the first live map before it listens without one. */
const FIRST_LIVE_MAP_MS = 5000;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const name = positionals[0];
  if (!name || !(name in APPS)) {
    console.error(`usage: page-server <${Object.keys(APPS).join('|')}> [--dir DIST] [--port N] [--host H]`);
    process.exit(2);
  }
  const root = path.resolve(values.dir ?? process.env.DIST_DIR ?? 'dist');
  const port = Number(values.port ?? process.env.PORT ?? APPS[name as AppName].port);
  const host = values.host ?? listenHost(process.env);

  // Which release of each remote is live, and this remote's releases (docs/decisions/2026-11-27-releases.md),
  // from the API; a release's files kept in a folder of this server's.
  const origins = apiOriginsOf(process.env);
  const given = process.env.RELEASES_CACHE_DIR;
  const ownCache = !given && origins.length > 0 && isRemote(name);
  const cacheDir = given
    ? path.resolve(given)
    : ownCache
      ? mkdtempSync(path.join(os.tmpdir(), `page-server-${name}-${process.pid}-`))
      : undefined;
  if (given) mkdirSync(path.resolve(given), { recursive: true });
  const releases = createReleases({ origins, app: name, cacheDir });
  // The pages made, per remote and release, for the canary's automatic stop: sent with the shared secret.
  const secret = process.env.PAGE_SERVER_SECRET;
  const pageLoads = secret && origins.length > 0 ? createPageLoadReporter({ origins, secret }) : undefined;
  const app = await createPageServer({
    root,
    app: name,
    runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE || undefined,
    releases,
    pageLoads,
    // LOG_FORMAT=pretty (npm start): a line for each page served.
    ...(process.env.LOG_FORMAT === 'pretty' ? { pageLog: (line: string) => console.info(line) } : {}),
  });
  const exit = () => {
    if (ownCache && cacheDir) rmSync(cacheDir, { recursive: true, force: true });
    process.exit(0);
  };
  // Stop accepting, let the requests in flight finish (idle connections are closed at once), then exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(exit, SHUTDOWN_GRACE_MS).unref();
      void app.close().then(exit);
    });
  }
  // From its first request, the live releases: a server started on an empty host does not answer with the
  // base builds while the live map is on its way.
  if (releases.feed && !(await releases.feed.ready(FIRST_LIVE_MAP_MS))) {
    console.warn(
      `${name}: no live map from ${origins.join(', ')} within ${FIRST_LIVE_MAP_MS / 1000} s; serving each remote's base build until one comes`,
    );
  }
  await app.listen({ port, host });
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    console.info(`${name}: serving ${root} on http://${shown}:${address.port}`);
  }
}

main().catch((error: unknown) => {
  console.error(`page server not started: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
