// @ts-check
// The page's entry scripts run after its first paint, never before it (issue 23: the first paint at most 10%
// later than the same HTML without scripts).
//
// A `defer` script runs as soon as the HTML is parsed, and on a fast connection that is before the browser has
// painted: its evaluation (main.js starts the federation runtime) then sits in the same task as the first layout,
// and the first paint waits for it. Lighthouse sees the same: it counts a script evaluated before the first
// paint, and its download, into the first paint's cost.
//
// So the entry scripts are preloaded at low priority (fetched at once, in parallel, behind what paints) and
// inserted by a small inline script once the document is parsed and a frame has been painted: a frame's
// callback, then a task after that frame. In a tab that is not shown, nothing is painted and nothing waits: the
// scripts are inserted at once. Inserted scripts with `async = false` run in order, as `defer` would.
// Nothing on the page waits for them: it is server HTML whose links, forms and disclosures work natively.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'AfterFirstPaintPlugin';

/**
 * The inline loader (ES5: it runs in every browser that gets the page).
 * @param {string[]} sources the entry scripts, in order
 */
export function loaderScript(sources) {
  return [
    '(function (sources) {',
    '  function load() { sources.forEach(function (src) { var script = document.createElement("script"); script.src = src; script.async = false; document.head.appendChild(script); }); }',
    '  function afterPaint() { if (document.visibilityState === "hidden") load(); else requestAnimationFrame(function () { setTimeout(load, 0); }); }',
    '  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint); else afterPaint();',
    `})(${JSON.stringify(sources)});`,
  ].join('\n');
}

export class AfterFirstPaintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // After the other plugins have added their scripts (the federation runtime of a remote's own page).
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap({ name: NAME, stage: 100 }, (data) => {
        const isEntry = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entries = [...data.headTags, ...data.bodyTags].filter(isEntry);
        if (entries.length === 0) return data;
        const sources = entries.map((tag) => /** @type {string} */ (tag.attributes.src));
        const preloads = sources.map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href }));
        const loader = HtmlWebpackPlugin.createHtmlTagObject('script', {}, loaderScript(sources));
        data.headTags = [...preloads, loader, ...data.headTags.filter((tag) => !isEntry(tag))];
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag));
        return data;
      });
    });
  }
}
