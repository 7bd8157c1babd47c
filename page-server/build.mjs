// Bundles the page server into dist/server.cjs, its dependencies included: the file starts without a loader
// for the contract's TypeScript or a module search (docs/decisions/2026-11-27-page-server-package.md), and the
// Docker image needs nothing else of this package. `node build.mjs [--outfile FILE]`: the tests build a copy.
import { build } from 'esbuild';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outfile: { type: 'string' } } });

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile: values.outfile ?? 'dist/server.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
