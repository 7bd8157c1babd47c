// @ts-check
// The one webpack config factory. Each app's webpack.config.mjs is a few lines:
//   export default createConfig({ app: 'marketing', dirname: import.meta.dirname, title: '…', description: '…' });
// It knows loaders, Module Federation and the shared singletons, the dev server and the production output.
// A remote's exposes come from its route definition (src/routes.json); the shell's build gets the route table
// of every remote (dist/remote-pages.json, which its static server reads).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { APPS } from '@blueprint/serve/apps';
import { ROUTE_FILES, exposesFrom, loadRouteTable } from '@blueprint/serve/routes';
import { runtimeConfigFromEnv } from '@blueprint/serve/runtime-config';
import { PreloadStartupPlugin } from './preload-startup-plugin.mjs';
import { sharedSingletons } from './shared.mjs';

const require = createRequire(import.meta.url);
const { swcOptions } = require('./swc.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {{
 *   app: keyof typeof APPS,
 *   dirname: string,
 *   title: string,
 *   description: string,
 *   runtimePlugins?: string[],
 * }} options
 */
export function createConfig({ app, dirname, title, description, runtimePlugins = [] }) {
  const { port } = APPS[app];
  const routesFile = path.join(dirname, 'src', 'routes.json');
  const isRemote = existsSync(routesFile);
  const exposes = isRemote ? exposesFrom(routesFile) : {};
  // What the build writes into dist besides the bundle: the shell's route table, for its static server.
  /** @type {Record<string, { sources: string[], content: () => string }>} */
  const emitFiles = isRemote
    ? {}
    : { 'remote-pages.json': { sources: Object.values(ROUTE_FILES), content: () => JSON.stringify(loadRouteTable()) } };
  const palette = createRequire(path.join(dirname, 'package.json'))('@blueprint/shared/palette.json');

  /** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
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
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ target: 'browser', development: !production }) },
          },
          { test: /\.(svg|webp|avif|png|jpe?g|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } } : {}),
          shared: sharedSingletons(dirname),
          // Load a shared module from whoever has it already, so the shell never fetches every remote's
          // entry at start just to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // Types travel through workspace packages, not downloaded zips.
          dts: false,
          experiments: { optimization: { target: 'web', ...(isRemote ? { disableSnapshot: true, disableRemote: true } : {}) } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(here, 'index.html'),
          title,
          description,
          templateParameters: { palette },
          chunks: ['main'],
          // Absolute, so deep links such as /blueprint/courses/autocad find /main.js.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        new PreloadStartupPlugin(),
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
          config: [fileURLToPath(import.meta.url), path.join(dirname, 'webpack.config.mjs'), ...(isRemote ? [routesFile] : Object.values(ROUTE_FILES))],
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
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
  };
}
