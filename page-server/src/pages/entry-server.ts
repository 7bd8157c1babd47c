// The one place that writes a page's document, as React Router's entry.server does: from the build's template
// (document-template.ts, read once per build), the page's head (page-head.ts), emotion's styles and the body a
// server render made (compose-page.ts), and the page's data. It writes every tag whose content is the page's,
// and the response's nonce on each inline script and style, where it writes them; nothing edits HTML text.
import type { GlobalStyle, StyleRule, Theme } from '@blueprint/contract/fragments';
import type { Attribute, DocumentTemplate, TemplateEntry } from './document-template';
import { escapeHtml, scriptJson } from './escape';

/** What a page says in its head besides its title and description: all of it data, written here. */
export interface PageHead {
  canonical?: string;
  meta: ReadonlyArray<{ property?: string; name?: string; content: string }>;
  /** JSON-LD nodes, with their final addresses. */
  structuredData: readonly unknown[];
  /**
   * Scripts the page hydrates with: hints the page's loader acts on once the page has painted and its images
   * have loaded (tooling/webpack/after-first-paint-plugin.mjs), inert in a <template> until then.
   */
  afterPaint: readonly string[];
}

/** The page's remote: connected to at once, and its manifest fetched before the shell's scripts ask for it. */
export interface RemoteHint {
  origin: string;
  manifest: string;
}

/** The page as its server render made it, for #root. */
export interface ServerBody {
  /** The theme it was rendered in, for the browser to hydrate in. */
  theme: Theme;
  /** 'remote/Module', or 'shell' for one of the shell's own pages. */
  page: string;
  html: string;
  styles: readonly StyleRule[];
  globalStyles: readonly GlobalStyle[];
}

export interface DocumentParts {
  template: DocumentTemplate;
  nonce: string;
  /**
   * The theme the visitor saved, as <html>'s class: the page paints in it without a script. Without it, the
   * template's theme-class script gives <html> the system's class.
   */
  theme?: Theme;
  title?: string;
  description?: string;
  head?: PageHead;
  remote?: RemoteHint;
  /** The page rendered on the server; without it, the template's empty #root for the browser to render. */
  body?: ServerBody;
  /** Data blocks at the end of the body, read by the page's scripts: parsed after what the visitor sees. */
  data: ReadonlyArray<{ id: string; value: unknown }>;
  /**
   * A note of the server's own (a preview's badge): its HTML after the template's body, outside #root, so the
   * page hydrates as without it; its style in the head, with the nonce.
   */
  note?: { html: string; css: string };
}

const attributes = (list: readonly Attribute[]) =>
  list.map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');

/**
 * A hint to fetch a script the page hydrates with, at low priority: nothing the first paint needs (the HTML,
 * its inline styles, the images in view) waits behind it, and it is in the cache by the time main.js asks.
 */
const scriptHint = (href: string) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`;

function writeHead(head: PageHead): string {
  let html = head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '';
  for (const { property, name, content } of head.meta) {
    html += property
      ? `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`
      : `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
  }
  for (const node of head.structuredData) html += `<script type="application/ld+json">${scriptJson(node)}</script>`;
  if (head.afterPaint.length)
    html += `<template data-after-paint>${head.afterPaint.map(scriptHint).join('')}</template>`;
  return html;
}

/**
 * emotion's styles where its cache in the browser finds them: a global style in an element of its own, named as
 * emotion names it, the rules in one (a sheet parsed once), whose ids the cache takes as written.
 */
function writeStyles(body: ServerBody, nonce: string): string {
  let html = '';
  for (const { names, css } of body.globalStyles)
    html += `<style nonce="${nonce}" data-emotion="css-global ${escapeHtml(names)}">${css}</style>`;
  if (body.styles.length) {
    html += `<style nonce="${nonce}" data-emotion="css ${escapeHtml(body.styles.map((rule) => rule.id).join(' '))}">${body.styles.map((rule) => rule.css).join('')}</style>`;
  }
  return html;
}

export function writeDocument(parts: DocumentParts): string {
  const { template, nonce, body } = parts;
  const entry = (item: TemplateEntry): string => {
    switch (item.kind) {
      case 'title':
        return `<title>${escapeHtml(parts.title ?? template.title)}</title>`;
      case 'description':
        return `<meta name="description" content="${escapeHtml(parts.description ?? template.description)}">`;
      case 'style':
        return `<style nonce="${nonce}"${attributes(item.attributes)}>${item.css}</style>`;
      case 'script':
        return `<script nonce="${nonce}"${attributes(item.attributes)}>${item.text}</script>`;
      case 'themeClass':
        // A page whose class the server wrote runs no script before its first paint.
        return parts.theme ? '' : `<script nonce="${nonce}">${item.text}</script>`;
      case 'noscript':
        // A page rendered on the server works without JavaScript: the note is for one the browser renders.
        return body ? '' : item.html;
      case 'root':
        return body
          ? `<div id="root" data-theme="${body.theme}" data-server-page="${escapeHtml(body.page)}">${body.html}</div>`
          : item.html;
      case 'html':
        return item.html;
    }
  };
  const html = [
    '<!doctype html>',
    `<html${attributes(parts.theme ? [...template.attributes, { name: 'class', value: parts.theme }] : template.attributes)}>`,
    '<head>',
    ...template.head.map(entry),
    parts.head ? writeHead(parts.head) : '',
    parts.remote
      ? `<link rel="preconnect" href="${escapeHtml(parts.remote.origin)}" crossorigin><link rel="preload" as="fetch" href="${escapeHtml(parts.remote.manifest)}" crossorigin="anonymous">`
      : '',
    body ? writeStyles(body, nonce) : '',
    parts.note ? `<style nonce="${nonce}">${parts.note.css}</style>` : '',
    '</head><body>',
    ...template.body.map(entry),
    parts.note?.html ?? '',
    ...parts.data.map(({ id, value }) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`),
    '</body></html>',
  ];
  return html.join('');
}
