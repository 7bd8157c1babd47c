#!/usr/bin/env node
// @ts-check
// blueprint-serve <app> [--dir DIST] [--port N] [--host H]: serves a built app on PORT (default: its port in
// the topology, @blueprint/contract/topology) and HOST (default: loopback while the development account is in use, see listen-host.mjs).
// Used by `pnpm --filter <app> serve`, by npm start (one child per app) and by the Docker images.
import path from 'node:path';
import { parseArgs } from 'node:util';
import '@blueprint/tsconfig/register.mjs';
import { listenHost } from './listen-host.mjs';

// The server reads the workspace's contract, which is TypeScript: its modules load once Node can read it.
const { APPS } = await import('@blueprint/contract/topology');
const { createAppServer } = await import('./serve-app.mjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
});
const name = /** @type {keyof typeof APPS} */ (positionals[0]);
if (!name || !(name in APPS)) {
  console.error(`usage: blueprint-serve <${Object.keys(APPS).join('|')}> [--dir DIST] [--port N]`);
  process.exit(2);
}
const root = path.resolve(values.dir ?? process.env.DIST_DIR ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? APPS[name].port);
const host = values.host ?? listenHost(process.env);

const server = createAppServer({ root, runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE });
server.listen(port, host, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.info(`${name}: serving ${root} on http://${shown}:${address.port}`);
});

// Stop accepting, let in-flight responses finish, then exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
