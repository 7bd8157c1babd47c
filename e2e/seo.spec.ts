// Findable and shareable, read as crawlers and chat apps read the site: HTTP without JavaScript,
// against the composed production build. The structured data is checked by an outside validator
// (structured-data-testing-tool, with its Google and social-media presets), not by our own reading of it.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as Validator from 'structured-data-testing-tool';
import type * as ValidatorPresets from 'structured-data-testing-tool/presets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/environment';
import { expect, test } from './support/fixtures';
import { serverHtml } from './support/server-html';

// A CommonJS package whose presets are a folder: required, as its README does.
const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool') as typeof Validator;
const { Google, SocialMedia } = require('structured-data-testing-tool/presets') as typeof ValidatorPresets;

/** The pages the issue names, and the schema.org types each must carry. */
const PAGES: Array<[string, string[]]> = [
  ['/', ['EducationalOrganization', 'LocalBusiness', 'FAQPage']],
  ['/courses/autocad', ['Course', 'BreadcrumbList']],
  ['/blog', ['ItemList']],
  ['/internship', ['Course']],
];

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk (bytes 16-23), or null for anything that is not a PNG. */
function pngSize(bytes: Buffer) {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('findable and shareable, without JavaScript', () => {
  for (const [path, schemas] of PAGES) {
    for (const url of [path, `/blueprint${path === '/' ? '' : path}`]) {
      test(`${url}: canonical, link preview, JSON-LD and the installable head`, async ({ request, urls }) => {
        const { status, html } = await serverHtml(request, `${urls.shell}${url}`);
        expect(status).toBe(200);
        const canonical = `${urls.shell}${path === '/' ? '/' : path}`;
        expect(canonicalOf(html)).toBe(canonical);
        expect(metaContent(html, 'og:url')).toBe(canonical);
        expect(metaContent(html, 'og:type')).toBe('website');
        expect(metaContent(html, 'og:title')).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
        expect(metaContent(html, 'og:description')).toBe(/<meta name="description" content="([^"]*)">/.exec(html)?.[1]);
        expect(metaContent(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/og\/[\w-]+\.[0-9a-f]{10}\.png$/);
        expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
        for (const type of schemas) expect(html).toContain(`"@type":"${type}"`);
        // The shell's head: manifest, icons and a theme colour for each colour scheme.
        expect(html).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?>/);
        expect(html).toMatch(/<link rel="?apple-touch-icon"? href="?\/icons\/apple-touch-icon\.png"?>/);
        expect(html).toMatch(
          /<meta name="?theme-color"? media="\(prefers-color-scheme: light\)" content=#?[0-9a-f]{6}>/,
        );
        expect(html).toMatch(
          /<meta name="?theme-color"? media="\(prefers-color-scheme: dark\)" content=#?[0-9a-f]{6}>/,
        );
      });
    }

    test(`${path}: its structured data and social tags pass structured-data-testing-tool`, async ({
      request,
      urls,
    }) => {
      const { html } = await serverHtml(request, `${urls.shell}${path}`);
      const result = await structuredDataTest(html, { presets: [Google, SocialMedia], schemas }).catch(
        (error: { res?: { failed: unknown[] } }) => {
          throw new Error(`validation failed: ${JSON.stringify(error.res?.failed ?? error, null, 2)}`);
        },
      );
      expect(result.failed).toEqual([]);
      expect(result.schemas).toEqual(expect.arrayContaining(schemas));
    });
  }

  test('each course page says it is that course, with its own title and description', async ({ request, urls }) => {
    const { html } = await serverHtml(request, `${urls.shell}/courses/revit-architecture`);
    expect(metaContent(html, 'og:title')).toContain('Revit Architecture');
    expect(html).toContain('"@type":"Course","@id":');
    expect(metaContent(html, 'og:image')).not.toBe(
      metaContent((await serverHtml(request, `${urls.shell}/courses/autocad`)).html, 'og:image'),
    );
    // An alias is the same page: its canonical is the course's own address.
    expect(canonicalOf((await serverHtml(request, `${urls.shell}/courses/autocad-mechanical`)).html)).toBe(
      `${urls.shell}/courses/autocad`,
    );
  });
});

test.describe('robots.txt and the sitemap', () => {
  test('robots.txt keeps crawlers out of the dashboard under both path forms and names the sitemap', async ({
    request,
    urls,
  }) => {
    const text = await (await request.get(`${urls.shell}/robots.txt`)).text();
    expect(text).toContain('Disallow: /dashboard\n');
    expect(text).toContain('Disallow: /blueprint/dashboard\n');
    expect(text).toContain(`Sitemap: ${urls.shell}/sitemap.xml`);
  });

  test('the sitemap lists every course and no private page; each URL answers 200, is its own canonical, and its preview image is a PNG of 1200×630 or more', async ({
    request,
    urls,
  }) => {
    test.setTimeout(180_000);
    const response = await request.get(`${urls.shell}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => /\/courses\/[^/]+$/.test(loc)).length).toBeGreaterThanOrEqual(45);
    expect(locs.filter((loc) => /dashboard/.test(loc))).toEqual([]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${urls.shell}/`,
        `${urls.shell}/blog`,
        `${urls.shell}/internship`,
        `${urls.shell}/courses/autocad`,
        `${urls.shell}/privacy`,
      ]),
    );

    const images = new Set<string>();
    for (const loc of locs) {
      const { status, html } = await serverHtml(request, loc);
      expect.soft(status, loc).toBe(200);
      expect.soft(canonicalOf(html), loc).toBe(loc);
      const image = metaContent(html, 'og:image');
      expect.soft(image, `${loc} og:image`).toBeTruthy();
      if (image) images.add(image);
    }
    for (const image of images) {
      const answer = await request.get(image);
      expect.soft(answer.status(), image).toBe(200);
      expect.soft(answer.headers()['cache-control'], image).toBe('public, max-age=31536000, immutable');
      const size = pngSize(await answer.body());
      expect.soft(size?.width ?? 0, image).toBeGreaterThanOrEqual(1200);
      expect.soft(size?.height ?? 0, image).toBeGreaterThanOrEqual(630);
    }
  });
});

/** The parts of a web app manifest these tests read. */
interface WebAppManifest {
  name: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

test.describe('installable', () => {
  test('the manifest names the site, its colours and its icons, which all answer', async ({ request, urls }) => {
    const manifest = (await (await request.get(`${urls.shell}/manifest.webmanifest`)).json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Blueprint Academy',
      short_name: 'Blueprint',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const answer = await request.get(`${urls.shell}${icon.src}`);
      expect(answer.status()).toBe(200);
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await answer.body())).toEqual({ width, height: width });
    }
    const favicon = await request.get(`${urls.shell}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    // An ICO: reserved 0, type 1 (icon).
    expect((await favicon.body()).subarray(0, 4).toString('hex')).toBe('00000100');
  });

  // What Lighthouse's installable-manifest audit asked Chromium before Lighthouse 13 dropped it: the same
  // DevTools protocol calls, on the real page, in a profile of its own (the tests' usual contexts are
  // incognito, which Chromium never offers to install from, whatever the manifest).
  test('Chromium parses the manifest without errors and finds the site installable', async ({ urls }) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'installable-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${urls.shell}/`);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }> };
      expect(manifest.url).toBe(`${urls.shell}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const installability = async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> }
        ).installabilityErrors.map((error) => error.errorId);
      await expect.poll(installability).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
