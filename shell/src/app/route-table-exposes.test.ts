/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { APPS, REMOTES, type RemoteName } from '@blueprint/contract/topology';
import { REMOTE_PAGES } from './route-table';

// The shell loads `<remote>/<module>` for each row of its route table; a remote that does not expose that
// module blanks the page. Both sides are made from the remotes' route definitions: this checks the results,
// the Module Federation options each remote's real webpack config produces and the table the shell's build
// hands the page server, so that a hand-made exposes map or table cannot drift from them.
const ROOT = path.resolve(__dirname, '../../..');
const CONFIGS = Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, APPS[name].dir, 'rspack.config.mjs')]));

// Node itself runs the configs, as webpack does; importing one registers the loader the factory's TypeScript
// contract needs, so the route definitions' module loads after them.
const script = `
  import { pathToFileURL } from 'node:url';
  const exposes = {};
  for (const [name, file] of Object.entries(${JSON.stringify(CONFIGS)})) {
    const { default: config } = await import(pathToFileURL(file).href);
    const federation = config(undefined, { mode: 'production' }).plugins.find((plugin) => plugin?._options?.name === name);
    exposes[name] = Object.keys(federation._options.exposes ?? {});
  }
  const { loadRouteTable } = await import('@blueprint/webpack-config/route-definitions');
  process.stdout.write(JSON.stringify({ exposes, served: loadRouteTable() }));
`;

let built: { exposes: Record<RemoteName, string[]>; served: unknown };
beforeAll(() => {
  built = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' }),
  ) as typeof built;
}, 60_000);

describe("the shell's route table and the remotes' exposes", () => {
  it.each(REMOTE_PAGES.map((page) => [`${page.remote}/${page.module}`, page] as const))(
    'the route to %s finds that module exposed',
    (_name, page) => {
      expect(built.exposes[page.remote]).toContain(`./${page.module}`);
    },
  );

  it('routes to every page a remote exposes (its other modules are not pages)', () => {
    for (const [remote, modules] of Object.entries(built.exposes)) {
      const routed = new Set(REMOTE_PAGES.filter((page) => page.remote === remote).map((page) => `./${page.module}`));
      expect(modules.filter((module) => !routed.has(module))).toEqual(remote === 'catalog' ? ['./navigation'] : []);
    }
  });

  it("is the table the shell's page server reads", () => {
    expect(built.served).toEqual(REMOTE_PAGES);
  });
});
