// Bundles the API into dist/server.cjs: workspace TypeScript (this package and @blueprint/contract) is compiled
// in; every npm dependency stays external and is loaded from node_modules at run time.
// `node build.mjs [--entry src/x.ts] [--outfile dist/x.cjs]`: tests and the bench build other entries too.
// `--sqlite-engine FILE [--external NAME]`: FILE in place of src/db/sqlite-engine.ts, its packages (NAME, more
// than one allowed) left external; the bench's side-by-side builds the API on better-sqlite3 this way.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    entry: { type: 'string' },
    outfile: { type: 'string' },
    'sqlite-engine': { type: 'string' },
    external: { type: 'string', multiple: true },
  },
});
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@blueprint/')),
  ...(values.external ?? []),
];
const engine = values['sqlite-engine'] && path.resolve(values['sqlite-engine']);
/** Every import of the engine module resolves to `engine`. */
const engineInPlace = {
  name: 'sqlite-engine',
  setup(builder) {
    builder.onResolve({ filter: /(^|\/)sqlite-engine$/ }, () => ({ path: engine }));
  },
};

const outfile = values.outfile ?? 'dist/server.cjs';
const options = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  plugins: engine ? [engineInPlace] : [],
};

await Promise.all([
  build({ ...options, entryPoints: [values.entry ?? 'src/server.ts'], outfile }),
  // The embedded database's backup and restore (scripts/backup-sqlite.ts), runnable where only dist/ is.
  build({
    ...options,
    entryPoints: ['scripts/backup-sqlite.ts'],
    outfile: path.join(path.dirname(outfile), 'backup-sqlite.cjs'),
  }),
]);
