// What a build that renders pages publishes for the page server, beside its files (page-server.ts's
// FRAGMENTS_DIR): one file per page and theme, the page's parts as data (its HTML, its styles), and their
// index (FRAGMENT_INDEX) with each page's head. The build checks what it writes against these schemas, and the
// page server parses what it reads with them; it writes the document from these parts and edits no HTML.
import * as z from 'zod/mini';

const themed = <T extends z.ZodMiniType>(value: T) => z.object({ light: value, dark: value });

/**
 * A page's HTML, in parts. Its build's files are named from the folder the build is served from, which only the
 * run-time config knows (a remote's address, then `releases/<id>/` for a release): between two parts goes that
 * folder's URL as browsers reach it (page-server.ts's BUILD_FILES stands for it in the render).
 */
const htmlParts = z.array(z.string());

/** A rule emotion wrote in the render: its id ('1uaum2p', a keyframes' 'animation-1ejj40g') and its CSS. */
export const styleRuleSchema = z.object({ id: z.string(), css: z.string() });
/** A global style (emotion's `<Global>`): its names, as emotion finds its element again, and its CSS. */
export const globalStyleSchema = z.object({ names: z.string(), css: z.string() });

/**
 * One page as a render wrote it, in parts: its HTML (the shell's layout around a remote's page: before the
 * page's place, and `afterSlot`), and emotion's styles as data, in the order they were written, for the page
 * server to write into the document's head.
 */
export const pageBodySchema = z.object({
  html: htmlParts,
  afterSlot: z.optional(htmlParts),
  styles: z.array(styleRuleSchema),
  globalStyles: z.array(globalStyleSchema),
});

/** What a page says about itself: its head, its status, and its address for search engines. */
const pageFacts = {
  /** The exposed module that renders it ('About'); in the shell's index, 'remote/Module' for the layout around a remote's page, 'shell' for its own. */
  module: z.string(),
  status: z.int(),
  title: z.string(),
  description: z.string(),
  /** Its address relative to the site's root, without the base ('courses/autocad'). */
  canonicalPath: z.string(),
  /** Its JSON-LD nodes, written against page-server.ts's SITE_ORIGIN, its build's files against BUILD_FILES. */
  structuredData: z.optional(
    z.array(z.custom<object>((node) => typeof node === 'object' && node !== null && !Array.isArray(node))),
  ),
  ogType: z.optional(z.string()),
  /**
   * The query parameters that choose a rendered variant of the page, in order ('program', 'course'): each variant
   * is its own page under its path and that query ('/internship?program=it&course=ai-ml'), so a link that
   * carries a choice shows it in the HTML.
   */
  choices: z.optional(z.array(z.string())),
  /**
   * The page's way back: where it leads with no previous page of this site ('/courses'). A visit that came
   * from another of the site's pages has the page rendered for it (page-requests.ts's `previous`).
   */
  back: z.optional(z.string()),
};

/** One page as a build's server bundle renders it (its `renderPages()`), in both themes. */
export const renderedPageSchema = z.object({
  /** The path it was rendered at ('/about', '/blueprint/about'; '/courses/:courseName' for a pattern's fallback). */
  path: z.string(),
  ...pageFacts,
  html: themed(pageBodySchema),
});

/** One page in the index, under its path: its facts, its parts' files (pageBodySchema, relative to FRAGMENTS_DIR) and its preview card. */
export const fragmentEntrySchema = z.object({
  ...pageFacts,
  files: themed(z.string()),
  /** Relative to the build's root ('og/about.1a2b3c4d5e.png'). */
  image: z.optional(z.string()),
});

/** The chunks an exposed module needs, from the build's mf-manifest.json (relative to it). */
const moduleChunksSchema = z.object({ js: z.array(z.string()), async: z.array(z.string()), css: z.array(z.string()) });

export const fragmentIndexSchema = z.object({
  /** Changes with every build whose chunks or HTML change: the page server's cache key. */
  build: z.string().check(z.minLength(1)),
  /** By path: every page the build rendered. */
  pages: z.record(z.string(), fragmentEntrySchema),
  /** The paths this build asks search engines to index (sitemapOf). */
  sitemap: z.optional(z.array(z.string())),
  /** A remote's: its remote entry and each exposed module's chunks, so the page names the exact scripts it needs. */
  remoteEntry: z.optional(z.string()),
  modules: z.optional(z.record(z.string(), moduleChunksSchema)),
});

export type RenderedPage = z.infer<typeof renderedPageSchema>;
export type PageBody = z.infer<typeof pageBodySchema>;
export type StyleRule = z.infer<typeof styleRuleSchema>;
export type GlobalStyle = z.infer<typeof globalStyleSchema>;
export type Theme = keyof RenderedPage['html'];
export type FragmentEntry = z.infer<typeof fragmentEntrySchema>;
export type FragmentIndex = z.infer<typeof fragmentIndexSchema>;

/** A fragments index, or an error that names what does not fit ('pages./about.files: …'). */
export function parseFragmentIndex(value: unknown): FragmentIndex {
  const result = fragmentIndexSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the index)'}: ${issue.message}`);
  throw new Error(`the fragments index does not fit the contract (${problems.join('; ')})`);
}

/**
 * The paths a build asks to be indexed: each page it renders itself (the shell's layout around a remote's page,
 * module 'remote/Module', is the remote's to list) that answers 200 at its own canonical address.
 */
export function sitemapOf(
  pages: ReadonlyArray<Pick<RenderedPage, 'path' | 'module' | 'status' | 'canonicalPath'>>,
): string[] {
  const paths = pages
    .filter((page) => page.status === 200 && !page.module.includes('/') && page.path === `/${page.canonicalPath}`)
    .map((page) => page.path);
  return [...new Set(paths)];
}
