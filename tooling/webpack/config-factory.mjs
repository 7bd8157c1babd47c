// @ts-check
// The one build config factory, loaded through create-config.mjs. It knows loaders, Module Federation and
// the shared singletons, the dev server and the production output. The bundler is rspack, webpack's API and
// plugins compiled in Rust (docs/decisions/2026-11-27-build-tool.md); the plugins here use that API only.
// A remote's exposes come from its route definition (src/routes.json); the shell's build gets the route table
// of every remote (dist/remote-pages.json, which the page server reads). A remote with public pages
// (src/server.tsx) also gets a Node build in production, which renders each page of its route definition to
// dist/fragments/ right after the browser build (prerender-plugin.mjs); the shell's server composes them.
// A remote also publishes its route list beside its manifest (dist/routes.json, @blueprint/contract/route-list):
// the shell learns its pages from the live remote. EXTRA_PAGES (a folder with a routes.json and pages/, and for
// a remote with public pages a server.tsx that renders the remote's and its own) adds pages the product does not
// have, for a test of a release that adds one; BUILD_DIR writes such a build somewhere other than dist.
// The factory still returns one config per app: the Node build is the browser build's child.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BUILD_FILES, ROUTE_LIST } from '@blueprint/contract/page-server';
import { runtimeConfigFromEnv } from '@blueprint/contract/runtime-config';
import { SITE_NAME, documentTitle } from '@blueprint/contract/site';
import { portBaseOf, portsFrom } from '@blueprint/contract/topology';
// The theme, from its one definition: its colours as CSS variables (the HTML's first style) and the theme switch's
// script (run in the loader's script).
import { themeVariablesCss } from '@blueprint/shared/theme/css-variables';
import { themeClassScript, themeScript } from '@blueprint/shared/theme/theme-rule';
import { AfterFirstPaintPlugin } from './after-first-paint-plugin.mjs';
import { FederationRuntimePlugin } from './federation-runtime-plugin.mjs';
import { PreloadStartupPlugin } from './preload-startup-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { releaseOf } from './release.mjs';
import { ROUTE_FILES, exposesFrom, extraPagesIn, loadRouteTable, routeListFrom } from './route-definitions.mjs';
import { siteFiles, siteHeadTags } from './site-files.mjs';
import { hostShared, sharedSingletons, unsharedModules } from './shared.mjs';

const require = createRequire(import.meta.url);
const { swcOptions } = require('@blueprint/tsconfig/swc.cjs');
/** @type {import('./site-files.mjs').Palette} the theme's colours, for the HTML, the icons and the preview cards */
const palette = require('@blueprint/shared/palette.json');
const here = path.dirname(fileURLToPath(import.meta.url));
/** What every build's config is made from: this factory and the contract it reads. */
const FACTORY_FILES = [
  fileURLToPath(import.meta.url),
  `${path.dirname(require.resolve('@blueprint/contract/package.json'))}/src/`,
];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];
/** Each app's own config, a few lines that call createConfig. */
const CONFIG_FILE = 'rspack.config.mjs';

/**
 * rspack's persistent cache, kept per app and build under node_modules/.cache/rspack: it is dropped when the
 * factory, the contract or one of `files` changes.
 * @param {string} name @param {string[]} files
 * @returns {import('@rspack/core').CacheOptions}
 */
function persistentCache(name, files) {
  return { type: 'persistent', name, buildDependencies: [...FACTORY_FILES, ...files] };
}

/**
 * The console rspack's infrastructure log writes to, less one notice. Module Federation's manifest plugin says,
 * for every remote built with \`publicPath: 'auto'\`, that the host resolves the remote's files from the URL of its
 * manifest: that is how a remote is deployed here (a folder served anywhere, its chunks beside its
 * remoteEntry.js), not a problem to fix. Every other line goes through.
 * @param {Console} target
 */
function withoutAutoPublicPathNotice(target) {
  const notice = /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/;
  return new Proxy(target, {
    get(console, method) {
      const write = Reflect.get(console, method);
      if (typeof write !== 'function' || !['warn', 'log', 'info'].includes(String(method))) return write;
      return (/** @type {unknown[]} */ ...args) =>
        args.some((arg) => notice.test(String(arg))) ? undefined : write.apply(console, args);
    },
  });
}

// Module Federation's runtime core once per page: rspack's federation plugin loads its bundler runtime through
// `require.resolve`, which finds the CommonJS build, and that brings a second copy of the runtime core beside
// the ES module one the rest of the page imports (docs/decisions/2026-11-27-one-federation-runtime-core.md).
// The ES module builds of the same packages, by the names rspack's plugin resolves.
const runtimeToolsRequire = createRequire(
  createRequire(require.resolve('@module-federation/enhanced')).resolve('@module-federation/runtime-tools'),
);
const bundlerRuntime = runtimeToolsRequire.resolve('@module-federation/webpack-bundler-runtime');
const FEDERATION_RUNTIME_AS_ESM = {
  [bundlerRuntime]: bundlerRuntime.replace(/\.cjs$/, '.js'),
  '@module-federation/runtime': runtimeToolsRequire.resolve('@module-federation/runtime').replace(/\.cjs$/, '.js'),
};
// The same name in the browser and the Node build: the server's HTML points at the browser build's files.
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * TypeScript through SWC, images and fonts as files.
 * @param {{ development: boolean, emitAssets: boolean }} options
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
function moduleRules({ development, emitAssets }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'builtin:swc-loader',
        options: swcOptions({ target: 'browser', development, refresh: development }),
      },
    },
    {
      test: /\.(svg|webp|avif|png|jpe?g|woff2)$/,
      type: 'asset/resource',
      ...(emitAssets ? {} : { generator: { emit: false } }),
    },
    // CommonJS packages that only define functions and constants, which their packages do not declare: a module
    // that imports one without using it (emotion's withTheme, which no app uses) no longer keeps it in the page.
    { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
    ...(development
      ? [
          {
            test: /[\\/]react-refresh[\\/]runtime\.js$/,
            use: [{ loader: path.join(here, 'one-refresh-runtime-loader.cjs') }],
          },
        ]
      : []),
  ];
}

/**
 * How the shell's start-up code is split: each library in one file, and the workspace's packages in one. All of
 * it runs at the start of every page, and one file compresses better than its parts (each shared module is
 * otherwise a chunk of its own, some of a few hundred bytes).
 * @type {Record<string, import('@rspack/core').OptimizationSplitChunksCacheGroup>}
 */
const SHELL_CHUNKS = Object.fromEntries(
  Object.entries({
    react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    router: /[\\/]node_modules[\\/](react-router|react-router-dom|@remix-run[\\/]router)[\\/]/,
    // with the Babel helper emotion calls, and what the page shares as '@emotion/react' (emotion-react.mjs)
    emotion: /[\\/]node_modules[\\/](@emotion|stylis|@babel[\\/]runtime)[\\/]|[\\/]emotion-react\.mjs$/,
    workspace: /[\\/](shared|contract)[\\/]src[\\/]/,
  }).map(([name, test]) => [name, { test, name, chunks: 'async', enforce: true }]),
);

/**
 * A remote's: emotion's core is in both of its shared entries ('@emotion/react' and its JSX runtime), one chunk
 * for both, however small, rather than a copy in each.
 * @type {Record<string, import('@rspack/core').OptimizationSplitChunksCacheGroup>}
 */
const REMOTE_CHUNKS = {
  emotion: {
    test: /[\\/]node_modules[\\/]@emotion[\\/]/,
    chunks: 'async',
    minSize: 0,
    minChunks: 2,
    reuseExistingChunk: true,
  },
};

/**
 * The shell routes by path and module alone (routing-only-loader.cjs).
 * @type {import('@rspack/core').RuleSetRule}
 */
const ROUTING_ONLY = {
  test: /-mfe[\\/]src[\\/]routes\.json$/,
  type: 'json',
  use: [{ loader: path.join(here, 'routing-only-loader.cjs') }],
};

/**
 * `title` is the page's own title: until a page sets its own, the HTML's title is `documentTitle(title)` (the
 * contract's one rule for a title), the site's name alone unless given.
 * @param {{
 *   app: keyof typeof import('@blueprint/contract/topology').APPS,
 *   dirname: string,
 *   title?: string,
 *   description: string,
 *   runtimePlugins?: string[],
 * }} options
 */
export function createConfig({ app, dirname, title, description, runtimePlugins = [] }) {
  // PORT_BASE moves every port, as under npm start.
  const port = portsFrom(portBaseOf(process.env))[app];
  const routesFile = path.join(dirname, 'src', 'routes.json');
  const isRemote = existsSync(routesFile);
  const extraDir = isRemote && process.env.EXTRA_PAGES ? path.resolve(process.env.EXTRA_PAGES) : undefined;
  const extra = extraDir ? extraPagesIn(extraDir) : undefined;
  const exposes = isRemote ? { ...exposesFrom(routesFile), ...extra?.exposes } : {};
  // A release's own folder (RELEASE_OUTPUT_DIR: cleaning it touches no other build), a test's (BUILD_DIR), or dist.
  const outputDir = process.env.RELEASE_OUTPUT_DIR ?? process.env.BUILD_DIR;
  const outDir = outputDir ? path.resolve(outputDir) : path.join(dirname, 'dist');
  // A build with extra pages keeps caches of its own, so the product's build never reuses its output.
  const variant = extraDir ? `-extra-${path.basename(extraDir)}` : '';
  const appRequire = createRequire(path.join(dirname, 'package.json'));
  // What the shared '@emotion/react' re-exports the used parts of (emotion-react.mjs).
  const emotionReactBrowserBuild = path.join(
    path.dirname(appRequire.resolve('@emotion/react/package.json')),
    'dist',
    'emotion-react.browser.esm.js',
  );
  // Which release this build is (RELEASE_ID, set by `npm run release`): its manifest's buildVersion, and its
  // release.json, which the page server answers at /version.
  const release = releaseOf(app, process.env);
  process.env.MF_BUILD_VERSION = release.release;
  // What the build writes into dist besides the bundle: the shell's route table, for its page server, and
  // what makes the site installable and recognisable (manifest, icons, favicon.ico: site-files.mjs).
  /** @type {Record<string, { sources: string[], content: () => string | Buffer }>} */
  // Every build says which release it is; the shell also says what it shares, for the deploy gate.
  const releaseFile = { 'release.json': { sources: [], content: () => JSON.stringify(release) } };
  const emitFiles = isRemote
    ? {
        ...releaseFile,
        [ROUTE_LIST]: {
          sources: [routesFile, ...(extraDir ? [path.join(extraDir, 'routes.json')] : [])],
          content: () => JSON.stringify(routeListFrom(routesFile, extra?.definition)),
        },
      }
    : {
        ...releaseFile,
        'remote-pages.json': { sources: Object.values(ROUTE_FILES), content: () => JSON.stringify(loadRouteTable()) },
        'host-shared.json': { sources: [], content: () => JSON.stringify(hostShared(dirname)) },
        ...siteFiles({ palette, description }),
      };
  /** @type {(compilation: any, assets: any, assetTags: any, options: any) => object} html-webpack-plugin's own parameters, and the theme's */
  const templateParameters = (compilation, assets, assetTags, options) => ({
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags: assetTags, files: assets, options },
    themeCss: themeVariablesCss(palette),
    themeClassScript: themeClassScript(),
    siteName: SITE_NAME,
    // The manifest, icons and theme colours are the site's: the shell's page names them, a remote alone does not.
    siteHead: isRemote ? '' : siteHeadTags(palette),
  });

  const serverEntry = path.join(dirname, 'src', 'server.tsx');
  // The public remotes render their pages; the shell renders its layout around them (the dashboard: neither).
  const rendersPages = existsSync(serverEntry);

  /** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return browserConfig(production);
  };

  /**
   * The remote's pages bundled for Node (no federation: one file with its own React, emotion and router).
   * The browser build compiles and runs it once it has written its manifest (PrerenderPlugin).
   * @returns {import('@rspack/core').Configuration}
   */
  function serverConfig() {
    return {
      name: `${app}-server`,
      mode: 'production',
      target: 'node20',
      context: dirname,
      // With extra pages, their folder's server.tsx: the remote's own render, then theirs.
      entry: { server: extraDir ? path.join(extraDir, 'server.tsx') : './src/server.tsx' },
      output: {
        // Out of dist: the browser never needs it.
        path: path.join(dirname, 'node_modules', '.cache', `server-render${variant}`),
        filename: 'server.cjs',
        library: { type: 'commonjs2' },
        // The build's files are named from BUILD_FILES, where the render splits its HTML: the folder they are
        // served from is the run-time config's (a remote's address, a release's folder), which the page server
        // puts between the parts, as the browser build finds them beside its remoteEntry.js ('auto'). The
        // browser build writes the files themselves.
        publicPath: BUILD_FILES,
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
      cache: persistentCache(`server${variant}`, [path.join(dirname, CONFIG_FILE)]),
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
        path: outDir,
        // 'auto': a remote finds its chunks next to its remoteEntry.js, wherever it is deployed.
        publicPath: 'auto',
        uniqueName: app,
        // Entry files keep stable names (served no-cache); hashing output.filename breaks the MF build.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        clean: true,
      },
      resolve: {
        extensions: EXTENSIONS,
        alias: { ...FEDERATION_RUNTIME_AS_ESM, 'emotion-react-browser-build$': emotionReactBrowserBuild },
      },
      module: {
        rules: [...moduleRules({ development: !production, emitAssets: true }), ...(isRemote ? [] : [ROUTING_ONLY])],
      },
      optimization: { splitChunks: { cacheGroups: isRemote ? REMOTE_CHUNKS : SHELL_CHUNKS } },
      plugins: [
        new ModuleFederationPlugin({
          name: app,
          // A remote's manifest is what the shell loads it by; the shell itself is loaded by nobody.
          ...(isRemote
            ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }
            : { manifest: false }),
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
        ...(isRemote
          ? [
              new FederationRuntimePlugin({
                cacheDirectory: path.join(dirname, 'node_modules', '.cache', `federation-runtime${variant}`),
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(here, 'index.html'),
          title: documentTitle(title),
          description,
          templateParameters,
          chunks: ['main'],
          // Absolute, so deep links such as /blueprint/courses/autocad find /main.js.
          publicPath: '/',
          scriptLoading: 'defer',
          // Stated: under rspack the plugin's 'auto' leaves the HTML as written.
          minify: production && {
            collapseWhitespace: true,
            removeComments: true,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            removeAttributeQuotes: true,
            useShortDoctype: true,
            minifyCSS: true,
            minifyJS: true,
          },
        }),
        new PreloadStartupPlugin(),
        // main.js (the federation runtime) calls most of its functions as it starts. Chromium's explicit
        // compile hint has them compiled on the background thread that parses the streamed script, not one by
        // one on the main thread as they are first called. After minification, which would drop the comment.
        {
          apply: (compiler) =>
            new compiler.webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /^main\.js$/,
              stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }).apply(compiler),
        },
        ...(production ? [] : [new ReactRefreshRspackPlugin()]),
        unsharedModules(dirname),
        // main.js (and a remote's own runtime core) runs once the first frame is painted.
        // The theme's script runs in the loader's script.
        new AfterFirstPaintPlugin({ prelude: async () => themeScript() }),
        // `typeof window` is 'object' in a page: code behind `typeof window === 'undefined'` (what only the
        // server render needs, such as a page's structured data) is left out of the browser's bundles, and
        // so is what only it imports.
        {
          apply: (compiler) =>
            new compiler.webpack.DefinePlugin({ 'typeof window': JSON.stringify('object') }).apply(compiler),
        },
        ...(production && rendersPages ? [new PrerenderPlugin({ serverConfig, colours: palette.light })] : []),
        {
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('EmitFiles', (compilation) => {
              compilation.hooks.processAssets.tap(
                { name: 'EmitFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                () => {
                  for (const [name, { sources, content }] of Object.entries(emitFiles)) {
                    for (const file of sources) compilation.fileDependencies.add(file);
                    compilation.emitAsset(name, new compiler.webpack.sources.RawSource(content()));
                  }
                },
              );
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
      // Development: source maps without eval, so a page whose policy allows no 'unsafe-eval' (the shell's)
      // runs a remote's dev server as it is.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      // The route definitions shape the Module Federation options, so they invalidate the cache like config.
      cache: persistentCache(`${production ? 'production' : 'development'}${variant}`, [
        path.join(dirname, CONFIG_FILE),
        ...(isRemote
          ? [routesFile, ...(extraDir ? [path.join(extraDir, 'routes.json')] : [])]
          : Object.values(ROUTE_FILES)),
      ]),
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { console: withoutAutoPublicPathNotice(console) },
      devServer: {
        port,
        historyApiFallback: true,
        // React Fast Refresh: an edited component re-renders in place, its state kept, without a page load.
        hot: true,
        liveReload: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares(middlewares) {
          // The same run-time config a production server hands out, from the same environment variables.
          middlewares.unshift({
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (
              /** @type {import('node:http').IncomingMessage} */ _req,
              /** @type {import('node:http').ServerResponse} */ res,
            ) => {
              res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
              res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
            },
          });
          return middlewares;
        },
      },
    };
  }
}
