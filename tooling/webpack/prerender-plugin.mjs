// @ts-check
// Runs a remote's server bundle (src/server.tsx, built for Node) right after it is emitted, and publishes
// what it renders beside the browser build's mf-manifest.json (docs/contract.md):
//   dist/fragments/<path>.json   one page's parts ('/about' → about.json, '/blueprint/about' → blueprint/about.json,
//                                '/' → index.page.json; @blueprint/contract/fragments's pageBodySchema): its HTML,
//                                split where it names the build's files, and emotion's rules; and
//                                <path>.dark.json in the dark theme
//   dist/fragments/index.json    the index of them (@blueprint/contract/fragments's fragmentIndexSchema, checked
//                                before it is written): each page's files, facts and preview card, the pages to
//                                list in the sitemap, and the chunks each exposed module needs
//   dist/og/<page>.<hash>.png    each page's link-preview card (1200×630), drawn from its title and description
//   dist/.server/server.cjs      the server bundle itself, when it renders pages at request time too (a remote's
//                                `handleRequest`: its forms sent without JavaScript), run by its page server
//                                (page-server/src/forms/page-requests.ts); a dotfile, never served
// The index names the build's own chunks, read from its manifest, so the HTML and the JS cannot drift apart.
// `sitemap` is the pages this build asks search engines to index: its own pages at their canonical (bare)
// addresses, so a remote's redeploy brings its new pages and courses into the shell's /sitemap.xml at once.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseFragmentIndex, renderedPageSchema, sitemapOf } from '@blueprint/contract/fragments';
import { FRAGMENT_INDEX, FRAGMENTS_DIR } from '@blueprint/contract/page-server';
import { pageTitleOf, SITE_NAME } from '@blueprint/contract/site';
import { renderCard } from './brand-images.mjs';
import { compile } from './compile.mjs';

const require = createRequire(import.meta.url);

/**
 * The file of a page's parts under fragments/: '/' → 'index.page.json' (index.json is the index; no page path
 * has a dot), '/courses/:courseName' → 'courses/_courseName.json', the shell's '/*' (any other path) → '_any.json',
 * a variant chosen by its query ('/internship?program=it&course=ai-ml') → 'internship.program-it-course-ai-ml.json'.
 */
function fragmentFile(urlPath) {
  const [pathPart = '', query] = urlPath.split('?');
  const relative = pathPart.replace(/^\/+/, '').replace(/:/g, '_').replace(/\*/g, '_any');
  const file = relative === '' ? 'index.page' : relative === 'blueprint' ? 'blueprint/index.page' : relative;
  return query ? `${file}.${query.replace(/[^a-z0-9]+/gi, '-')}.json` : `${file}.json`;
}

/** The chunks each exposed module needs, from a Module Federation manifest. */
function chunksByModule(manifest) {
  return Object.fromEntries(
    manifest.exposes.map((expose) => [
      expose.name,
      { js: expose.assets.js.sync, async: expose.assets.js.async, css: expose.assets.css.sync },
    ]),
  );
}

export class PrerenderPlugin {
  /**
   * @param {{ serverConfig: () => import('@rspack/core').Configuration, colours: import('./brand-images.mjs').BrandColours }} options
   *   the remote's Node build, and the brand's colours for its preview cards
   */
  constructor({ serverConfig, colours }) {
    this.serverConfig = serverConfig;
    this.colours = colours;
  }

  /** @param {import('@rspack/core').Compiler} compiler the remote's browser build */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const started = Date.now();
      const config = this.serverConfig();
      await compile(compiler.webpack, config);
      const serverFile = path.join(
        /** @type {string} */ (config.output?.path),
        /** @type {string} */ (config.output?.filename),
      );
      const built = Date.now();
      delete require.cache[serverFile];
      /** @type {{ renderPages: () => Promise<unknown[]> }} */
      const server = require(serverFile);
      const pages = (await server.renderPages()).map((page) => renderedPageSchema.parse(page));
      const dist = /** @type {string} */ (compilation.outputOptions.path);
      // A remote's build has a manifest; the shell's (its layout) has none and no chunks to name.
      const manifestFile = path.join(dist, 'mf-manifest.json');
      const manifestText = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '';
      const out = path.join(dist, FRAGMENTS_DIR);
      rmSync(out, { recursive: true, force: true });
      rmSync(path.join(dist, 'og'), { recursive: true, force: true });
      const manifest = manifestText ? JSON.parse(manifestText) : null;
      const index = {
        // Changes with every build whose manifest (its chunks) or HTML changes: the shell's cache key.
        build: createHash('sha256')
          .update(manifestText)
          .update(pages.map((page) => JSON.stringify(page.html)).join('\0'))
          .digest('hex')
          .slice(0, 16),
        pages: /** @type {import('@blueprint/contract/fragments').FragmentIndex['pages']} */ ({}),
        sitemap: sitemapOf(pages),
        ...(manifest ? { remoteEntry: manifest.metaData.remoteEntry.name, modules: chunksByModule(manifest) } : {}),
      };
      // A page whose links do not depend on the base is the same under /blueprint: written once.
      /** @type {Map<string, string>} */
      const written = new Map();
      /** @param {import('@blueprint/contract/fragments').PageBody} body @param {string} file */
      const write = (body, file) => {
        const text = JSON.stringify(body);
        const known = written.get(text);
        if (known) return known;
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), text);
        written.set(text, file);
        return file;
      };
      /** Preview cards by what they show: an alias, and the page under /blueprint, share their page's. @type {Map<string, string>} */
      const cards = new Map();
      /** @param {{ title: string, description: string, canonicalPath: string }} page */
      const cardOf = async ({ title, description, canonicalPath }) => {
        const heading = pageTitleOf(title);
        const key = `${heading}\0${description}`;
        let file = cards.get(key);
        if (!file) {
          const png = await renderCard({ heading, text: description, site: SITE_NAME, colours: this.colours });
          // Named by content (served immutable), after the page for people reading the HTML.
          const slug = canonicalPath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          file = `og/${slug}.${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
          mkdirSync(path.join(dist, 'og'), { recursive: true });
          writeFileSync(path.join(dist, file), png);
          cards.set(key, file);
        }
        return file;
      };
      for (const { html, path: pagePath, ...page } of pages) {
        const file = fragmentFile(pagePath);
        // Pages this build renders itself and that answer 200 get a card (not the shell's layout of a remote page).
        const image = page.status === 200 && !page.module.includes('/') ? await cardOf(page) : undefined;
        index.pages[pagePath] = {
          files: { light: write(html.light, file), dark: write(html.dark, file.replace(/\.json$/, '.dark.json')) },
          ...page,
          ...(image ? { image } : {}),
        };
      }
      // The index is the page server's protocol: what does not fit the schema fails the build, not a page.
      writeFileSync(path.join(dist, FRAGMENT_INDEX), JSON.stringify(parseFragmentIndex(index)));
      // Deployed with the browser build it belongs to: the remote's server renders with the same code.
      rmSync(path.join(dist, '.server'), { recursive: true, force: true });
      if (typeof (/** @type {any} */ (server).handleRequest) === 'function') {
        mkdirSync(path.join(dist, '.server'), { recursive: true });
        copyFileSync(serverFile, path.join(dist, '.server', 'server.cjs'));
      }
      const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
      console.info(
        `[${compiler.name}] server build ${seconds(built - started)}, ${pages.length} pages rendered to ${path.relative(process.cwd(), out) || out}, ${cards.size} preview cards, in ${seconds(Date.now() - built)}`,
      );
    });
  }
}
