// @ts-check
// What makes the site installable and recognisable, written by the shell's build: the web app
// manifest, its icons (192 and 512 px, and a maskable one), the apple-touch-icon and /favicon.ico, all drawn
// from the brand mark index.html shows as its SVG favicon; and the head tags that name them, with the
// browser's theme colour for each colour scheme.
import { SITE_NAME } from '@blueprint/contract/site';
import { brandMarkSvg, icoOf, pngOf } from './brand-images.mjs';

/** @typedef {{ light: Record<string, string>, dark: Record<string, string> }} Palette @blueprint/shared/palette.json */

/** The name a home screen shows under the icon, where the whole name does not fit. */
const SHORT_NAME = 'Blueprint';

/** Files once per build: drawing the icons takes a moment and they do not change between rebuilds of a watch. */
function once(make) {
  let value;
  return () => (value ??= make());
}

/**
 * The files, by their name in dist/, for the build config factory's emitFiles.
 * @param {{ palette: Palette, description: string }} options
 * @returns {Record<string, { sources: string[], content: () => string | Buffer }>}
 */
export function siteFiles({ palette, description }) {
  const colours = { primary: palette.light.primary, primaryHover: palette.light.primaryHover };
  const icon = (size, padding = 0) => once(() => pngOf(brandMarkSvg(size, { colours, padding })));
  const manifest = {
    name: SITE_NAME,
    short_name: SHORT_NAME,
    description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: palette.light.background,
    theme_color: palette.light.primary,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // Full bleed, the mark inside the middle 80% (the safe zone a platform's mask keeps).
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return {
    'manifest.webmanifest': { sources: [], content: () => `${JSON.stringify(manifest, null, 2)}\n` },
    'icons/icon-192.png': { sources: [], content: icon(192) },
    'icons/icon-512.png': { sources: [], content: icon(512) },
    'icons/maskable-512.png': { sources: [], content: icon(512, 56) },
    'icons/apple-touch-icon.png': { sources: [], content: icon(180, 20) },
    'favicon.ico': { sources: [], content: once(() => icoOf(pngOf(brandMarkSvg(32, { colours })))) },
  };
}

/**
 * The head tags of the shell's page that name them. theme-color per colour scheme: the page's background in
 * each theme, so the browser's bar runs into the page.
 * @param {Palette} palette
 */
export function siteHeadTags(palette) {
  return [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${palette.light.background}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${palette.dark.background}" />`,
  ].join('\n    ');
}
