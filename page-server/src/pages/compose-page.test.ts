import { composePage, type Layout } from './compose-page';
import type { Fragment } from './fragments';

// The shell's layout and a remote's page as their builds publish them: HTML in parts, split at the layout's place
// for the page and where they name their build's files, and emotion's rules as data.
const LAYOUT: Layout = {
  title: 'x',
  description: 'x',
  status: 200,
  body: {
    html: ['<header class="css-h1">Blueprint Academy</header><main>'],
    afterSlot: ['</main><footer class="css-box">Footer</footer>'],
    styles: [
      { id: 'h1', css: '.css-h1{position:fixed}' },
      { id: 'box', css: '.css-box{max-width:1200px}' },
    ],
    globalStyles: [{ names: 'g1', css: 'body{margin:0}' }],
  },
};

const FRAGMENT: Fragment = {
  body: {
    html: [
      '<div class="css-box"><h1 class="css-hero">Shaping the Future</h1><img src="',
      'assets/hero.0123456789.webp" alt="" loading="lazy"></div>',
    ],
    styles: [
      { id: 'box', css: '.css-box{max-width:1200px}' },
      { id: 'hero', css: '.css-hero{color:red}' },
      { id: 'animation-fade', css: '@keyframes animation-fade{to{opacity:0}}' },
    ],
    globalStyles: [],
  },
  scripts: ['remoteEntry.js'],
  canonicalPath: '',
  files: { light: 'home.json', dark: 'home.dark.json' },
  module: 'Home',
  status: 200,
  title: 'Home',
  description: 'Home',
};

const compose = (layout: Layout = LAYOUT) =>
  composePage({
    layout,
    theme: 'light',
    origin: 'https://example.org',
    pathname: '/',
    page: {
      fragment: FRAGMENT,
      remote: 'marketing',
      manifest: 'https://m.example/releases/20261207-120000-abc/mf-manifest.json',
    },
  });

describe('composePage', () => {
  it("puts the remote's page in the layout's place, its files on the folder its manifest is in", () => {
    expect(compose()?.body).toMatchObject({
      page: 'marketing/Home',
      theme: 'light',
      html:
        '<header class="css-h1">Blueprint Academy</header><main><div class="css-box"><h1 class="css-hero">Shaping the Future</h1>' +
        '<img src="https://m.example/releases/20261207-120000-abc/assets/hero.0123456789.webp" alt="" loading="lazy"></div></main><footer class="css-box">Footer</footer>',
    });
    expect(compose()?.head.afterPaint).toEqual(['https://m.example/releases/20261207-120000-abc/remoteEntry.js']);
  });

  it("keeps the layout's and the page's emotion rules each once, in order", () => {
    expect(compose()?.body.styles.map((rule) => rule.id)).toEqual(['h1', 'box', 'hero', 'animation-fade']);
    expect(compose()?.body.globalStyles).toEqual([{ names: 'g1', css: 'body{margin:0}' }]);
  });

  it('takes no page into a layout without a place for it', () => {
    expect(compose({ ...LAYOUT, body: { ...LAYOUT.body, afterSlot: undefined } })).toBeNull();
  });
});
