#!/usr/bin/env node
// npm run build: production builds of everything that changed.
import { install } from '../lib/install.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';

const { env } = ensurePnpm();
await install(env);
const { buildAll } = await import('../lib/build.mjs');
await buildAll(env);
