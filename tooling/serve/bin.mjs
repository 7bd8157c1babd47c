#!/usr/bin/env node
// @ts-check
// blueprint-serve <app> [--dir DIST] : serves a built app on PORT (default: its CONTRACT port).
// Used by `pnpm --filter <app> serve`, by npm start (one child per app) and by the Docker images.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS } from './apps.mjs';
import { createAppServer } from './serve-app.mjs';

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
const host = values.host ?? process.env.HOST ?? '0.0.0.0';

const server = createAppServer({ root, runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE });
server.listen(port, host, () => console.info(`${name}: serving ${root} on http://localhost:${port}`));

// Stop accepting, let in-flight responses finish, then exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
