import { useEffect } from 'react';
import { PRODUCT_NAME } from '../constants';

/** Sets the page's title and meta description while the page is shown. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
