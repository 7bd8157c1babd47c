// @ts-check
// The page's entry scripts run after its first paint, never before it, so the page paints as soon as the same
// HTML without scripts would.
//
// A `defer` script runs as soon as the HTML is parsed, and on a fast connection that is before the browser has
// painted: its evaluation (main.js starts the federation runtime) then sits in the same task as the first layout,
// and the first paint waits for it. Lighthouse sees the same: it counts a script evaluated before the first
// paint, and its download, into the first paint's cost.
//
// So the entry scripts are inserted by a small inline script once the document is parsed (a page that paints
// before its HTML has all arrived is not hydrated half-parsed), its first contentful paint has happened (paint
// timing) and its images have loaded (the load event, or 3 s after the first paint, whichever comes first: an
// image that never arrives does not keep the page's code away). The images in view are most often the page's
// largest paint, and on a slow link every script byte fetched beside them made it later (Lighthouse's figures
// with the hints in the head and after: shell/README.md). Every script
// hint of the page (the start-up chunks', preload-startup-plugin.mjs; the page's own, page-server/src/pages/
// entry-server.ts) waits inert in a <template data-after-paint> until then, and goes into the head first, so
// the scripts are still fetched in parallel rather than one round trip after another.
// A page the server did not render (an empty #root: the scripts are what paints) and a tab that is not shown
// (it paints nothing) get them as soon as the document is parsed; a browser without paint timing once the page
// has loaded and a frame has been painted. Inserted scripts with `async = false` run in order, as `defer`
// would. Nothing on the page waits for them: it is server HTML whose links, forms and disclosures work
// natively.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'AfterFirstPaintPlugin';
/** Script hints inserted in one task: each starts a fetch in the same task, and a phone's task stays short. */
const HINTS_PER_TASK = 5;

/**
 * The page's one inline script, as a module: it runs once the document is parsed, in a task of its own, not inside
 * the parser's task that comes before the first layout and paint (a classic inline script runs there, where it
 * delays the first paint).
 * @param {string} code
 */
const inlineModule = (code) => HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'module' }, code);

/**
 * The inline loader. Plain functions and `var`: any browser that runs modules runs it (it is an inline module
 * script, below), and one that does not gets the page as HTML, which works.
 * @param {string[]} sources the entry scripts, in order
 */
export function loaderScript(sources) {
  return [
    '(function (sources) {',
    '  var painted = false, parsed = false, loaded = false, started = false;',
    // The hints first (all the scripts the page starts with, fetched in parallel), then the entry scripts. Each
    // element inserted starts a fetch, synchronously: a few at a time, a task each, so that a tap meanwhile is
    // handled at once.
    '  function load() { if (started || !painted || !parsed || !loaded) return; started = true;',
    '    var hints = [];',
    '    Array.prototype.forEach.call(document.querySelectorAll("template[data-after-paint]"), function (template) { hints.push.apply(hints, template.content.children); });',
    '    (function insert() {',
    `      hints.splice(0, ${HINTS_PER_TASK}).forEach(function (hint) { document.head.appendChild(hint); });`,
    '      if (hints.length) return setTimeout(insert, 0);',
    '      sources.forEach(function (src) { var script = document.createElement("script"); script.src = src; script.async = false; document.head.appendChild(script); });',
    '    })(); }',
    '  function onPaint() { painted = true; setTimeout(function () { loaded = true; load(); }, 3000); load(); }',
    // A tab not shown paints nothing (and reports no first paint later): nothing to wait for.
    '  if (document.visibilityState === "hidden") painted = true;',
    '  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "hidden") onPaint(); });',
    '  var paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;',
    '  if (paintTiming) new PerformanceObserver(function (list, observer) { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); onPaint(); } }).observe({ type: "paint", buffered: true });',
    // The images in view load before any script: the page's largest paint is usually one of them.
    '  function onLoad() { loaded = true; if (!paintTiming) requestAnimationFrame(function () { setTimeout(onPaint, 0); }); else load(); }',
    '  if (document.readyState === "complete") onLoad(); else addEventListener("load", onLoad);',
    // A page the server did not render (the dashboard, a remote that did not answer in time) is painted by its
    // scripts: they start as soon as the document is parsed.
    '  function onParsed() { var root = document.getElementById("root"); if (!root || !root.firstChild) painted = loaded = true; parsed = true; load(); }',
    '  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onParsed); else onParsed();',
    `})(${JSON.stringify(sources)});`,
  ].join('\n');
}

export class AfterFirstPaintPlugin {
  /**
   * @param {{ prelude?: () => Promise<string> }} [options] `prelude`: code the page must run once it is parsed
   *   (the theme's script), run first in the loader's own script: one inline script, not two.
   */
  constructor({ prelude } = {}) {
    this.prelude = prelude;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // After the other plugins have added their scripts (the federation runtime of a remote's own page).
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        { name: NAME, stage: 100 },
        async (data) => {
          const prelude = this.prelude ? `${await this.prelude()}\n` : '';
          const isEntry = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ tag) =>
            tag.tagName === 'script' && typeof tag.attributes.src === 'string';
          const entries = [...data.headTags, ...data.bodyTags].filter(isEntry);
          if (entries.length === 0) {
            if (prelude) data.bodyTags = [...data.bodyTags, inlineModule(prelude)];
            return data;
          }
          const sources = entries.map((tag) => /** @type {string} */ (tag.attributes.src));
          // Every script hint (the start-up chunks', preload-startup-plugin.mjs, and the entries') waits in a
          // <template> for the loader: none is fetched while the page's images are.
          const isScriptHint = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ tag) =>
            tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';
          const hints = [
            ...sources.map((href) => ({ href })),
            ...data.headTags.filter(isScriptHint).map((tag) => ({ href: /** @type {string} */ (tag.attributes.href) })),
          ]
            .map(({ href }) => `<link rel="preload" as="script" fetchpriority="low" href="${href}">`)
            .join('');
          const template = HtmlWebpackPlugin.createHtmlTagObject('template', { 'data-after-paint': true }, hints);
          const loader = inlineModule(prelude + loaderScript(sources));
          data.headTags = [template, ...data.headTags.filter((tag) => !isEntry(tag) && !isScriptHint(tag))];
          // At the end of the body: it only listens until the page has painted, so it runs after what the page shows
          // has been parsed rather than before it.
          data.bodyTags = [...data.bodyTags.filter((tag) => !isEntry(tag)), loader];
          return data;
        },
      );
    });
  }
}
