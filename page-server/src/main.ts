// page-server <app> [--dir DIST] [--port N] [--host H]: serves a built app on PORT (default: its port in the
// topology, @blueprint/contract/topology) and HOST (default: loopback while the development account is in use,
// listen-host.ts). Run by each app's `serve` script, by npm start (one process per app) and by the Docker image,
// as dist/server.cjs (build.mjs).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, type AppName } from '@blueprint/contract/topology';
import { createPageServer } from './app';
import { listenHost } from './listen-host';

/** How long the requests in flight may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 2000;

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

  const stateDir = process.env.DEPLOY_STATE_DIR;
  const app = await createPageServer({
    root,
    app: name,
    runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE || undefined,
    // Which release of each remote is live, and this remote's releases (docs/decisions/2026-11-27-releases.md).
    ...(stateDir ? { liveMapFile: path.join(stateDir, 'live.json') } : {}),
    ...(process.env.RELEASES_DIR ? { releasesDir: path.join(process.env.RELEASES_DIR, name) } : {}),
    // LOG_FORMAT=pretty (npm start): a line for each page served.
    ...(process.env.LOG_FORMAT === 'pretty' ? { pageLog: (line: string) => console.info(line) } : {}),
  });
  // Stop accepting, let the requests in flight finish (idle connections are closed at once), then exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      void app.close().then(() => process.exit(0));
    });
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
