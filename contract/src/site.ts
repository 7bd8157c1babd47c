/** The product's name, as pages, link previews and the web app manifest show it. */
export const SITE_NAME = 'Blueprint Academy';

const TITLE_END = ` | ${SITE_NAME}`;

/** A page's document title: 'About Us' → 'About Us | Blueprint Academy'; the site's name alone without one. */
export function documentTitle(title?: string): string {
  return title ? `${title}${TITLE_END}` : SITE_NAME;
}

/** The page's own title in a document title: 'About Us | Blueprint Academy' → 'About Us' (a link preview's heading). */
export function pageTitleOf(title: string): string {
  return title.endsWith(TITLE_END) ? title.slice(0, -TITLE_END.length) : title;
}
