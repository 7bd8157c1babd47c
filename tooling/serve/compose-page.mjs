// @ts-check
// Puts a page rendered on the server into the shell's index.html (docs/contract.md): the shell's own render of
// its layout at that path (header, footer; its build's dist/fragments), with the remote's HTML of the page in
// the layout's slot (the remote's build's dist/fragments, fetched by fragments.mjs), the page's head (title,
// description, canonical) and preloads of the exact scripts its module needs. #root says the theme the HTML
// was rendered in, so the browser hydrates it (shell/src/bootstrap.tsx). index.html may be minified:
// attributes without quotes.

/** Where the remote's page goes in the shell's layout: what the shell renders for it on the server (remote-route.tsx). */
export const PAGE_SLOT = '<template data-page-slot=""></template>';

/** Text safe inside HTML text or a double-quoted attribute. */
export function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The remote's page as it goes into the shell's page. The build wrote the remote's asset URLs from its root;
 * browsers find them beside its manifest. Its images load lazily, without the preloads React writes for them:
 * an image still in flight from a remote that stopped answering would otherwise hold the page's load event
 * (a lazy image in view still loads at once).
 * @param {string} html @param {string} base the remote's folder URL, as browsers reach it
 */
function remoteBody(html, base) {
  return html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/(["\s,(])\/assets\//g, (_, before) => `${before}${base}assets/`)
    .replace(/<img(?![^>]*\sloading=)/g, '<img loading="lazy"');
}

/**
 * @typedef {{ html: string, title: string, description: string, status: number }} Layout the shell's render at a path
 * @typedef {{ fragment: import('./fragments.mjs').Fragment, remote: string, manifest: string }} RemotePage the
 *   remote's page, and its manifest URL as browsers reach it (run-time config)
 */

/**
 * The page's HTML, or null when the parts do not fit (a remote page, but a layout without its slot).
 * @param {string} html the shell's index.html
 * @param {{ layout: Layout, theme: 'light' | 'dark', canonical: string, page?: RemotePage }} parts
 */
export function composePage(html, { layout, theme, canonical, page }) {
  let head = `<link rel="canonical" href="${escapeHtml(canonical)}">`;
  let body = layout.html;
  let { title, description } = layout;
  let key = 'shell';
  if (page) {
    if (!body.includes(PAGE_SLOT)) return null;
    const base = new URL('./', page.manifest).href;
    head += page.fragment.scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(new URL(file, base).href)}">`).join('');
    // A replacer function: the page's text may hold '$&' or '$1', which a replacement string would expand.
    body = body.replace(PAGE_SLOT, () => remoteBody(page.fragment.html, base));
    ({ title, description } = page.fragment);
    key = `${page.remote}/${page.fragment.module}`;
  }
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-theme="${theme}" data-server-page="${escapeHtml(key)}">${body}</div>`);
}
