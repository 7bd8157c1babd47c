import dashboardManifest from './fixtures/dashboard-mf-manifest.json' with { type: 'json' };
import {
  BASE_RELEASE,
  RELEASE_ID_PATTERN,
  releaseManifestSchema,
  releaseManifestUrl,
  releaseOfManifestUrl,
  withLiveReleases,
} from './releases.ts';

const ID = '20261127-171533-a5c8db763a08';

describe('release URLs', () => {
  it('puts a release beside the remote’s base manifest, under /releases/<id>/', () => {
    expect(releaseManifestUrl('http://localhost:3004/mf-manifest.json', ID)).toBe(
      `http://localhost:3004/releases/${ID}/mf-manifest.json`,
    );
    expect(releaseManifestUrl('https://example.org/apps/dashboard/mf-manifest.json', ID)).toBe(
      `https://example.org/apps/dashboard/releases/${ID}/mf-manifest.json`,
    );
    expect(releaseManifestUrl('http://localhost:3004/mf-manifest.json', BASE_RELEASE)).toBe(
      'http://localhost:3004/mf-manifest.json',
    );
  });

  it('reads the release back from its manifest URL', () => {
    expect(releaseOfManifestUrl(`http://localhost:3004/releases/${ID}/mf-manifest.json`)).toBe(ID);
    expect(releaseOfManifestUrl('http://localhost:3004/mf-manifest.json')).toBe(BASE_RELEASE);
  });

  it('moves only the remotes the live map names', () => {
    const remotes = {
      catalog: 'http://localhost:3002/mf-manifest.json',
      dashboard: 'http://localhost:3004/mf-manifest.json',
    };
    const live = {
      remotes: { dashboard: { release: ID, previous: BASE_RELEASE, by: 'ana', at: '2026-11-27T17:00:00.000Z' } },
    };
    expect(withLiveReleases(remotes, live)).toEqual({
      catalog: remotes.catalog,
      dashboard: `http://localhost:3004/releases/${ID}/mf-manifest.json`,
    });
  });

  it('takes only ids a path can hold', () => {
    expect(RELEASE_ID_PATTERN.test(ID)).toBe(true);
    expect(RELEASE_ID_PATTERN.test(`${ID}-dirty`)).toBe(true);
    expect(RELEASE_ID_PATTERN.test('../../etc')).toBe(false);
    expect(RELEASE_ID_PATTERN.test('20261127-171533-A')).toBe(false);
  });
});

describe('a published release’s mf-manifest.json', () => {
  it('is accepted as the bundler writes it, its other fields kept', () => {
    const parsed = releaseManifestSchema.parse(dashboardManifest);
    expect(parsed.name).toBe('dashboard');
    expect(parsed.metaData).toEqual(dashboardManifest.metaData);
  });

  it('is refused without what the deploy gate reads', () => {
    const { shared: _shared, ...withoutShared } = dashboardManifest;
    expect(releaseManifestSchema.safeParse(withoutShared).success).toBe(false);
    expect(releaseManifestSchema.safeParse({ ...dashboardManifest, exposes: 'none' }).success).toBe(false);
    expect(releaseManifestSchema.safeParse({ ...dashboardManifest, name: '' }).success).toBe(false);
  });
});
