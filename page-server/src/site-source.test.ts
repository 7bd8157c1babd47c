import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveMap } from '@blueprint/contract/releases';
import { createLocalSiteSource } from './site-source';

const RELEASE = '20261127-110000-bbbbbbbbbbbb';
const CANARY = '20261127-120000-cccccccccccc';
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

  it('makes one site per audience key: the canary’s cohorts share one, the others and a crawler the stable one', async () => {
    const live: { map?: LiveMap } = {};
    const source = createLocalSiteSource({
      root,
      env: { CATALOG_URL: 'http://catalog.test', CATALOG_INTERNAL_URL: 'http://catalog:3002' },
      liveMap: () => live.map,
    });
    const at = '2026-11-27T10:00:00.000Z';
    live.map = {
      remotes: {
        catalog: { release: RELEASE, by: 'test', at, canary: { release: CANARY, percent: 20, by: 'test', at } },
      },
    };
    const stable = await source.current();
    expect(stable.config.remotes.catalog).toBe(`http://catalog.test/releases/${RELEASE}/mf-manifest.json`);
    expect(await source.current({ cohort: 20 })).toBe(stable);
    expect(await source.current({ cohort: 99 })).toBe(stable);
    const canary = await source.current({ cohort: 0 });
    expect(canary).not.toBe(stable);
    expect(await source.current({ cohort: 19 })).toBe(canary);
    expect(canary.config.remotes.catalog).toBe(`http://catalog.test/releases/${CANARY}/mf-manifest.json`);
    expect(canary.reach('catalog')).toBe(`http://catalog:3002/releases/${CANARY}/mf-manifest.json`);
    expect(canary.releases).toMatchObject({ catalog: CANARY });
    expect(await source.config({ cohort: 5 })).toBe(canary.config);
    expect(await source.config({ cohort: 50 })).toBe(stable.config);

    const preview = { remote: 'catalog', release: '20261127-130000-dddddddddddd' };
    const previewed = await source.current({ cohort: 5, preview });
    expect(previewed.config.remotes.catalog).toBe(`http://catalog.test/releases/${preview.release}/mf-manifest.json`);
    expect(previewed.preview).toEqual(preview);
    expect(await source.current({ cohort: 90, preview: { ...preview } })).toBe(previewed);
    expect(stable.preview).toBeUndefined();

    // The canary ends: everyone on the stable release again.
    live.map = { remotes: { catalog: { release: RELEASE, by: 'test', at } } };
    const after = await source.current({ cohort: 0 });
    expect(after.config.remotes.catalog).toBe(`http://catalog.test/releases/${RELEASE}/mf-manifest.json`);
    expect(await source.current()).toBe(after);
  });
});
