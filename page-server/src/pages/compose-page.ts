// A page rendered on the server, from its parts (docs/contract.md): the shell's own render of its layout at that
// path (header, footer; its build's dist/fragments), with the remote's render of the page (the remote's build's
// dist/fragments, fetched by fragments.ts) in the layout's place for it, the page's head (page-head.ts) and the
// exact scripts its module needs. The page writer (entry-server.ts) writes the document from what this gives.
import type { GlobalStyle, PageBody, StyleRule, Theme } from '@blueprint/contract/fragments';
import type { PageHead, ServerBody } from './entry-server';
import type { Fragment } from './fragments';
import { pageHead, type PageFacts } from './page-head';

/** The shell's render at a path. */
export type Layout = { body: PageBody; title: string; description: string; status: number } & PageFacts;

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

export interface ComposedPage {
  title: string;
  description: string;
  head: PageHead;
  body: ServerBody;
}

/** HTML parts joined on the folder URL of their build's files (@blueprint/contract/fragments). */
const joined = (parts: readonly string[], base: string) => parts.join(base);

/**
 * The layout's and the page's emotion styles, each rule once, in order: the two are rendered apart and share
 * rules (the page's container, a visually hidden label).
 */
function stylesOf(bodies: readonly PageBody[]): { styles: StyleRule[]; globalStyles: GlobalStyle[] } {
  const seen = new Set<string>();
  const styles: StyleRule[] = [];
  const globalStyles: GlobalStyle[] = [];
  for (const body of bodies) {
    for (const rule of body.styles) {
      if (!seen.has(rule.id)) styles.push(rule);
      seen.add(rule.id);
    }
    for (const style of body.globalStyles) {
      if (!seen.has(`global ${style.names}`)) globalStyles.push(style);
      seen.add(`global ${style.names}`);
    }
  }
  return { styles, globalStyles };
}

/** The page's parts, or null when they do not fit (a remote page, but a layout without its place). */
export function composePage({ layout, theme, origin, pathname, page }: PageParts): ComposedPage | null {
  // The shell's own files are on its own origin, where the page is.
  const shellFiles = '/';
  if (!page) {
    return {
      title: layout.title,
      description: layout.description,
      head: pageHead(layout, { origin, pathname, base: `${origin}/` }),
      body: { theme, page: 'shell', html: joined(layout.body.html, shellFiles), ...stylesOf([layout.body]) },
    };
  }
  const after = layout.body.afterSlot;
  if (!after) return null;
  // The remote's files beside its manifest: the browser build finds them there too.
  const base = new URL('./', page.manifest).href;
  const { fragment } = page;
  const html = joined(layout.body.html, shellFiles) + joined(fragment.body.html, base) + joined(after, shellFiles);
  return {
    title: fragment.title,
    description: fragment.description,
    head: pageHead(fragment, {
      origin,
      pathname,
      base,
      afterPaint: fragment.scripts.map((file) => new URL(file, base).href),
    }),
    body: { theme, page: `${page.remote}/${fragment.module}`, html, ...stylesOf([layout.body, fragment.body]) },
  };
}
