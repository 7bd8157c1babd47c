import dashboard from './fixtures/dashboard-mf-manifest.json' with { type: 'json' };
import dashboardAtShared4 from './fixtures/dashboard-shared-4-mf-manifest.json' with { type: 'json' };
import shell from './fixtures/shell-host-shared.json' with { type: 'json' };
import routes from './fixtures/shell-remote-pages.json' with { type: 'json' };
import { gateRelease, satisfies, type ReleaseManifest } from './release-gate.ts';
import type { RemotePage } from './routes.ts';

// The fixtures are real builds: the dashboard's manifest as built, the same built with BLUEPRINT_SHARED_VERSION=4.0.0,
// and the shell's host-shared.json and route table.
const table = routes as RemotePage[];

describe('the deploy gate', () => {
  it('lets a release built against what the live shell shares go live', () => {
    expect(gateRelease({ host: shell, release: dashboard, remote: 'dashboard', routes: table })).toEqual([]);
  });

  it('refuses a release built against a new major of @blueprint/shared, naming the package and both versions once', () => {
    expect(gateRelease({ host: shell, release: dashboardAtShared4, remote: 'dashboard', routes: table })).toEqual([
      '@blueprint/shared: the release requires ^4.0.0 (built with 4.0.0), the live shell provides 3.0.0',
    ]);
  });

  it('refuses a release whose React the live shell does not accept', () => {
    const older: ReleaseManifest = {
      ...dashboard,
      shared: dashboard.shared.map((entry) =>
        entry.name === 'react' ? { ...entry, version: '18.3.1', requiredVersion: '^18.3.1' } : entry,
      ),
    };
    expect(gateRelease({ host: shell, release: older, remote: 'dashboard', routes: table })).toEqual([
      'react: the release requires ^18.3.1 (built with 18.3.1), the live shell provides 19.3.1',
    ]);
  });

  it('refuses a release whose compound range leaves out what the live shell provides', () => {
    const ranged = (requiredVersion: string): ReleaseManifest => ({
      ...dashboard,
      shared: dashboard.shared.map((entry) =>
        entry.name.startsWith('@blueprint/shared/') ? { ...entry, requiredVersion } : entry,
      ),
    });
    expect(gateRelease({ host: shell, release: ranged('>=2 <3'), remote: 'dashboard', routes: table })).toEqual([
      '@blueprint/shared: the release requires >=2 <3 (built with 3.0.0), the live shell provides 3.0.0',
    ]);
    expect(gateRelease({ host: shell, release: ranged('>=3 <4'), remote: 'dashboard', routes: table })).toEqual([]);
  });

  it('refuses a release that lacks an expose the live route table needs', () => {
    const without: ReleaseManifest = { ...dashboard, exposes: [] };
    expect(gateRelease({ host: shell, release: without, remote: 'dashboard', routes: table })).toEqual([
      'dashboard does not expose ./Dashboard, which the live route table needs for /dashboard',
    ]);
  });

  it('leaves packages outside the singletons it gates to the run time', () => {
    const other: ReleaseManifest = {
      ...dashboard,
      shared: [...dashboard.shared, { name: 'uplot', version: '2.0.0', requiredVersion: '^2.0.0' }],
    };
    expect(
      gateRelease({
        host: { shared: [...shell.shared, { name: 'uplot', version: '1.6.0' }] },
        release: other,
        remote: 'dashboard',
        routes: table,
      }),
    ).toEqual([]);
  });
});

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['19.3.1', '^18.3.1', false],
    ['3.0.0', '^4.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.0.0', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '^2.0.0 || ^1.0.0', true],
    ['1.0.0', '*', true],
    // Compound ranges: every comparator of a clause must hold.
    ['1.5.0', '>=1 <2', true],
    ['2.0.0', '>=1 <2', false],
    ['0.9.0', '>=1 <2', false],
    ['19.3.1', '>=18.2.0 <19.0.0', false],
    ['18.3.1', '>=18.2.0 <19.0.0 || ^20.0.0', true],
    ['20.1.0', '>=18.2.0 <19.0.0 || ^20.0.0', true],
    ['1.2.3', '1.2.0 - 1.3.0', true],
    ['1.4.0', '1.x', true],
    ['2.0.0', '1.x', false],
    // What the gate cannot read is left to the run time.
    ['1.0.0', 'workspace:*', true],
    ['not a version', '^1.0.0', true],
  ])('%s meets %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
