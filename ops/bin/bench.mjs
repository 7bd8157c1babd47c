#!/usr/bin/env node
// npm run bench: every benchmark in bench/, one after another (they share the machine), each writing its
// figures to bench/results/<name>.json and a readable bench/results/<name>.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { install } from '../lib/install.mjs';
import { step } from '../lib/log.mjs';
import { ROOT } from '../lib/paths.mjs';
import { ensurePnpm } from '../lib/pnpm.mjs';
import { run } from '../lib/run.mjs';

const BENCHES = [
  'web',
  'first-tap',
  'lighthouse',
  'api',
  'api-versus',
  'api/engine-calls',
  'page-server',
  'dashboard',
  'releases',
  'canary',
];
const only = process.argv.slice(2);

const { env } = ensurePnpm();
await install(env);
// The contract is TypeScript: Node is made able to read it once the install has brought what it takes.
await import('@blueprint/tsconfig/register.mjs');
const { buildAll } = await import('../lib/build.mjs');
await buildAll(env);

const failed = [];
for (const name of BENCHES.filter((bench) => only.length === 0 || only.includes(bench))) {
  const script = path.join(ROOT, 'bench', `${name}.mjs`);
  if (!existsSync(script)) continue;
  step(`Bench: ${name}`);
  const code = await run(process.execPath, [script], { cwd: path.join(ROOT, 'bench'), env });
  if (code !== 0) failed.push(name);
}
console.log(failed.length ? `\nBenches that failed: ${failed.join(', ')}` : '\nResults: bench/results/*.md');
process.exit(failed.length ? 1 : 0);
