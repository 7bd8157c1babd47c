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

describe('npm run releases with a canary', () => {
  const withCanary = {
    ...list,
    live: {
      ...list.live,
      share: 50,
      traffic: { loads: 1000, errors: 3, since: '2026-12-07T10:00:00.000Z' },
    },
    canary: {
      release: '20261127-120000-ccc',
      percent: 50,
      by: 'ana@ci',
      at: '2026-12-07T10:00:00.000Z',
      traffic: { loads: 980, errors: 2, since: '2026-12-07T10:00:00.000Z' },
    },
    autoStop: { minErrors: 10, ratio: 5, windowMs: 600_000 },
    releases: [
      { release: '20261127-120000-ccc', commit: 'ccc', builtAt: '2026-11-27T12:00:00.000Z', live: false, errors: 2 },
      ...list.releases,
    ],
  };

  it('shows the stable release and the canary with their shares, page loads and errors, and when it stops itself', () => {
    const lines = releasesTable(withCanary).split('\n');
    expect(lines.slice(1, 7)).toEqual([
      'canary 20261127-120000-ccc for 50% of visitors, started by ana@ci at 2026-12-07T10:00:00.000Z',
      '  stable 20261127-110000-bbb  50%  1000 page loads, 3 errors (0.3%)',
      '  canary 20261127-120000-ccc  50%  980 page loads, 2 errors (0.2%)',
      '  (since 2026-12-07T10:00:00.000Z)',
      "  it stops itself at 10 errors or more and 5 times the stable release's errors per page load, over at most 10 min",
      '  npm run promote -- dashboard makes it live for everyone; npm run rollback -- dashboard ends it',
    ]);
  });

  it('marks the canary among the releases', () => {
    expect(releasesTable(withCanary)).toMatch(/\nc +20261127-120000-ccc +ccc /);
  });

  it('says when the traffic cannot be read', () => {
    const unread = { ...withCanary, canary: { ...withCanary.canary, traffic: null } };
    expect(releasesTable(unread)).toContain(
      '  canary 20261127-120000-ccc  50%  page loads and errors cannot be read just now',
    );
  });

  it('gives the reason of an automatic stop in the log', () => {
    const stopped = {
      ...list,
      canary: null,
      log: [
        {
          action: 'canary-stop',
          from: '20261127-120000-ccc',
          to: '20261127-110000-bbb',
          by: 'automatic',
          at: '2026-12-07T10:04:00.000Z',
          reason: 'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release',
        },
        ...list.log,
      ],
    };
    const text = releasesTable(stopped);
    expect(text).not.toContain('canary 20261127');
    expect(text).toContain(
      '  2026-12-07T10:04:00.000Z  canary-stop 20261127-120000-ccc -> 20261127-110000-bbb  by automatic: Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release',
    );
  });
});

describe('npm run releases without a canary', () => {
  it('gives the stable release’s page loads and errors when the API read them', () => {
    const read = {
      ...list,
      live: { ...list.live, share: 100, traffic: { loads: 120, errors: 0, since: '2026-12-07T10:00:00.000Z' } },
      canary: null,
    };
    expect(releasesTable(read).split('\n')[1]).toBe(
      '  100% of visitors; since 2026-12-07T10:00:00.000Z: 120 page loads, 0 errors (0.0%)',
    );
  });

  it('says one page load and one error in the singular', () => {
    const read = {
      ...list,
      live: { ...list.live, share: 100, traffic: { loads: 1, errors: 1, since: '2026-12-07T10:00:00.000Z' } },
      canary: null,
    };
    expect(releasesTable(read).split('\n')[1]).toBe(
      '  100% of visitors; since 2026-12-07T10:00:00.000Z: 1 page load, 1 error (100.0%)',
    );
  });
});
