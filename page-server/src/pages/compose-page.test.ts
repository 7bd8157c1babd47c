import { PAGE_SLOT } from '@blueprint/contract/page-server';
import { composePage } from './compose-page';
import type { Fragment } from './fragments';

const INDEX_HTML = '<!doctype html><html><head><title>x</title><meta name=description content="x"></head><body><div id=root></div></body></html>';

/** The shell's layout and a remote's page as their server renders write them: emotion's styles beside what they style. */
const LAYOUT =
  '<style data-emotion="css-global g1">body{margin:0}</style>' +
  '<header><style data-emotion="css h1">.css-h1{position:fixed}</style><div class="css-h1">Blueprint Academy</div></header>' +
  `<main>${PAGE_SLOT}</main>` +
  '<footer><style data-emotion="css box">.css-box{max-width:1200px}</style><div class="css-box">Footer</div></footer>';
const PAGE =
  '<style data-emotion="css box">.css-box{max-width:1200px}</style><div class="css-box">' +
  '<style data-emotion="css hero fade">.css-hero{color:red}@keyframes fade{to{opacity:0}}</style><h1 class="css-hero">Shaping the Future</h1></div>';

function compose(pageHtml = PAGE) {
  const fragment: Fragment = { html: pageHtml, scripts: [], canonicalPath: '', files: { light: 'home.html', dark: 'home.dark.html' }, module: 'Home', status: 200, title: 'Home', description: 'Home' };
  return composePage(INDEX_HTML, {
    layout: { html: LAYOUT, title: 'x', description: 'x', status: 200 },
    theme: 'light',
    origin: 'https://example.org',
    pathname: '/',
    page: { fragment, remote: 'marketing', manifest: 'https://example.org/marketing/mf-manifest.json' },
  });
}

describe('composePage', () => {
  it("puts the layout's and the page's emotion rules in one style element where the first one was, each rule once and in order", () => {
    const html = compose() ?? '';
    const styles = html.match(/<style[^>]*>/g);
    expect(styles).toEqual(['<style data-emotion="css-global g1">', '<style data-emotion="css h1 box hero fade">']);
    expect(html).toContain(
      '<header><style data-emotion="css h1 box hero fade">.css-h1{position:fixed}.css-box{max-width:1200px}.css-hero{color:red}@keyframes fade{to{opacity:0}}</style><div class="css-h1">',
    );
    expect(html.match(/\.css-box\{/g)).toHaveLength(1);
    // Everything else is where it was.
    expect(html).toContain('<main><div class="css-box"><h1 class="css-hero">Shaping the Future</h1></div></main><footer><div class="css-box">Footer</div></footer>');
  });

  it('leaves no mark behind, and a page without styles of its own as it is', () => {
    const html = compose('<h1>Plain</h1>') ?? '';
    expect(html).toContain('<main><h1>Plain</h1></main>');
    expect(html).not.toContain('page-styles');
  });
});
