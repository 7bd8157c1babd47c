// @ts-check
// Runs a remote's server bundle (src/server.tsx, built for Node) right after it is emitted, and publishes
// what it renders beside the browser build's mf-manifest.json (docs/contract.md):
//   dist/fragments/<path>.html   one page's HTML ('/' → index.html, '/blueprint/about' → blueprint/about.html),
//                                and <path>.dark.html in the dark theme (emotion writes the theme's colours)
//   dist/fragments/index.json    { build, remoteEntry, pages: { '/about': { files: { light, dark }, module, status, title, description } },
//                                  modules: { About: { js: [chunks the page needs], async: [...] } } }
// The index names the build's own chunks, read from its manifest, so the HTML and the JS cannot drift apart.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The file of a page's HTML under fragments/: '/' → 'index.html', '/courses/:courseName' →
 * 'courses/_courseName.html', the shell's '/*' (any other path) → '_any.html'.
 */
export function fragmentFile(urlPath) {
  const relative = urlPath.replace(/^\/+/, '').replace(/:/g, '_').replace(/\*/g, '_any');
  return relative === '' ? 'index.html' : relative === 'blueprint' ? 'blueprint/index.html' : `${relative}.html`;
}

/** The chunks each exposed module needs, from a Module Federation manifest. */
export function chunksByModule(manifest) {
  return Object.fromEntries(
    manifest.exposes.map((expose) => [expose.name, { js: expose.assets.js.sync, async: expose.assets.js.async, css: expose.assets.css.sync }]),
  );
}

/** Compiles a webpack config to completion (its own compiler, its own cache), or fails with its errors. */
function compile(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats);
      });
    });
  });
}

export class PrerenderPlugin {
  /** @param {{ serverConfig: () => import('webpack').Configuration }} options the remote's Node build */
  constructor({ serverConfig }) {
    this.serverConfig = serverConfig;
  }

  /** @param {import('webpack').Compiler} compiler the remote's browser build */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const started = Date.now();
      const config = this.serverConfig();
      await compile(compiler.webpack, config);
      const serverFile = path.join(/** @type {string} */ (config.output?.path), /** @type {string} */ (config.output?.filename));
      const built = Date.now();
      delete require.cache[serverFile];
      /** @type {{ renderPages: () => Promise<Array<{ path: string, module: string, status: number, title: string, description: string, html: { light: string, dark: string } }>> }} */
      const server = require(serverFile);
      const pages = await server.renderPages();
      const dist = /** @type {string} */ (compilation.outputOptions.path);
      // A remote's build has a manifest; the shell's (its layout) has none and no chunks to name.
      const manifestFile = path.join(dist, 'mf-manifest.json');
      const manifestText = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '';
      const out = path.join(dist, 'fragments');
      rmSync(out, { recursive: true, force: true });
      const manifest = manifestText ? JSON.parse(manifestText) : null;
      const index = {
        // Changes with every build whose manifest (its chunks) or HTML changes: the shell's cache key.
        build: createHash('sha256')
          .update(manifestText)
          .update(pages.map((page) => `${page.html.light}\0${page.html.dark}`).join('\0'))
          .digest('hex')
          .slice(0, 16),
        pages: /** @type {Record<string, object>} */ ({}),
        ...(manifest ? { remoteEntry: manifest.metaData.remoteEntry.name, modules: chunksByModule(manifest) } : {}),
      };
      // A page whose links do not depend on the base is the same under /blueprint: written once.
      /** @type {Map<string, string>} */
      const written = new Map();
      /** @param {string} html @param {string} file */
      const write = (html, file) => {
        const known = written.get(html);
        if (known) return known;
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), html);
        written.set(html, file);
        return file;
      };
      for (const { html, ...page } of pages) {
        const file = fragmentFile(page.path);
        index.pages[page.path] = { files: { light: write(html.light, file), dark: write(html.dark, file.replace(/\.html$/, '.dark.html')) }, ...page };
      }
      writeFileSync(path.join(out, 'index.json'), JSON.stringify(index));
      const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
      console.info(
        `[${compiler.name}] server build ${seconds(built - started)}, ${pages.length} pages rendered to ${path.relative(process.cwd(), out) || out} in ${seconds(Date.now() - built)}`,
      );
    });
  }
}
