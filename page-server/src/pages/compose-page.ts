// Puts a page rendered on the server into the shell's index.html (docs/contract.md): the shell's own render of
// its layout at that path (header, footer; its build's dist/fragments), with the remote's HTML of the page in
// the layout's slot (the remote's build's dist/fragments, fetched by fragments.ts), the page's head (title,
// description, canonical, link-preview tags, its JSON-LD) and preloads of the exact scripts its module needs.
// #root says the theme the HTML was rendered in, so the browser hydrates it (shell/src/bootstrap.tsx).
// index.html may be minified: attributes without quotes.
import { PAGE_SLOT, SITE_ORIGIN } from '@blueprint/contract/page-server';
import { pagePathOf } from '@blueprint/contract/paths';
import { SITE_NAME } from '@blueprint/contract/site';
import type { FragmentEntry, Theme } from '@blueprint/contract/fragments';
import type { Fragment } from './fragments';

/** Text safe inside HTML text or a double-quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The remote's page as it goes into the shell's page. The build wrote the remote's asset URLs from its root;
 * browsers find them beside its manifest. Its images load lazily, without the preloads React writes for them:
 * an image still in flight from a remote that stopped answering would otherwise hold the page's load event
 * (a lazy image in view still loads at once).
 * `base`: the remote's folder URL, as browsers reach it.
 */
function remoteBody(html: string, base: string): string {
  return html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/(["\s,(])\/assets\//g, (_, before) => `${before}${base}assets/`)
    .replace(/<img(?![^>]*\sloading=)/g, '<img loading="lazy"');
}

/**
 * A hint to fetch a script the page hydrates with, at low priority: nothing the first paint needs (the HTML,
 * its inline styles, the images in view) waits behind it, and it is in the cache by the time main.js asks.
 * A plain script preload would be fetched at high priority, which is what held the first paint back.
 */
function scriptPreload(href: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`;
}

/**
 * Hints the page's loader acts on once the page has painted and its images have loaded
 * (tooling/webpack/after-first-paint-plugin.mjs): inert in a <template> until then, so that no script is
 * fetched while the images in view still are.
 */
function scriptsAfterPaint(tags: string): string {
  return tags ? `<template data-after-paint>${tags}</template>` : '';
}

/** An emotion `<style>` of a server render, written beside the first element its rules style: its ids and rules. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/g;
/** Where the page's one style element goes: a comment no render writes. */
const STYLE_MARK = '<!--page-styles-->';

/**
 * The page's emotion styles as one `<style>`, where the first of them was, each rule once: the layout and the
 * remote's page are rendered apart and share rules (the page's container, a visually hidden label), and one
 * style sheet is parsed once where many would each update the page's styles. The order of the rules is kept,
 * and the global styles (`css-global`), which emotion finds by their own element, stay as they are. emotion's
 * cache in the browser adopts the element by the ids it names, as it adopts the ones it wrote.
 */
function oneStyleElement(body: string): string {
  const ids: string[] = [];
  let rules = '';
  let first = true;
  const seen = new Set<string>();
  const rest = body.replace(EMOTION_STYLE, (_, names: string, css: string) => {
    const fresh = names.split(' ').filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    if (fresh.length) {
      ids.push(...fresh);
      rules += css;
    }
    const mark = first ? STYLE_MARK : '';
    first = false;
    return mark;
  });
  return ids.length ? rest.replace(STYLE_MARK, () => `<style data-emotion="css ${ids.join(' ')}">${rules}</style>`) : rest;
}

/** What a page says about itself, as its build recorded it in its fragments index. */
type PageFacts = Pick<FragmentEntry, 'title' | 'description' | 'image' | 'structuredData' | 'ogType'> & { canonicalPath?: string };

/**
 * The head a page's facts make: its canonical address, the Open Graph and Twitter tags of a link preview,
 * and its JSON-LD, with the public origin in place of the build's stand-in and its remote's files ('/assets/…')
 * at the remote. `pathname` is the path asked for: a page without a canonical path of its own is canonical bare;
 * `base` is the folder URL of the build's files (the remote's, or the shell's own), for the preview image.
 */
function pageHead(facts: PageFacts, { origin, pathname, base }: { origin: string; pathname: string; base: string }): string {
  const path = facts.canonicalPath ?? pagePathOf(pathname);
  const url = `${origin}/${path}`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  let head =
    `<link rel="canonical" href="${escapeHtml(url)}">` +
    meta('og:type', facts.ogType ?? 'website') +
    meta('og:site_name', SITE_NAME) +
    meta('og:locale', 'en_IN') +
    meta('og:title', facts.title) +
    meta('og:description', facts.description) +
    meta('og:url', url);
  // Twitter reads og: tags too, but other clients (and the validators) want its own.
  const twitter = (name: string, content: string) => `<meta name="twitter:${name}" content="${escapeHtml(content)}">`;
  head += twitter('card', facts.image ? 'summary_large_image' : 'summary') + twitter('title', facts.title) + twitter('description', facts.description);
  if (facts.image) {
    const image = new URL(facts.image, base).href;
    // The card shows the page's title: that is its text alternative.
    head +=
      meta('og:image', image) +
      meta('og:image:width', '1200') +
      meta('og:image:height', '630') +
      meta('og:image:alt', facts.title) +
      twitter('image', image) +
      twitter('image:alt', facts.title);
  }
  for (const node of facts.structuredData ?? []) {
    const json = JSON.stringify(node)
      .replaceAll(SITE_ORIGIN, origin)
      .replace(/"\/assets\//g, `"${base}assets/`)
      // Safe inside <script>: no '</script>' or '<!--' can close or confuse it.
      .replace(/</g, '\\u003c');
    head += `<script type="application/ld+json">${json}</script>`;
  }
  return head;
}

/** The shell's render at a path. */
export type Layout = { html: string; title: string; description: string; status: number } & PageFacts;

/** The remote's page, and its manifest URL as browsers reach it (run-time config). */
export interface RemotePage {
  fragment: Fragment;
  remote: string;
  manifest: string;
}

export interface PageParts {
  layout: Layout;
  theme: Theme;
  /** The public origin (canonical links, og:url, JSON-LD). */
  origin: string;
  /** The path asked for. */
  pathname: string;
  page?: RemotePage;
}

/**
 * The page's HTML (`html`: the shell's index.html), or null when the parts do not fit (a remote page, but a
 * layout without its slot).
 */
export function composePage(html: string, { layout, theme, origin, pathname, page }: PageParts): string | null {
  let head = page ? '' : pageHead(layout, { origin, pathname, base: `${origin}/` });
  let body = layout.html;
  let { title, description } = layout;
  let key = 'shell';
  if (page) {
    if (!body.includes(PAGE_SLOT)) return null;
    const base = new URL('./', page.manifest).href;
    head += pageHead(page.fragment, { origin, pathname, base });
    head += scriptsAfterPaint(page.fragment.scripts.map((file) => scriptPreload(new URL(file, base).href)).join(''));
    // A replacer function: the page's text may hold '$&' or '$1', which a replacement string would expand.
    body = body.replace(PAGE_SLOT, () => remoteBody(page.fragment.html, base));
    ({ title, description } = page.fragment);
    key = `${page.remote}/${page.fragment.module}`;
  }
  body = oneStyleElement(body);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-theme="${theme}" data-server-page="${escapeHtml(key)}">${body}</div>`);
}
