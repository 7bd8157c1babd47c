import { releasesToRemove } from '../lib/releases/retention.mjs';

const ids = Array.from({ length: 9 }, (_, day) => `2026112${day}-120000-abc`);

describe('which old builds are removed from the working copy', () => {
  it('keeps the newest N and removes the rest, oldest first, whatever order they are listed in', () => {
    expect(releasesToRemove({ ids: [...ids].reverse(), keep: 5 })).toEqual(ids.slice(0, 4));
  });

  it('removes nothing while there are N or fewer', () => {
    expect(releasesToRemove({ ids: ids.slice(0, 3), keep: 5 })).toEqual([]);
  });
});
