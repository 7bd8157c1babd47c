// @ts-check
// One copy of Module Federation's runtime core in a page, not one per remoteEntry.js
// (docs/decisions/2026-11-27-one-federation-runtime-core.md). A remote is built with
// `experiments.externalRuntime`: its code reads the runtime core (@module-federation/runtime-core) from the
// global `_FEDERATION_RUNTIME_CORE` instead of carrying its own copy. The shell, the page's one consumer,
// provides it (runtime-core-provider.mjs, a federation runtime plugin that puts its own copy on that global as
// its runtime starts, before any remote entry loads).
//
// A remote must also run alone on its own port, with no shell in the page. This plugin gives its own page the
// runtime core: a small script, `federation-runtime.<hash>.js`, built on its own (no federation: nothing in it
// is externalized), emitted beside main.js and put before it in the remote's index.html. Only the remote's own
// page loads it; the shell never does.
//
// What this ties together: a remote's code calls the runtime core of the shell that loads it. Both are built from
// the same pinned @module-federation packages (pnpm-workspace.yaml's catalog); an upgrade of them is deployed to
// the shell first (the runtime core keeps its API within a major version), and the shell's runtime warns in the
// console when a remote was built against another version.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { compile } from './compile.mjs';

const NAME = 'FederationRuntimePlugin';
const here = path.dirname(fileURLToPath(import.meta.url));

export class FederationRuntimePlugin {
  /** @param {{ cacheDirectory: string }} options where the standalone script is built (out of dist) */
  constructor({ cacheDirectory }) {
    this.cacheDirectory = cacheDirectory;
    /** @type {Promise<string> | undefined} built once per process: it depends only on the installed packages */
    this.source = undefined;
  }

  /** @param {import('@rspack/core').Compiler} compiler a remote's browser build */
  apply(compiler) {
    const { webpack } = compiler;
    const production = compiler.options.mode === 'production';
    const build = () => {
      this.source ??= compile(webpack, {
        name: 'federation-runtime',
        mode: production ? 'production' : 'development',
        target: 'web',
        context: here,
        entry: path.join(here, 'provide-runtime-core.mjs'),
        output: { path: this.cacheDirectory, filename: 'federation-runtime.js', clean: true, iife: true },
        // The same trimming the remotes' federation runtime gets (create-config.mjs): no snapshots, no remotes of
        // its own, a browser.
        plugins: [
          new webpack.DefinePlugin({
            FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
            FEDERATION_OPTIMIZE_NO_REMOTE: true,
            ENV_TARGET: JSON.stringify('web'),
          }),
        ],
        devtool: false,
        performance: { hints: false },
        stats: 'errors-warnings',
      }).then(() => readFileSync(path.join(this.cacheDirectory, 'federation-runtime.js'), 'utf8'));
      return this.source;
    };

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {string | undefined} */
      let file;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const source = await build();
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
          file = production ? `federation-runtime.${hash}.js` : 'federation-runtime.js';
          compilation.emitAsset(file, new webpack.sources.RawSource(source));
        },
      );
      // Before main.js in the remote's own page: main.js reads the global as it starts.
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!file) return data;
        const publicPath = data.publicPath ?? '/';
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}` }),
        );
        return data;
      });
    });
  }
}
