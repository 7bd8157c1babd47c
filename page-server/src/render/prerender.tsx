// Build-time server rendering of a remote's public pages (docs/contract.md): each route of the remote's route
// definition rendered to HTML, inside the shared theme and a router at that URL, with emotion's critical CSS
// inlined as <style data-emotion> elements beside what they style. The build config factory bundles a remote's
// src/server.tsx (which calls prerenderRoutes) for Node and runs it after the browser build, so the HTML and
// the JS come from the same build. The dashboard is not rendered here: it is personal and behind a login.
import { useState, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from '@blueprint/shared/router';
import { BASE_PATH } from '@blueprint/contract/paths';
import type { RenderedPage } from '@blueprint/contract/fragments';
import { pageFileOf, type RouteDefinition } from '@blueprint/contract/routes';
import { CacheProvider, ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { createStyleCache, tokens } from '@blueprint/shared/theme';
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
}

/** How React marks a part it sends apart: a fallback now, the part later in a hidden <div> with a script to swap them. */
const OUTLINED = '<template id="B:';

/**
 * An element with a style attribute, and the attribute. The pages' Content-Security-Policy allows no inline
 * style without its nonce, which an attribute cannot carry: the browser would drop it. (React escapes `>` in
 * attribute values, so a tag ends at the first one.)
 */
const STYLE_ATTRIBUTE = /<([a-zA-Z][\w-]*)[^>]*\s(style="[^"]*")/;

/**
 * The HTML of one element, every Suspense boundary below it resolved and in place. React sends a large part
 * (over 12.8 KB by default: a form with its CSS) apart, to stream it later, which the browser could not
 * hydrate (and the page's CSP would not run): no size limit here, and a build that still gets one fails, as
 * does one with a style attribute.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  if (html.includes(OUTLINED)) throw new Error('React sent a part of the page apart: the browser could not hydrate it');
  const styled = STYLE_ATTRIBUTE.exec(html);
  if (styled) {
    throw new Error(
      `<${styled[1]} ${styled[2]}> in the server's HTML: the page's Content-Security-Policy refuses style attributes. Style it with the css prop instead.`,
    );
  }
  return html;
}

/**
 * The page at `url` as the shell shows it: in the design tokens, under a router at that URL. Without the
 * theme's global styles: the shell's page defines the colours, which follow the visitor's theme.
 */
export function PageAt({ url, path, Page }: { url: string; path: string; Page: ComponentType }) {
  // The page's own style cache, as the browser's: each rule written once, beside the first element it styles.
  const [styleCache] = useState(() => createStyleCache());
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
export function prerenderRoutes({ routes, loadPage, prepare, expand = () => [], statusOf = () => 200 }: PrerenderOptions) {
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
            // The route definition's head, unless the page states its own (a course's name).
            let meta: DocumentMeta = { title: documentTitle(page.title), description: page.description };
            const once = await renderToHtml(
              <DocumentMetaSink.Provider value={(stated) => (meta = stated)}>
                <PageAt url={url} path={`${base}/${path}`} Page={Page} />
              </DocumentMetaSink.Provider>,
            );
            // Colours are CSS variables: one render serves both themes of the fragment format.
            const html = { light: once, dark: once };
            const key = relative.includes('__no-such-page__') ? `${base}/${path}` : url;
            const { title, description, canonicalPath = relative, structuredData, ogType } = meta;
            rendered.push({ path: key, module: page.module, status: statusOf(relative), title, description, html, canonicalPath, structuredData: structuredData && [...structuredData], ogType });
          }
        }
      }
    }
    return rendered;
  };
}
