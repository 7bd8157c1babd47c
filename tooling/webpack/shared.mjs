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
  // Also React Router: apps import it through @blueprint/shared/router, one tree-shaken singleton module.
  '@blueprint/shared/',
];

function installedVersion(appDir, pkg) {
  const require = createRequire(`${appDir}/package.json`);
  return require(`${pkg}/package.json`).version;
}

/**
 * Subpaths of a shared prefix that stay each app's own: stateless code only the server render calls, which a
 * browser build drops (a shared module would be fetched at start even when nothing calls it).
 */
export const NOT_SHARED = {
  '@blueprint/shared/': /site\/structured-data/,
};

/**
 * @param {string} appDir the app's folder (its package.json resolves the versions)
 * @returns {import('@module-federation/enhanced').moduleFederationPlugin.ModuleFederationPluginOptions['shared']}
 */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const pkg = key.replace(/\/$/, '');
      const version = installedVersion(appDir, pkg);
      const exclude = NOT_SHARED[/** @type {keyof typeof NOT_SHARED} */ (key)];
      return [key, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, ...(exclude ? { exclude: { request: exclude } } : {}) }];
    }),
  );
}
