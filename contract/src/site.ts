/** The product's name, as pages, link previews and the web app manifest show it. */
export const SITE_NAME = 'Blueprint Academy';
