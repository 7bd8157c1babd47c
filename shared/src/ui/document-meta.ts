import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '@blueprint/contract/site';

/**
 * What a page says about itself beyond its title, for search engines and link previews. The build's server
 * render records it (the browser has no use for it: crawlers and chat apps read the server's HTML).
 */
export interface PageHead {
  /**
   * The page's own address, relative to the site's root without the base ('courses/autocad'), when it
   * differs from the one asked for: an alias or a provider's other name shows the same page as its own.
   */
  canonicalPath?: string;
  /**
   * JSON-LD nodes made from the data the page renders (@blueprint/shared/site/structured-data). Build them
   * behind `typeof window === 'undefined'`: only the server reads them, and the browser's build then leaves
   * that code out.
   */
  structuredData?: readonly object[];
  /** og:type: 'website' unless the page says otherwise. */
  ogType?: string;
}

/** A page's head as the browser shows it: the document title and the meta description, and its PageHead. */
export interface DocumentMeta extends PageHead {
  title: string;
  description: string;
}

/**
 * Where a server render hears of the page's head (effects do not run there): the build's prerender provides
 * one per page, the browser none.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

/**
 * Sets the page's title and meta description while the page is shown; tells a server render its PageHead.
 * Only the server render reads `head`: a page builds its structured data behind `typeof window === 'undefined'`.
 */
export function useDocumentMeta(title: string, description: string, head?: PageHead) {
  const sink = useContext(DocumentMetaSink);
  sink?.({ ...head, title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
