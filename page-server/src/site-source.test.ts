import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveMap } from '@blueprint/contract/releases';
import { createLocalSiteSource } from './site-source';

const RELEASE = '20261127-110000-bbbbbbbbbbbb';
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'page-server-site-source-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the local site source', () => {
  it('moves each remote to its release in the live map, with one config object per change of the map', async () => {
    const live: { map?: LiveMap } = {};
    const source = createLocalSiteSource({
      root,
      env: { CATALOG_URL: 'http://catalog.test', CATALOG_INTERNAL_URL: 'http://catalog:3002' },
      liveMap: () => live.map,
    });
    const first = await source.current();
    expect(first.config.remotes.catalog).toBe('http://catalog.test/mf-manifest.json');
    expect(await source.current()).toBe(first);

    live.map = {
      remotes: { catalog: { release: RELEASE, previous: 'base', by: 'test', at: '2026-11-27T10:00:00.000Z' } },
    };
    const moved = await source.current();
    expect(moved).not.toBe(first);
    expect(moved.config.remotes.catalog).toBe(`http://catalog.test/releases/${RELEASE}/mf-manifest.json`);
    // Reached inside at the same release.
    expect(moved.reach('catalog')).toBe(`http://catalog:3002/releases/${RELEASE}/mf-manifest.json`);
    expect(await source.current()).toBe(moved);
    expect(await source.config()).toBe(moved.config);
  });
});
