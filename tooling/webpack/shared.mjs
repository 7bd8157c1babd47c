// The federated singletons: one copy of each in the page, whichever app loads first provides it.
// Versions are the real installed ones (Nx's share.ts idea): a `workspace:*` or `catalog:` range is not a
// version the federation runtime can compare.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Packages shared as singletons; a trailing slash also shares their subpaths (react/jsx-runtime, ...). */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/react/',
  // The style cache @emotion/react builds on, which @blueprint/shared/theme also creates (with the CSP nonce).
  '@emotion/cache',
  // Also React Router: apps import it through @blueprint/shared/router, one tree-shaken singleton module.
  '@blueprint/shared/',
];

/**
 * Subpaths of a shared prefix that stay each app's own, bundled and tree-shaken like its own code: stateless
 * modules nothing needs one copy of. A shared module is provided whole and fetched when a page that names it
 * loads, even if nothing calls it:
 * - the structured data, which only the server render calls, so a browser build drops it;
 * - the catalogue's linked courses, of which each page needs one list (Home its cards and modals).
 */
export const NOT_SHARED = ['@blueprint/shared/site/structured-data', '@blueprint/shared/catalogue/linked-courses'];

/**
 * Shared keys provided by a module of ours rather than the package's entry: the parts of the package the apps
 * use, so that the rest is tree-shaken (emotion-react.mjs).
 */
const PROVIDED_BY = new Map([['@emotion/react', path.join(here, 'emotion-react.mjs')]]);

/**
 * BLUEPRINT_SHARED_VERSION builds against another version of @blueprint/shared than the one installed: how a
 * release made at a new major of it is rehearsed (the deploy gate refuses it).
 */
function installedVersion(appDir, pkg) {
  if (pkg === '@blueprint/shared' && process.env.BLUEPRINT_SHARED_VERSION) return process.env.BLUEPRINT_SHARED_VERSION;
  const require = createRequire(`${appDir}/package.json`);
  return require(`${pkg}/package.json`).version;
}

/**
 * Singletons whose major must match at run time: two majors of the workspace's own package in one page fail
 * loudly when the remote loads (strictVersion), never later as a missing export.
 */
const STRICT = new Set(['@blueprint/shared/']);

/**
 * @param {string} appDir the app's folder (its package.json resolves the versions)
 * @returns {import('@module-federation/enhanced').moduleFederationPlugin.ModuleFederationPluginOptions['shared']}
 */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const version = installedVersion(appDir, key.replace(/\/$/, ''));
      const provided = PROVIDED_BY.get(key);
      return [
        key,
        {
          singleton: true,
          version,
          requiredVersion: `^${version}`,
          strictVersion: STRICT.has(key),
          ...(provided ? { import: provided } : {}),
        },
      ];
    }),
  );
}

/**
 * What the shell shares, as a remote's mf-manifest.json lists it (`shared[]`): the deploy gate compares a
 * remote's release against it (the shell has no manifest of its own: nobody loads it as a remote).
 * @param {string} appDir
 */
export function hostShared(appDir) {
  const shared = /** @type {Record<string, { version: string, requiredVersion: string, singleton: boolean }>} */ (
    sharedSingletons(appDir)
  );
  // 'react' and 'react/' are one package.
  const packages = new Map(
    Object.entries(shared).map(([key, { version, requiredVersion, singleton }]) => [
      key.replace(/\/$/, ''),
      { version, requiredVersion, singleton },
    ]),
  );
  return { shared: [...packages].map(([name, entry]) => ({ name, ...entry })) };
}

/**
 * Keeps NOT_SHARED out of the shared scope: each import of one is rewritten to its file before Module
 * Federation matches the request against the shared prefixes (rspack has no `exclude` for a shared prefix), so
 * it is bundled, and tree-shaken, like the app's own code.
 * @param {string} appDir
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function unsharedModules(appDir) {
  const require = createRequire(`${appDir}/package.json`);
  const files = new Map(NOT_SHARED.map((request) => [request, require.resolve(request)]));
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('UnsharedModules', (factory) => {
        factory.hooks.beforeResolve.tap('UnsharedModules', (data) => {
          const file = files.get(data.request);
          if (file) data.request = file;
        });
      });
    },
  };
}
