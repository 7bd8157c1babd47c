// The federated singletons: one copy of each in the page, whichever app loads first provides it.
// Versions are the real installed ones (Nx's share.ts idea): a `workspace:*` or `catalog:` range is not a
// version the federation runtime can compare.
import { createRequire } from 'node:module';

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
 * Subpaths of a shared prefix that stay each app's own: stateless code only the server render calls, which a
 * browser build drops (a shared module would be fetched when a page that names it loads, even if nothing
 * calls it).
 */
export const NOT_SHARED = ['@blueprint/shared/site/structured-data'];

function installedVersion(appDir, pkg) {
  const require = createRequire(`${appDir}/package.json`);
  return require(`${pkg}/package.json`).version;
}

/**
 * @param {string} appDir the app's folder (its package.json resolves the versions)
 * @returns {import('@module-federation/enhanced').moduleFederationPlugin.ModuleFederationPluginOptions['shared']}
 */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const version = installedVersion(appDir, key.replace(/\/$/, ''));
      return [key, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false }];
    }),
  );
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
