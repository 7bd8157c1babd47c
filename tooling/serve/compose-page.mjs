// @ts-check
// Puts a remote's server-rendered page into the shell's index.html (docs/contract.md): the page's head (title,
// description, canonical), preloads of the exact scripts its module needs (from the remote's manifest, via
// the fragment index), and its HTML inside #root (index.html may be minified: attributes without quotes), marked with the module that renders it in the browser.

/** Text safe inside HTML text or a double-quoted attribute. */
export function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {string} html the shell's index.html
 * @param {import('./fragments.mjs').Fragment} fragment
 * @param {{ remote: string, manifest: string, canonical: string }} page the remote's name, its manifest URL as
 *   browsers reach it (run-time config), and the page's canonical URL
 */
export function composePage(html, fragment, { remote, manifest, canonical }) {
  const base = new URL('./', manifest).href;
  const head =
    `<link rel="canonical" href="${escapeHtml(canonical)}">` +
    fragment.scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(new URL(file, base).href)}">`).join('');
  // The build wrote the remote's asset URLs from its root; browsers find them beside its manifest. Its images
  // load lazily, without the preloads React writes for them: an image still in flight from a remote that
  // stopped answering the browser would otherwise hold the page's load event (a lazy image in view still
  // loads at once, without holding it).
  const body = fragment.html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/(["\s,(])\/assets\//g, (_, before) => `${before}${base}assets/`)
    .replace(/<img(?![^>]*\sloading=)/g, '<img loading="lazy"');
  // Replacer functions: the page's text may hold '$&' or '$1', which a replacement string would expand.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(fragment.title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, () => `<meta name="description" content="${escapeHtml(fragment.description)}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-server-page="${escapeHtml(`${remote}/${fragment.module}`)}">${body}</div>`);
}
