import { neededReleases, releasesToRemove } from '../lib/releases/retention.mjs';

const ids = Array.from({ length: 9 }, (_, day) => `2026112${day}-120000-abc`);

describe('which old releases are removed', () => {
  it('keeps the newest N and removes the rest, oldest first', () => {
    expect(releasesToRemove({ ids, keep: 5, needed: [] })).toEqual(ids.slice(0, 4));
  });

  it('never removes the live release or the previous one, however old', () => {
    const live = { remotes: { dashboard: { release: ids[0], previous: ids[1] } } };
    const removed = releasesToRemove({ ids, keep: 2, needed: neededReleases([live], 'dashboard') });
    expect(removed).not.toContain(ids[0]);
    expect(removed).not.toContain(ids[1]);
    expect(removed).toEqual(ids.slice(2, 7));
  });

  it('keeps what any instance’s live map needs, and only that remote’s', () => {
    const maps = [
      { remotes: { dashboard: { release: ids[2] } } },
      { remotes: { catalog: { release: ids[3] }, dashboard: { release: ids[8], previous: ids[4] } } },
    ];
    expect(neededReleases(maps, 'dashboard')).toEqual([ids[2], ids[8], ids[4]]);
    expect(releasesToRemove({ ids, keep: 1, needed: neededReleases(maps, 'dashboard') })).toEqual([
      ids[0],
      ids[1],
      ids[3],
      ids[5],
      ids[6],
      ids[7],
    ]);
  });

  it('removes nothing while there are N or fewer', () => {
    expect(releasesToRemove({ ids: ids.slice(0, 3), keep: 5, needed: [] })).toEqual([]);
  });
});
