import {
  LIVE_EVENTS_PATH,
  LIVE_MAP_EVENT,
  LIVE_MAP_PATH,
  liveMap,
  liveMapEventText,
  releaseFileList,
  releaseFileParams,
  releaseFilePath,
  releaseFilesParams,
  releaseFilesPath,
} from './releases.ts';

const ID = '20261210-100000-a5c8db763a08';
const SHA = 'a'.repeat(64);

describe('the wire the page servers read', () => {
  it('names the paths the API serves', () => {
    expect(LIVE_MAP_PATH).toBe('/api/releases/live');
    expect(LIVE_EVENTS_PATH).toBe('/api/releases/live/events');
    expect(releaseFilesPath('catalog', ID)).toBe(`/api/releases/catalog/${ID}/files`);
    expect(releaseFilePath(SHA)).toBe(`/api/release-files/${SHA}`);
  });

  it('writes the live map as one event: its name, the map on one data line, a blank line', () => {
    const map = {
      remotes: { catalog: { release: ID, previous: 'base', by: 'ana\nci', at: '2026-12-10T10:00:00.000Z' } },
    };
    const text = liveMapEventText(map);
    expect(text).toBe(`event: ${LIVE_MAP_EVENT}\ndata: ${JSON.stringify(map)}\n\n`);
    // A newline in a value stays escaped inside the JSON: the data is one line.
    expect(text.split('\n')).toHaveLength(4);
    expect(liveMap.safeParse(JSON.parse(text.split('\n')[1]!.slice('data: '.length))).success).toBe(true);
    expect(liveMap.safeParse({ remotes: {} }).success).toBe(true);
  });

  it('takes a release of one of the four remotes, and a lowercase hex sha256 only', () => {
    expect(releaseFilesParams.safeParse({ remote: 'catalog', release: ID }).success).toBe(true);
    expect(releaseFilesParams.safeParse({ remote: 'shell', release: ID }).success).toBe(false);
    expect(releaseFilesParams.safeParse({ remote: 'catalog', release: '../x' }).success).toBe(false);
    expect(releaseFileParams.safeParse({ sha256: SHA }).success).toBe(true);
    for (const sha256 of [SHA.toUpperCase(), SHA.slice(1), `${SHA}a`, 'g'.repeat(64)])
      expect([sha256, releaseFileParams.safeParse({ sha256 }).success]).toEqual([sha256, false]);
  });

  it('lists a release’s files with their hashes and sizes', () => {
    const list = { remote: 'catalog', release: ID, files: [{ path: '.server/server.cjs', sha256: SHA, size: 12 }] };
    expect(releaseFileList.parse(list)).toEqual(list);
    expect(releaseFileList.safeParse({ ...list, files: [{ path: 'a.js', sha256: 'x', size: 1 }] }).success).toBe(false);
    expect(releaseFileList.safeParse({ ...list, files: [{ path: 'a.js', sha256: SHA, size: -1 }] }).success).toBe(
      false,
    );
  });
});
