#!/usr/bin/env node
// npm run build: production builds of everything that changed.
import { install } from '../lib/install.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';

const { env } = ensurePnpm();
await install(env, { scope: 'run' });
// The contract is TypeScript: Node is made able to read it once the install has brought what it takes.
await import('@blueprint/tsconfig/register.mjs');
const { buildAll } = await import('../lib/build.mjs');
await buildAll(env);
