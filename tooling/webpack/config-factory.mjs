// @ts-check
// The one webpack config factory, loaded through create-config.mjs. It knows loaders, Module Federation and
// the shared singletons, the dev server and the production output.
// A remote's exposes come from its route definition (src/routes.json); the shell's build gets the route table
// of every remote (dist/remote-pages.json, which the page server reads). A remote with public pages
// (src/server.tsx) also gets a Node build in production, which renders each page of its route definition to
// dist/fragments/ right after the browser build (prerender-plugin.mjs); the shell's server composes them.
// The factory still returns one config per app: the Node build is the browser build's child.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { runtimeConfigFromEnv } from '@blueprint/contract/runtime-config';
import { SITE_NAME } from '@blueprint/contract/site';
import { APPS } from '@blueprint/contract/topology';
import { AfterFirstPaintPlugin } from './after-first-paint-plugin.mjs';
import { FederationRuntimePlugin } from './federation-runtime-plugin.mjs';
import { PreloadStartupPlugin } from './preload-startup-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { ROUTE_FILES, exposesFrom, loadRouteTable } from './route-definitions.mjs';
import { siteFiles, siteHeadTags } from './site-files.mjs';
import { NOT_SHARED, sharedSingletons } from './shared.mjs';

const require = createRequire(import.meta.url);
const { swcOptions } = require('@blueprint/tsconfig/swc.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));
/** What every build's config is made from: this factory and the contract it reads. */
const FACTORY_FILES = [fileURLToPath(import.meta.url), `${path.dirname(require.resolve('@blueprint/contract/package.json'))}/src/`];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];
// The same name in the browser and the Node build: the server's HTML points at the browser build's files.
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * TypeScript through SWC, images and fonts as files.
 * @param {{ development: boolean, emitAssets: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ development, emitAssets }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: swcOptions({ target: 'browser', development }) },
    },
    { test: /\.(svg|webp|avif|png|jpe?g|woff2)$/, type: 'asset/resource', ...(emitAssets ? {} : { generator: { emit: false } }) },
  ];
}

/**
 * The shell routes by path and module alone: the pages' titles, descriptions and labels stay in their own
 * remotes' bundles instead of weighing on every first view.
 * @type {import('webpack').RuleSetRule}
 */
const ROUTING_ONLY = {
  test: /-mfe[\\/]src[\\/]routes\.json$/,
  type: 'json',
  parser: {
    parse: (/** @type {string} */ text) => {
      const { pages, ...rest } = JSON.parse(text);
      return {
        ...rest,
        pages: pages.map((/** @type {Record<string, unknown>} */ page) =>
          Object.fromEntries(Object.entries(page).filter(([key]) => ['module', 'paths', 'private'].includes(key))),
        ),
      };
    },
  },
};

/**
 * `title` is the HTML's title until a page sets its own: the site's name unless given.
 * @param {{
 *   app: keyof typeof APPS,
 *   dirname: string,
 *   title?: string,
 *   description: string,
 *   runtimePlugins?: string[],
 * }} options
 */
export function createConfig({ app, dirname, title = SITE_NAME, description, runtimePlugins = [] }) {
  const { port } = APPS[app];
  const routesFile = path.join(dirname, 'src', 'routes.json');
  const isRemote = existsSync(routesFile);
  const exposes = isRemote ? exposesFrom(routesFile) : {};
  const appRequire = createRequire(path.join(dirname, 'package.json'));
  const palette = appRequire('@blueprint/shared/palette.json');
  // What the build writes into dist besides the bundle: the shell's route table, for its page server, and
  // what makes the site installable and recognisable (manifest, icons, favicon.ico: site-files.mjs).
  /** @type {Record<string, { sources: string[], content: () => string | Buffer }>} */
  const emitFiles = isRemote
    ? {}
    : {
        'remote-pages.json': { sources: Object.values(ROUTE_FILES), content: () => JSON.stringify(loadRouteTable()) },
        ...siteFiles({ palette, description }),
      };
  // The theme's colours as CSS variables, in the HTML's first style (one definition: @blueprint/shared).
  /** @type {(compilation: any, assets: any, assetTags: any, options: any) => Promise<object>} html-webpack-plugin's own parameters, and that */
  const templateParameters = async (compilation, assets, assetTags, options) => {
    const { themeVariablesCss } = await import(pathToFileURL(appRequire.resolve('@blueprint/shared/theme/css-variables')).href);
    return {
      compilation,
      webpackConfig: compilation.options,
      htmlWebpackPlugin: { tags: assetTags, files: assets, options },
      themeCss: themeVariablesCss(palette),
      // The manifest, icons and theme colours are the site's: the shell's page names them, a remote alone does not.
      siteHead: isRemote ? '' : siteHeadTags(palette),
    };
  };

  const serverEntry = path.join(dirname, 'src', 'server.tsx');
  // The public remotes render their pages; the shell renders its layout around them (the dashboard: neither).
  const rendersPages = existsSync(serverEntry);

  /** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]} */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return browserConfig(production);
  };

  /**
   * The remote's pages bundled for Node (no federation: one file with its own React, emotion and router).
   * The browser build compiles and runs it once it has written its manifest (PrerenderPlugin).
   * @returns {import('webpack').Configuration}
   */
  function serverConfig() {
    return {
      name: `${app}-server`,
      mode: 'production',
      target: 'node20',
      context: dirname,
      entry: { server: './src/server.tsx' },
      output: {
        // Out of dist: the browser never needs it.
        path: path.join(dirname, 'node_modules', '.cache', 'server-render'),
        filename: 'server.cjs',
        library: { type: 'commonjs2' },
        // Asset URLs in the HTML are resolved against the remote's origin by the shell's server, which knows it
        // from the run-time config; the browser build writes the files themselves.
        publicPath: '/',
        assetModuleFilename: ASSET_FILENAME,
        clean: true,
      },
      resolve: { extensions: EXTENSIONS },
      module: { rules: moduleRules({ development: false, emitAssets: false }) },
      plugins: [
        // One file: the page's lazy parts (forms, details) resolve within it.
        { apply: (compiler) => new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler) },
      ],
      optimization: { minimize: false, splitChunks: false },
      devtool: false,
      cache: { type: 'filesystem', buildDependencies: { config: [...FACTORY_FILES, path.join(dirname, 'webpack.config.mjs')] } },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }

  /** @param {boolean} production */
  function browserConfig(production) {
    return {
      name: app,
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dirname, 'dist'),
        // 'auto': a remote finds its chunks next to its remoteEntry.js, wherever it is deployed.
        publicPath: 'auto',
        uniqueName: app,
        // Entry files keep stable names (served no-cache); hashing output.filename breaks the MF build.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        clean: true,
      },
      resolve: { extensions: EXTENSIONS },
      module: { rules: [...moduleRules({ development: !production, emitAssets: true }), ...(isRemote ? [] : [ROUTING_ONLY])] },
      plugins: [
        new ModuleFederationPlugin({
          name: app,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } } : {}),
          shared: sharedSingletons(dirname),
          // Load a shared module from whoever has it already, so the shell never fetches every remote's
          // entry at start just to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins: isRemote ? runtimePlugins : [path.join(here, 'runtime-core-provider.mjs'), ...runtimePlugins],
          // Types travel through workspace packages, not downloaded zips.
          dts: false,
          experiments: {
            optimization: { target: 'web', ...(isRemote ? { disableSnapshot: true, disableRemote: true } : {}) },
            // One runtime core per page, the shell's (runtime-core-provider.mjs): a remote's entry reads it instead
            // of carrying its own, and its own page alone gets it from FederationRuntimePlugin
            // (federation-runtime-plugin.mjs).
            ...(isRemote ? { externalRuntime: true } : {}),
          },
        }),
        ...(isRemote ? [new FederationRuntimePlugin({ cacheDirectory: path.join(dirname, 'node_modules', '.cache', 'federation-runtime') })] : []),
        new HtmlWebpackPlugin({
          template: path.join(here, 'index.html'),
          title,
          description,
          templateParameters,
          chunks: ['main'],
          // Absolute, so deep links such as /blueprint/courses/autocad find /main.js.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        new PreloadStartupPlugin(),
        // main.js (and a remote's own runtime core) runs once the first frame is painted.
        new AfterFirstPaintPlugin(),
        // `typeof window` is 'object' in a page: code behind `typeof window === 'undefined'` (what only the
        // server render needs, such as a page's structured data) is left out of the browser's bundles, and
        // so is what only it imports.
        { apply: (compiler) => new compiler.webpack.DefinePlugin({ 'typeof window': JSON.stringify('object') }).apply(compiler) },
        ...(production && rendersPages ? [new PrerenderPlugin({ serverConfig, colours: palette.light })] : []),
        {
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('EmitFiles', (compilation) => {
              compilation.hooks.processAssets.tap({ name: 'EmitFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
                for (const [name, { sources, content }] of Object.entries(emitFiles)) {
                  for (const file of sources) compilation.fileDependencies.add(file);
                  compilation.emitAsset(name, new compiler.webpack.sources.RawSource(content()));
                }
              });
            });
          },
        },
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|json|html|svg)$/, threshold: 1024 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|json|html|svg)$/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      cache: {
        type: 'filesystem',
        // The route definitions shape the Module Federation options, so they invalidate the cache like config.
        buildDependencies: {
          config: [...FACTORY_FILES, path.join(dirname, 'webpack.config.mjs'), ...(isRemote ? [routesFile] : Object.values(ROUTE_FILES))],
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // Module Federation warns, for every module the '@blueprint/shared/' prefix shares, that an exclusion
      // beside `singleton` might make several copies. It only leaves out what NOT_SHARED names (stateless
      // server-render code); every other module stays one shared copy.
      ignoreWarnings: Object.values(NOT_SHARED).map((excluded) => ({
        message: new RegExp(`"singleton: true" is used together with "exclude\\.request: ${escapeRegExp(String(excluded))}"`),
      })),
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares(middlewares, devServer) {
          // The same run-time config a production server hands out, from the same environment variables.
          devServer.app?.get('/runtime-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache').json(runtimeConfigFromEnv(process.env));
          });
          return middlewares;
        },
      },
    };
  }
}
