#!/usr/bin/env node
// `page-server <app> [--dir DIST] [--port N] [--host H]`: the built server (dist/server.cjs, `node build.mjs`).
const { existsSync } = require('node:fs');
const path = require('node:path');

const server = path.join(__dirname, '..', 'dist', 'server.cjs');
if (!existsSync(server)) {
  console.error(
    `${server} is not built: run \`corepack pnpm --filter @blueprint/page-server build\` (npm start builds it too).`,
  );
  process.exit(2);
}
require(server);
