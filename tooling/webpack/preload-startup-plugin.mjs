// @ts-check
// The async boundary costs a round trip: main.js must run before it asks for the bootstrap chunk and for the
// shared libraries that chunk consumes (React, the router, emotion...). This plugin lists those chunks as
// <link rel="preload"> in index.html, so the browser fetches them in parallel with main.js. At low priority
// (fetchpriority="low"): none of them paints, and a script preload is otherwise fetched at high priority, ahead
// of what the first paint needs (the server's HTML paints with no script at all).
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupPlugin';

/** Chunks loaded by an async block (an import() or a shared module's fallback). */
function blockChunks(compilation, block) {
  const group = compilation.chunkGraph.getBlockChunkGroup(block);
  return group ? group.chunks : [];
}

/**
 * A shared module's key (react, @blueprint/shared/router, …): webpack keeps it on the module, rspack in the
 * module's identifier only.
 * @param {any} module a 'provide-module' or a 'consume-shared-module'
 */
function shareKeyOf(module) {
  const known = module.type === 'provide-module' ? module._name : module.options?.shareKey;
  if (typeof known === 'string') return known;
  return /^(?:provide|consume) shared module \([^)]*\) (@?[^@]+)@/.exec(module.identifier())?.[1];
}

/** This build's provided shared modules: share key → the chunks its factory loads. */
function providedChunks(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    provided.set(
      shareKeyOf(module),
      module.blocks.flatMap((block) => blockChunks(compilation, block)),
    );
  }
  return provided;
}

/**
 * The chunks the entry loads right away: its dynamic import of the bootstrap, then, transitively, every
 * shared module those chunks consume, as this build provides it (the page's first app provides them all;
 * the consume fallbacks are copies that then never load).
 */
export function startupFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const provided = providedChunks(compilation);
  const seen = new Set(entry.chunks);
  const queue = [];
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of module.blocks) queue.push(...blockChunks(compilation, block));
    }
  }
  const files = new Set();
  while (queue.length) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    // A dev server's hot updates are fetched when they happen, never at start.
    for (const file of chunk.files) if (file.endsWith('.js') && !file.includes('.hot-update.')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      queue.push(
        ...(provided.get(shareKeyOf(module)) ?? module.blocks.flatMap((block) => blockChunks(compilation, block))),
      );
    }
  }
  return [...files];
}

export class PreloadStartupPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
