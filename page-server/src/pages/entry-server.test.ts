import { parseDocumentTemplate } from './document-template';
import { writeDocument, type DocumentParts } from './entry-server';

// A build's index.html as html-webpack-plugin writes it (minified: attributes without quotes), read once into its
// parts, and the pages written from them.
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Blueprint Academy</title><meta name=description content="The site.">' +
  '<link rel=icon href=/icon.svg><style>:root{--a:1}</style><script data-theme-class>classOf(document)</script>' +
  '<template data-after-paint><link rel=preload as=script href=/main.js></template></head>' +
  '<body><noscript>This page needs JavaScript.</noscript><div id=root></div><script type=module>load()</script></body></html>';

const template = parseDocumentTemplate(INDEX_HTML);
const page = (parts: Partial<DocumentParts> = {}) => writeDocument({ template, nonce: 'n1', data: [], ...parts });

describe('the page writer', () => {
  it('writes a page the browser renders as the build wrote it, with the nonce on its inline script and style', () => {
    expect(page()).toBe(
      '<!doctype html><html lang="en"><head><meta charset=utf-8><title>Blueprint Academy</title><meta name="description" content="The site.">' +
        '<link rel=icon href=/icon.svg><style nonce="n1">:root{--a:1}</style><script nonce="n1">classOf(document)</script><template data-after-paint><link rel=preload as=script href=/main.js></template></head>' +
        '<body><noscript>This page needs JavaScript.</noscript><div id=root></div><script nonce="n1" type="module">load()</script></body></html>',
    );
  });

  it('writes a page rendered on the server: its title, head and styles, #root filled, and no note for browsers without JavaScript', () => {
    const html = page({
      theme: 'dark',
      title: 'About <us> | Blueprint Academy',
      description: 'Since "2008".',
      head: {
        canonical: 'https://example.org/about',
        meta: [{ property: 'og:title', content: 'About' }],
        structuredData: [{ name: '</script>' }],
        afterPaint: ['https://m.example/remoteEntry.js'],
      },
      remote: { origin: 'https://m.example', manifest: 'https://m.example/mf-manifest.json' },
      body: {
        theme: 'dark',
        page: 'marketing/About',
        html: '<h1 class="css-a1">About</h1>',
        styles: [
          { id: 'a1', css: '.css-a1{color:red}' },
          { id: 'animation-f', css: '@keyframes animation-f{}' },
        ],
        globalStyles: [{ names: 'g1', css: 'body{margin:0}' }],
      },
      data: [{ id: 'blueprint-config', value: { apiUrl: '</script>' } }],
    });
    expect(html).toContain('<html lang="en" class="dark">');
    expect(html).toContain(
      '<title>About &lt;us&gt; | Blueprint Academy</title><meta name="description" content="Since &quot;2008&quot;.">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://example.org/about"><meta property="og:title" content="About"><script type="application/ld+json">{"name":"\\u003c/script>"}</script>' +
        '<template data-after-paint><link rel="preload" as="script" fetchpriority="low" href="https://m.example/remoteEntry.js"></template>' +
        '<link rel="preconnect" href="https://m.example" crossorigin><link rel="preload" as="fetch" href="https://m.example/mf-manifest.json" crossorigin="anonymous">' +
        '<style nonce="n1" data-emotion="css-global g1">body{margin:0}</style><style nonce="n1" data-emotion="css a1 animation-f">.css-a1{color:red}@keyframes animation-f{}</style></head>',
    );
    expect(html).toContain(
      '<body><div id="root" data-theme="dark" data-server-page="marketing/About"><h1 class="css-a1">About</h1></div><script nonce="n1" type="module">load()</script>',
    );
    expect(html).toContain(
      '<script type="application/json" id="blueprint-config">{"apiUrl":"\\u003c/script>"}</script></body></html>',
    );
    expect(html).not.toContain('needs JavaScript');
  });

  it("runs the theme-class script before the first paint only where the server could not write <html>'s class", () => {
    expect(page()).toContain('<html lang="en"><head>');
    expect(page()).toContain('<script nonce="n1">classOf(document)</script>');
    const saved = page({ theme: 'light' });
    expect(saved).toContain('<html lang="en" class="light"><head>');
    expect(saved).not.toContain('classOf(document)');
    expect(saved).toContain('<script nonce="n1" type="module">load()</script>');
  });

  it('puts no nonce on a data block: the browser never runs it', () => {
    const withData = parseDocumentTemplate(
      '<html><head><script type=application/ld+json>{}</script></head><body><div id=root></div></body></html>',
    );
    expect(writeDocument({ template: withData, nonce: 'n1', data: [{ id: 'd', value: 1 }] })).toBe(
      '<!doctype html><html><head><script type=application/ld+json>{}</script></head><body><div id=root></div><script type="application/json" id="d">1</script></body></html>',
    );
  });
});
