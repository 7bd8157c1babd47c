import type { Page } from '@blueprint/contract/api/common';
import type { AuditEntry } from '@blueprint/contract/api/staff';
import { AUTOMATIC } from '@blueprint/contract/releases';
import { createCanaryWatch, stopReason, windowStart, type CanaryWatch } from '../../src/releases/canary-watch';
import { bearer } from '../helper';
import { withDeploys, type Deploys } from '../support/releases';

const SETTINGS = { minErrors: 10, ratio: 5, windowMs: 600_000 };
const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';

describe('stopReason: when a canary stops itself', () => {
  it('stops at the minimum of errors when the stable release has none, and says why', () => {
    expect(stopReason({ loads: 120, errors: 9 }, { loads: 1000, errors: 0 }, SETTINGS)).toBeUndefined();
    expect(stopReason({ loads: 120, errors: 10 }, { loads: 1000, errors: 0 }, SETTINGS)).toBe(
      'Canary stopped automatically: 10 errors in 120 page loads, 0.0% on the stable release',
    );
  });

  it('needs the ratio times the stable release’s errors per page load', () => {
    // The stable release: 3 in 1000 (0.3%); the canary: 14 in 120 (11.7%), far above 5 × 0.3%.
    expect(stopReason({ loads: 120, errors: 14 }, { loads: 1000, errors: 3 }, SETTINGS)).toBe(
      'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release',
    );
    // Both failing alike (a problem of the whole site): the canary holds.
    expect(stopReason({ loads: 120, errors: 14 }, { loads: 1000, errors: 100 }, SETTINGS)).toBeUndefined();
    // Just below and at five times: 10 in 1000 against 2 in 1000 is five times.
    expect(stopReason({ loads: 1000, errors: 10 }, { loads: 1000, errors: 3 }, SETTINGS)).toBeUndefined();
    expect(stopReason({ loads: 1000, errors: 10 }, { loads: 1000, errors: 2 }, SETTINGS)).toBeDefined();
  });

  it('takes a release with errors and no page loads counted as one load, and says one of each plainly', () => {
    expect(stopReason({ loads: 0, errors: 12 }, { loads: 500, errors: 1 }, SETTINGS)).toBe(
      'Canary stopped automatically: 12 errors in 0 page loads, 0.2% on the stable release',
    );
    expect(stopReason({ loads: 1, errors: 1 }, { loads: 0, errors: 0 }, { minErrors: 1, ratio: 5 })).toBe(
      'Canary stopped automatically: 1 error in 1 page load, 0.0% on the stable release',
    );
  });
});

describe('windowStart', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');
  it('is when the canary began, or the window’s length ago when that is later', () => {
    expect(windowStart('2026-12-07T11:58:00.000Z', now, 600_000).toISOString()).toBe('2026-12-07T11:58:00.000Z');
    expect(windowStart('2026-12-07T10:00:00.000Z', now, 600_000).toISOString()).toBe('2026-12-07T11:50:00.000Z');
    expect(windowStart(undefined, now, 600_000).toISOString()).toBe('2026-12-07T11:50:00.000Z');
  });
});

describe('the canary watch on a database', () => {
  let deploys: Deploys;
  let watches: CanaryWatch[];
  const warn = jest.fn();
  const log = { warn, info: jest.fn(), error: jest.fn(), debug: jest.fn() } as never;

  beforeEach(async () => {
    deploys = await withDeploys([[STABLE], [CANARY]]);
    const { store } = deploys.api.app.releases;
    await store.setLive('dashboard', { to: () => STABLE, action: 'deploy', by: 'ana@ci' });
    await store.startCanary('dashboard', { release: CANARY, percent: 10, by: 'ana@ci' });
    warn.mockClear();
    watches = [0, 1].map(() =>
      createCanaryWatch({ store, repos: deploys.api.app.repos, settings: SETTINGS, log, everyMs: 0 }),
    );
  });
  afterEach(async () => {
    for (const watch of watches) watch.close();
    await deploys.close();
  });

  const traffic = (release: string, loads: number, errors: number) =>
    deploys.api.app.repos.releaseTraffic.add([{ remote: 'dashboard', release, loads, errors }]);

  it('lets the canary run below the threshold, and stops it with the reason once it is passed', async () => {
    await traffic(STABLE, 1000, 3);
    await traffic(CANARY, 120, 9);
    expect(await watches[0]!.judge('dashboard')).toBeUndefined();
    expect((await deploys.api.app.releases.store.liveMap()).remotes.dashboard?.canary?.release).toBe(CANARY);

    await traffic(CANARY, 0, 5);
    const reason = 'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release';
    expect(await watches[0]!.judge('dashboard')).toMatchObject({
      action: 'canary-stop',
      from: CANARY,
      to: STABLE,
      by: AUTOMATIC,
      reason,
    });
    const { store } = deploys.api.app.releases;
    expect((await store.liveMap()).remotes.dashboard).toMatchObject({ release: STABLE });
    expect((await store.liveMap()).remotes.dashboard?.canary).toBeUndefined();
    expect((await store.log('dashboard'))[0]).toMatchObject({ action: 'canary-stop', reason });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'dashboard', canary: CANARY, reason }),
      'canary stopped automatically',
    );
    // The audit log names the system.
    const admin = await deploys.api.login();
    const audit = (
      await deploys.api.app.inject({
        method: 'GET',
        url: '/api/audit-log?action=canary-stopped',
        headers: bearer(admin),
      })
    ).json<Page<AuditEntry>>().data;
    expect(audit).toEqual([
      expect.objectContaining({
        actor: AUTOMATIC,
        actorId: null,
        actorName: AUTOMATIC,
        target: 'dashboard',
        changes: { before: { canary: CANARY }, after: { canary: null } },
      }),
    ]);
  });

  it('lets the canary run when the stable release fails as much', async () => {
    await traffic(STABLE, 1000, 100);
    await traffic(CANARY, 120, 14);
    expect(await watches[0]!.judge('dashboard')).toBeUndefined();
    expect((await deploys.api.app.releases.store.liveMap()).remotes.dashboard?.canary?.release).toBe(CANARY);
  });

  it('stops it once when two replicas judge at the same moment', async () => {
    await traffic(STABLE, 1000, 0);
    await traffic(CANARY, 100, 20);
    const outcomes = await Promise.all(watches.map((watch) => watch.judge('dashboard')));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const stops = (await deploys.api.app.releases.store.log('dashboard')).filter(
      ({ action }) => action === 'canary-stop',
    );
    expect(stops).toHaveLength(1);
  });

  it('judges again once the second is up, so the last counts before a pause are judged too', async () => {
    const { store } = deploys.api.app.releases;
    const watch = createCanaryWatch({ store, repos: deploys.api.app.repos, settings: SETTINGS, log, everyMs: 200 });
    watches.push(watch);
    await watch.noticed('dashboard');
    await traffic(CANARY, 10, 10);
    // Within the second: not judged now, but once it is up.
    await watch.noticed('dashboard');
    expect((await store.liveMap()).remotes.dashboard?.canary).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await store.liveMap()).remotes.dashboard?.canary).toBeUndefined();
  });

  it('does nothing for a remote with no canary', async () => {
    expect(await watches[0]!.judge('catalog')).toBeUndefined();
  });
});
