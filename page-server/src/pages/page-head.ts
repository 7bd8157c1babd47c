// A page's head, from the facts its build recorded in its fragments index: its canonical address, the Open
// Graph and Twitter tags of a link preview, and its JSON-LD, on the public origin, with its build's files
// (the preview card, an image the JSON-LD names) on the folder browsers reach them at. Data for the page
// writer (entry-server.ts), made once per page, origin and folder.
import { BUILD_FILES, SITE_ORIGIN } from '@blueprint/contract/page-server';
import type { FragmentEntry } from '@blueprint/contract/fragments';
import { pagePathOf } from '@blueprint/contract/paths';
import { SITE_NAME } from '@blueprint/contract/site';
import type { PageHead } from './entry-server';

/** What a page says about itself, as its build recorded it in its fragments index. */
export type PageFacts = Pick<FragmentEntry, 'title' | 'description' | 'image' | 'structuredData' | 'ogType'> & {
  canonicalPath?: string;
};

/** An address the build wrote against a stand-in (the public origin, its files' folder), made final. */
function finalAddress(value: string, origin: string, base: string): string {
  if (value.startsWith(SITE_ORIGIN)) return `${origin}${value.slice(SITE_ORIGIN.length)}`;
  if (value.startsWith(BUILD_FILES)) return `${base}${value.slice(BUILD_FILES.length)}`;
  return value;
}

/** Each string of a JSON-LD node with its final address. */
function resolved(node: unknown, origin: string, base: string): unknown {
  if (typeof node === 'string') return finalAddress(node, origin, base);
  if (Array.isArray(node)) return node.map((item) => resolved(item, origin, base));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value, origin, base)]));
  return node;
}

/**
 * `pathname` is the path asked for: a page without a canonical path of its own is canonical bare; `base` is
 * the folder URL of the build's files (the remote's, or the shell's own); `afterPaint`, the page's scripts.
 */
export function pageHead(
  facts: PageFacts,
  {
    origin,
    pathname,
    base,
    afterPaint = [],
  }: { origin: string; pathname: string; base: string; afterPaint?: readonly string[] },
): PageHead {
  const url = `${origin}/${facts.canonicalPath ?? pagePathOf(pathname)}`;
  const meta: Array<{ property?: string; name?: string; content: string }> = [
    { property: 'og:type', content: facts.ogType ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: facts.title },
    { property: 'og:description', content: facts.description },
    { property: 'og:url', content: url },
    // Twitter reads og: tags too, but other clients (and the validators) want its own.
    { name: 'twitter:card', content: facts.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: facts.title },
    { name: 'twitter:description', content: facts.description },
  ];
  if (facts.image) {
    const image = new URL(facts.image, base).href;
    // The card shows the page's title: that is its text alternative.
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: facts.title },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: facts.title },
    );
  }
  return {
    canonical: url,
    meta,
    structuredData: (facts.structuredData ?? []).map((node) => resolved(node, origin, base)),
    afterPaint,
  };
}
