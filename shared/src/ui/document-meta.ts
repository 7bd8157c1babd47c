import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../constants';

/** A page's head as the browser shows it: the document title and the meta description. */
export interface DocumentMeta {
  title: string;
  description: string;
}

/** The document title of a page title: 'About Us | Blueprint Academy', or the product name alone. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Where a server render hears of the page's head (effects do not run there): the build's prerender provides
 * one per page, the browser none.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

/** Sets the page's title and meta description while the page is shown. */
export function useDocumentMeta(title: string, description: string) {
  const sink = useContext(DocumentMetaSink);
  sink?.({ title: documentTitle(title), description });
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
