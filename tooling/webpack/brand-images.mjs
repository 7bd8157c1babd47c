// @ts-check
// Pictures drawn at build time from the site's own data: a page's link-preview card (1200×630 PNG, its title
// and description on the brand's blue, what WhatsApp and the social networks show) and the shell's icons
// (favicon, apple-touch-icon, the manifest's icons). satori lays text out into SVG, resvg rasterises it; both
// come from npm with their binaries, and the font from @fontsource, so a build needs no network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);

/** @typedef {{ primary: string, primaryHover: string }} BrandColours the light palette's (@blueprint/shared/palette.json) */

/** The size link previews want (Open Graph's and Twitter's large card: 1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 };

/** The brand mark: the favicon index.html has always shown, a white "B" on the primary blue. */
/** @param {number} size @param {{ colours: BrandColours, padding?: number }} options */
export function brandMarkSvg(size, { colours, padding = 0 }) {
  const inner = size - 2 * padding;
  const scale = inner / 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    // A maskable icon fills its square (the platform cuts the shape); the others have rounded corners.
    (padding ? `<rect width="${size}" height="${size}" fill="${colours.primary}"/>` : '') +
    `<g transform="translate(${padding} ${padding}) scale(${scale})">` +
    `<rect width="32" height="32" rx="${padding ? 0 : 6}" fill="${colours.primary}"/>` +
    `<path d="M9 8h9a5 5 0 0 1 0 10H9zM9 18h10a5 5 0 0 1 0 10H9z" fill="none" stroke="white" stroke-width="3"/></g></svg>`
  );
}

/** An SVG as a PNG at its own size. */
/** @param {string} svg */
export function pngOf(svg) {
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

/** favicon.ico: one 32×32 PNG in an ICO container (every browser reads PNG inside ICO). */
/** @param {Buffer} png */
export function icoOf(png) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

let fonts;
/** Inter, regular and bold (Latin): satori reads WOFF, not WOFF2. */
function loadFonts() {
  fonts ??= [400, 700].map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/** A satori element without JSX. */
const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

/** Text cut at a word to at most `max` characters, with an ellipsis when cut. */
function clip(text, max) {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A page's link-preview card: the site's name, the page's heading and its description.
 * @param {{ heading: string, text?: string, site: string, colours: BrandColours }} content
 * @returns {Promise<Buffer>} PNG, CARD_SIZE
 */
export async function renderCard({ heading, text = '', site, colours }) {
  const { primary, primaryHover } = colours;
  const svg = await satori(
    h(
      'div',
      {
        // satori's boxes are content-box: the padding comes on top of the size.
        width: CARD_SIZE.width - 160,
        height: CARD_SIZE.height - 144,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        fontFamily: 'Inter',
        backgroundColor: primary,
        backgroundImage: `linear-gradient(135deg, ${primary} 0%, ${primaryHover} 100%)`,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 36, fontWeight: 700 },
        h(
          'div',
          {
            display: 'flex',
            width: 64,
            height: 64,
            marginRight: 24,
            borderRadius: 14,
            border: '4px solid #ffffff',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
          },
          'B',
        ),
        site,
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', width: CARD_SIZE.width - 160 },
        h(
          'div',
          { fontSize: heading.length > 50 ? 52 : heading.length > 28 ? 60 : 72, fontWeight: 700, lineHeight: 1.1 },
          clip(heading, 80),
        ),
        ...(text
          ? [
              h(
                'div',
                {
                  display: 'flex',
                  marginTop: 28,
                  fontSize: 30,
                  width: CARD_SIZE.width - 160,
                  lineHeight: 1.35,
                  opacity: 0.92,
                },
                clip(text, 110),
              ),
            ]
          : []),
      ),
    ),
    { ...CARD_SIZE, fonts: loadFonts() },
  );
  return pngOf(svg);
}
