// The import boundaries the architecture depends on, enforced rather than described (bulletproof-react's
// `import/no-restricted-paths` zones). Paths are resolved from the repository root, so the rules hold
// whichever folder ESLint is started in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts) => path.join(ROOT, ...parts);
const folders = (dir) =>
  existsSync(at(dir))
    ? readdirSync(at(dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

// The apps' folders, from the system's topology (@blueprint/contract's topology.json, read as plain JSON here).
const TOPOLOGY = JSON.parse(readFileSync(at('contract', 'src', 'topology.json'), 'utf8'));
const SHELL = TOPOLOGY.apps.shell.dir;
const REMOTES = Object.entries(TOPOLOGY.apps).flatMap(([name, app]) => (name === 'shell' ? [] : [app.dir]));
const APPS = [SHELL, ...REMOTES];

/** Remotes never import each other or the shell; the shell reads only their route definitions (data). */
function appIsolation() {
  return APPS.flatMap((app) =>
    [...APPS.filter((other) => other !== app), 'api'].map((other) => ({
      target: at(app),
      from: at(other),
      except: app === SHELL && REMOTES.includes(other) ? ['./src/routes.json'] : [],
      message: `${app} must not import ${other}: apps meet only at run time, through Module Federation, @blueprint/shared and @blueprint/contract.`,
    })),
  );
}

/** Inside an app: features never import each other; layers point one way (app/pages → features → shared parts). */
function appLayers(app) {
  const src = (...p) => at(app, 'src', ...p);
  const features = folders(`${app}/src/features`);
  return [
    ...features.map((feature) => ({
      target: src('features', feature),
      from: src('features'),
      except: [`./${feature}`],
      message: 'A feature must not import another feature: compose them in a page.',
    })),
    {
      target: src('features'),
      from: [src('app'), src('pages')],
      message: 'A feature must not import the app or a page: they import features, not the other way.',
    },
    {
      target: [src('components'), src('hooks'), src('lib'), src('assets')],
      from: [src('features'), src('app'), src('pages')],
      message: 'Shared parts of an app (components, hooks, lib) must not import features, pages or the app.',
    },
  ];
}

// @blueprint/shared, lowest layer first: a folder may import its own layer and those below, never above.
const SHARED_LAYERS = [
  ['constants.ts', 'theme', 'config', 'site', 'catalogue', 'validation'],
  ['router', 'api'],
  ['ui'],
  ['forms'],
  ['standalone'],
  ['testing'],
];

function sharedLayers({ tests }) {
  const src = (p) => at('shared', 'src', p);
  // Tests may use the testing helpers whatever layer they test.
  const layers = tests ? SHARED_LAYERS.slice(0, -1) : SHARED_LAYERS;
  return [
    {
      target: at('shared'),
      from: [...APPS.map((app) => at(app)), at('api'), at('page-server')],
      message: '@blueprint/shared must not import an app, the API or the page server: they depend on it.',
    },
    ...layers.slice(0, -1).map((layer, i) => ({
      target: layer.map(src),
      from: layers
        .slice(i + 1)
        .flat()
        .map(src),
      message: `shared/src/{${layer.join(',')}} is a lower layer: it must not import ${layers
        .slice(i + 1)
        .flat()
        .join(', ')}.`,
    })),
  ];
}

/** The API is a separate process: it shares only @blueprint/contract (never @blueprint/shared, the front end's
 * UI, theme and forms), and the front end never imports it. */
const apiIsolation = [
  {
    target: at('api'),
    from: APPS.map((app) => at(app)),
    message: 'The API must not import a front-end app.',
  },
  {
    target: at('api'),
    from: at('shared'),
    message:
      "The API must not import @blueprint/shared (the front end's UI, theme and forms): what it shares with the forms is @blueprint/contract's.",
  },
];

/** The contract is the leaf every part agrees on: zod and nothing from the workspace. */
const contractIsolation = {
  target: at('contract', 'src'),
  from: [...APPS, 'shared', 'api', 'page-server', 'tooling', 'ops', 'e2e', 'bench'].map((dir) => at(dir)),
  message: '@blueprint/contract is a leaf: it imports zod only, never another workspace package.',
};

/**
 * tooling/ is configuration the packages extend (presets, the build config factory and its plugins): it stands
 * below the apps, the page server and the API, and below the programs in ops/ that run them.
 */
const toolingIsolation = {
  target: at('tooling'),
  from: [...APPS, 'api', 'page-server', 'ops', 'e2e', 'bench'].map((dir) => at(dir)),
  message:
    'tooling/ is configuration: it must not import an app, the API, the page server, ops/, e2e/ or bench/ (they use it).',
};

/**
 * The page server serves the apps' builds and meets them only through the contract; its server never loads
 * React (render/ is what the apps' server bundles import), and the renderers never load the server.
 */
function pageServerIsolation() {
  const src = (...p) => at('page-server', 'src', ...p);
  return [
    {
      target: at('page-server'),
      from: [...APPS.map((app) => at(app)), at('api')],
      message: 'The page server must not import an app or the API: it serves their builds.',
    },
    {
      // Everything of the page server but render/ (its folders besides render/, and the files at its top).
      target: [
        src('*.ts'),
        ...folders('page-server/src')
          .filter((dir) => dir !== 'render')
          .map((dir) => src(dir)),
      ],
      from: src('render'),
      message:
        "The page server must not import page-server/src/render: that is the apps' server bundles' code (React).",
    },
    {
      target: src('render'),
      from: src(),
      except: ['./render'],
      message:
        "page-server/src/render is bundled into the apps' server bundles: it must not import the page server itself.",
    },
  ];
}

/** The zones for source files, and for tests (which may also import the testing helpers). */
export function boundaryZones({ tests = false } = {}) {
  return [
    ...appIsolation(),
    ...APPS.flatMap(appLayers),
    ...sharedLayers({ tests }),
    ...apiIsolation,
    contractIsolation,
    toolingIsolation,
    ...pageServerIsolation(),
  ];
}

export const ROOT_DIR = ROOT;
