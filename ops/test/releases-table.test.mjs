import { releasesTable } from '../lib/releases/table.mjs';

const list = {
  remote: 'dashboard',
  live: {
    release: '20261127-110000-bbb',
    previous: '20261127-100000-aaa',
    by: 'ana@ci',
    at: '2026-11-27T11:05:00.000Z',
    errors: null,
  },
  releases: [
    { release: '20261127-110000-bbb', commit: 'bbb', builtAt: '2026-11-27T11:00:00.000Z', live: true, errors: null },
    { release: '20261127-100000-aaa', commit: 'aaa', builtAt: '2026-11-27T10:00:00.000Z', live: false, errors: 3 },
  ],
  log: [
    {
      action: 'deploy',
      from: '20261127-100000-aaa',
      to: '20261127-110000-bbb',
      by: 'ana@ci',
      at: '2026-11-27T11:05:00.000Z',
    },
  ],
};

describe('npm run releases', () => {
  it('says which release is live, who made it live and when, and where a rollback goes', () => {
    expect(releasesTable(list).split('\n')[0]).toBe(
      'dashboard: live 20261127-110000-bbb, made live by ana@ci at 2026-11-27T11:05:00.000Z; a rollback goes back to 20261127-100000-aaa',
    );
  });

  it('lists the releases newest first, the live one starred, with the errors reported for each (a dash when the API could not count them)', () => {
    const rows = releasesTable(list).split('\n').slice(1, 4);
    expect(rows[0]).toMatch(/^ +release +commit +built at +errors$/);
    expect(rows[1]).toMatch(/^\* +20261127-110000-bbb +bbb +2026-11-27T11:00:00.000Z +-$/);
    expect(rows[2]).toMatch(/^ +20261127-100000-aaa +aaa +2026-11-27T10:00:00.000Z +3$/);
  });

  it('ends with the deploy log', () => {
    expect(releasesTable(list)).toContain(
      'deploy log, newest first:\n  2026-11-27T11:05:00.000Z  deploy   20261127-100000-aaa -> 20261127-110000-bbb  by ana@ci',
    );
  });

  it('says when nothing was deployed yet', () => {
    expect(
      releasesTable({
        remote: 'catalog',
        live: { release: 'base', previous: null, by: null, at: null, errors: 4 },
        releases: [],
        log: [],
      }),
    ).toBe(
      'catalog: live base (the build the remote serves at its root: nothing deployed yet); browser errors: 4\nno releases (npm run release -- <remote> makes one)',
    );
  });
});
