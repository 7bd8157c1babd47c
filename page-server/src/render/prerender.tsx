// Build-time server rendering of a remote's public pages (docs/contract.md): each route of the remote's route
// definition rendered inside the shared theme and a router at that URL, into the parts the page server writes a
// document from (@blueprint/contract/fragments's pageBodySchema): the HTML, split where it names the build's
// files, and emotion's rules as data. The build config factory bundles a remote's src/server.tsx (which calls
// prerenderRoutes) for Node and runs it after the browser build, so the HTML and the JS come from the same build.
// The dashboard is not rendered here: it is personal and behind a login.
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes, WayBack } from '@blueprint/shared/router';
import { BUILD_FILES, PAGE_SLOT } from '@blueprint/contract/page-server';
import { BASE_PATH } from '@blueprint/contract/paths';
import type { GlobalStyle, PageBody, RenderedPage, StyleRule } from '@blueprint/contract/fragments';
import { pageFileOf, type RouteDefinition } from '@blueprint/contract/routes';
import { CacheProvider, ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { createStyleCache, RenderStyleCache, tokens } from '@blueprint/shared/theme';
import { documentTitle } from '@blueprint/contract/site';
import { DocumentMetaSink, type DocumentMeta } from '@blueprint/shared/ui/document-meta';

export interface PrerenderOptions {
  routes: RouteDefinition;
  /** Loads a page module by its file name in src/pages: `(file) => import(`./pages/${file}.tsx`)`. */
  loadPage: (file: string) => Promise<{ default: ComponentType }>;
  /** Work before rendering, so data a page loads in an effect is there at once (a catalogue's details). */
  prepare?: () => Promise<unknown>;
  /** The concrete paths of a route with a parameter ('courses/:courseName'), besides the pattern itself. */
  expand?: (path: string) => string[];
  /** The status of a path (404 for a name nothing matches); 200 by default. */
  statusOf?: (path: string) => number;
  /**
   * The variants of a path a link can choose by its query ('program=civil', 'program=it&course=ai-ml'), each
   * rendered as a page of its own, so the choice is in the HTML.
   */
  variants?: (path: string) => string[];
}

/** How React marks a part it sends apart: a fallback now, the part later in a hidden <div> with a script to swap them. */
const OUTLINED = '<template id="B:';
/** What React writes for an image it would have the browser fetch early (one not loading lazily). */
const IMAGE_PRELOAD = '<link rel="preload" as="image"';

/**
 * An element with a style attribute, and the attribute. The pages' Content-Security-Policy allows no inline
 * style without its nonce, which an attribute cannot carry: the browser would drop it. (React escapes `>` in
 * attribute values, so a tag ends at the first one.)
 */
const STYLE_ATTRIBUTE = /<([a-zA-Z][\w-]*)[^>]*\s(style="[^"]*")/;

/** The class names an HTML text uses. Read, not edited: which of the rules written it still needs. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const classesOf = (html: string) =>
  new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => (match[1] ?? '').split(' ')));

/**
 * A style cache that keeps what emotion writes as data: in compat mode emotion writes no `<style>` beside what it
 * styles, it keeps each rule in the cache, and this one notes them in the order they come. An element's class
 * rule comes first, then the keyframes it names (its `next`); a global style comes alone. `used` gives the rules
 * the final HTML needs: a part rendered and then replaced (a Suspense fallback) wrote rules of its own.
 */
function collectingStyleCache() {
  const cache = createStyleCache();
  cache.compat = true;
  const written: Array<StyleRule & { of: string }> = [];
  const globalStyles: GlobalStyle[] = [];
  /** The element rule each keyframes belongs to. */
  const chained = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const fresh = cache.inserted[serialized.name] === undefined;
    const result = insert(selector, serialized, sheet, shouldCache);
    const css = cache.inserted[serialized.name];
    if (fresh && typeof css === 'string') {
      const of = selector === '' ? chained.get(serialized.name) : serialized.name;
      if (of === undefined) {
        globalStyles.push({ names: serialized.name, css });
      } else {
        written.push({ id: serialized.name, css, of });
        for (let next = serialized.next; next; next = next.next) chained.set(next.name, of);
      }
    }
    return result;
  };
  const used = (html: string): StyleRule[] => {
    const classes = classesOf(html);
    return written.filter((rule) => classes.has(`${cache.key}-${rule.of}`)).map(({ id, css }) => ({ id, css }));
  };
  return { cache, used, globalStyles };
}

/**
 * The parts of one element's render, every Suspense boundary below it resolved and in place. React sends a
 * large part (over 12.8 KB by default: a form with its CSS) apart, to stream it later, which the browser could
 * not hydrate (and the page's CSP would not run): no size limit here, and a build that still gets one fails, as
 * does one with a style attribute, or an image that does not load lazily (a remote's image in flight from a
 * remote that stopped answering would hold the page's load event; React preloads every other image).
 */
export async function renderPage(element: ReactNode): Promise<PageBody> {
  const { cache, used, globalStyles } = collectingStyleCache();
  const tree = (
    <RenderStyleCache.Provider value={cache}>
      <CacheProvider value={cache}>{element}</CacheProvider>
    </RenderStyleCache.Provider>
  );
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  if (html.includes(OUTLINED)) throw new Error('React sent a part of the page apart: the browser could not hydrate it');
  const styled = STYLE_ATTRIBUTE.exec(html);
  if (styled) {
    throw new Error(
      `<${styled[1]} ${styled[2]}> in the server's HTML: the page's Content-Security-Policy refuses style attributes. Style it with the css prop instead.`,
    );
  }
  if (html.includes(IMAGE_PRELOAD))
    throw new Error('an <img> in the server\'s HTML loads eagerly: give it loading="lazy"');
  const [before = '', after, ...more] = html.split(PAGE_SLOT);
  if (more.length) throw new Error('more than one page slot in a layout');
  const parts = (text: string) => text.split(BUILD_FILES);
  return {
    html: parts(before),
    ...(after === undefined ? {} : { afterSlot: parts(after) }),
    styles: used(html),
    globalStyles,
  };
}

/**
 * The page at `url` as the shell shows it: in the design tokens, under a router at that URL. Without the
 * theme's global styles: the shell's page defines the colours, which follow the visitor's theme.
 */
export function PageAt({ url, path, Page }: { url: string; path: string; Page: ComponentType }) {
  // The render's style cache (renderPage's), or a cache of its own: each rule written once.
  const renderCache = useContext(RenderStyleCache);
  const [styleCache] = useState(() => renderCache ?? createStyleCache());
  return (
    <CacheProvider value={styleCache}>
      <EmotionThemeProvider theme={tokens}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </EmotionThemeProvider>
    </CacheProvider>
  );
}

/** Every page of a route definition, bare and under /blueprint (the base changes the links it carries). */
export function prerenderRoutes({
  routes,
  loadPage,
  prepare,
  expand = () => [],
  statusOf = () => 200,
  variants = () => [],
}: PrerenderOptions) {
  return async function renderAll(): Promise<RenderedPage[]> {
    await prepare?.();
    const rendered: RenderedPage[] = [];
    for (const page of routes.pages) {
      const { default: Page } = await loadPage(pageFileOf(page.module));
      for (const path of page.paths) {
        // A pattern's own entry is its fallback ('Course Not Found'), rendered for a name nothing matches.
        const concrete = path.includes(':') ? [...expand(path), path.replace(/:[^/]+/g, '__no-such-page__')] : [path];
        for (const relative of concrete) {
          for (const base of ['', BASE_PATH]) {
            const url = `${base}/${relative}`.replace(/\/$/, '') || '/';
            const key = relative.includes('__no-such-page__') ? `${base}/${path}` : url;
            const queries = variants(relative);
            // The query parameters the variants are chosen by, in the order their keys name them.
            const choices = [...new Set(queries.flatMap((query) => [...new URLSearchParams(query).keys()]))];
            for (const query of ['', ...queries]) {
              // The route definition's head, unless the page states its own (a course's name).
              let meta: DocumentMeta = { title: documentTitle(page.title), description: page.description };
              let back = undefined as string | undefined;
              const once = await renderPage(
                <WayBack.Provider value={{ declare: (fallback) => (back = fallback) }}>
                  <DocumentMetaSink.Provider value={(stated) => (meta = stated)}>
                    <PageAt url={query ? `${url}?${query}` : url} path={`${base}/${path}`} Page={Page} />
                  </DocumentMetaSink.Provider>
                </WayBack.Provider>,
              );
              // Colours are CSS variables: one render serves both themes of the fragment format.
              const html = { light: once, dark: once };
              const { title, description, canonicalPath = relative, structuredData, ogType } = meta;
              rendered.push({
                path: query ? `${key}?${query}` : key,
                module: page.module,
                status: statusOf(relative),
                title,
                description,
                html,
                canonicalPath,
                structuredData: structuredData && [...structuredData],
                ogType,
                ...(choices.length && !query ? { choices } : {}),
                ...(back ? { back } : {}),
              });
            }
          }
        }
      }
    }
    return rendered;
  };
}
