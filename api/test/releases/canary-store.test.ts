import { AUTOMATIC } from '@blueprint/contract/releases';
import { createReleaseStore, type ReleaseStore } from '../../src/releases/release-store';
import { withDeploys, type Deploys } from '../support/releases';

// A canary in the release store: started, promoted and ended through the same claim and transaction as a
// deploy, each with its deploy-log line, and the automatic stop's conditional end.
const STABLE = '20261207-100000-aaaaaaaaaaaa';
const CANARY = '20261207-110000-bbbbbbbbbbbb';
const OTHER = '20261207-120000-cccccccccccc';

describe('a canary in the release store', () => {
  let deploys: Deploys;
  let store: ReleaseStore;
  const announced: string[] = [];

  beforeEach(async () => {
    deploys = await withDeploys([]);
    const { db, engine } = deploys.api.app.database;
    announced.length = 0;
    store = createReleaseStore({ db, engine, changed: (remote) => announced.push(remote) });
    await store.setLive('catalog', { to: () => STABLE, action: 'deploy', by: 'ana@ci' });
  });
  afterEach(() => deploys.close());

  const start = (release = CANARY, percent = 10) => store.startCanary('catalog', { release, percent, by: 'ben@ci' });

  it('starts a canary beside the stable release: the live map carries it, and the log says from the stable to the canary', async () => {
    const checked: string[] = [];
    const { entry, live } = await store.startCanary('catalog', {
      release: CANARY,
      percent: 25,
      by: 'ben@ci',
      check: async (to) => {
        checked.push(to);
      },
    });
    expect(checked).toEqual([CANARY]);
    expect(entry).toMatchObject({ action: 'canary', from: STABLE, to: CANARY, by: 'ben@ci' });
    const expected = {
      release: STABLE,
      previous: 'base',
      by: 'ana@ci',
      at: expect.any(String) as string,
      canary: { release: CANARY, percent: 25, by: 'ben@ci', at: entry.at },
    };
    expect(live).toEqual(expected);
    expect((await store.liveMap()).remotes.catalog).toEqual(expected);
    expect(announced).toEqual(['catalog', 'catalog']);
  });

  it('promotes the canary: it becomes the stable release, the old one the previous, and no canary runs', async () => {
    await start();
    const { entry, live } = await store.promote('catalog', { by: 'cho@laptop' });
    expect(entry).toMatchObject({ action: 'promote', from: STABLE, to: CANARY, by: 'cho@laptop' });
    expect(live).toEqual({ release: CANARY, previous: STABLE, by: 'cho@laptop', at: entry.at });
    expect((await store.liveMap()).remotes.catalog).toEqual(live);
  });

  it('ends a running canary on rollback and leaves the stable release as it was', async () => {
    await start();
    const before = (await store.liveMap()).remotes.catalog!;
    const { entry, live } = await store.rollback('catalog', { by: 'cho@laptop' });
    expect(entry).toMatchObject({ action: 'canary-stop', from: CANARY, to: STABLE, by: 'cho@laptop' });
    expect(entry.reason).toBeUndefined();
    const { canary: _ended, ...stable } = before;
    expect(live).toEqual(stable);
    expect((await store.liveMap()).remotes.catalog).toEqual(stable);
    // The next rollback is an ordinary one again.
    expect((await store.rollback('catalog', { by: 'cho@laptop' })).entry).toMatchObject({
      action: 'rollback',
      from: STABLE,
      to: 'base',
    });
  });

  it('refuses a deploy or a second canary while one runs, naming both ways out, and changes nothing', async () => {
    await start();
    const message =
      `catalog has a canary of ${CANARY} running: promote it (npm run promote -- catalog) ` +
      'or end it (npm run rollback -- catalog) first';
    await expect(store.setLive('catalog', { to: () => OTHER, action: 'deploy', by: 'x' })).rejects.toMatchObject({
      statusCode: 409,
      message,
    });
    await expect(start(OTHER)).rejects.toMatchObject({ statusCode: 409, message });
    expect((await store.liveMap()).remotes.catalog).toMatchObject({ release: STABLE, canary: { release: CANARY } });
    expect((await store.log('catalog')).map(({ action }) => action)).toEqual(['canary', 'deploy']);
    // The refusals let the remote go.
    expect((await store.promote('catalog', { by: 'x' })).entry.action).toBe('promote');
  });

  it('refuses a promote with no canary, and a canary of the stable release', async () => {
    await expect(store.promote('catalog', { by: 'x' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'catalog has no canary to promote',
    });
    await expect(start(STABLE)).rejects.toMatchObject({ statusCode: 409 });
    expect(await store.log('catalog')).toHaveLength(1);
  });

  it('leaves the map unchanged when the gate refuses the canary', async () => {
    const refusal = Object.assign(new Error('cannot run beside the live shell'), { statusCode: 409 });
    await expect(
      store.startCanary('catalog', { release: CANARY, percent: 10, by: 'x', check: () => Promise.reject(refusal) }),
    ).rejects.toBe(refusal);
    expect((await store.liveMap()).remotes.catalog?.canary).toBeUndefined();
    await start();
  });

  it('starts a canary on a remote never deployed: its stable release is base', async () => {
    const { entry } = await store.startCanary('marketing', { release: CANARY, percent: 50, by: 'ben@ci' });
    expect(entry).toMatchObject({ from: 'base', to: CANARY });
    expect((await store.liveMap()).remotes.marketing).toEqual({
      release: 'base',
      by: '',
      at: '',
      canary: { release: CANARY, percent: 50, by: 'ben@ci', at: entry.at },
    });
    expect((await store.promote('marketing', { by: 'ben@ci' })).live).toMatchObject({
      release: CANARY,
      previous: 'base',
    });
  });

  it('stops a canary automatically once, with its reason in the log, when two replicas decide at once', async () => {
    const { entry: started } = await start();
    const { db, engine } = deploys.api.app.database;
    const other = createReleaseStore({ db, engine });
    const judged = { release: CANARY, at: started.at };
    const reason = 'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release';
    const outcomes = await Promise.all([
      store.stopCanary('catalog', judged, { by: AUTOMATIC, reason }),
      other.stopCanary('catalog', judged, { by: AUTOMATIC, reason }),
    ]);
    const stopped = outcomes.filter((outcome) => outcome !== undefined);
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({ action: 'canary-stop', from: CANARY, to: STABLE, by: AUTOMATIC, reason });
    const log = await store.log('catalog');
    expect(log.filter(({ action }) => action === 'canary-stop')).toEqual([stopped[0]]);
    expect((await store.liveMap()).remotes.catalog?.canary).toBeUndefined();
  });

  it('does not stop a canary other than the one judged (another started since)', async () => {
    const { entry: first } = await start();
    await store.rollback('catalog', { by: 'x' });
    await start(OTHER);
    expect(
      await store.stopCanary('catalog', { release: CANARY, at: first.at }, { by: AUTOMATIC, reason: 'r' }),
    ).toBeUndefined();
    expect((await store.liveMap()).remotes.catalog?.canary?.release).toBe(OTHER);
  });

  it('writes nothing over a canary that stopped itself while a promote was in its gate', async () => {
    const { entry: started } = await start();
    let gateOpen!: () => void;
    const promoting = store.promote('catalog', {
      by: 'cho@laptop',
      check: () => new Promise<void>((resolve) => (gateOpen = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await store.stopCanary('catalog', { release: CANARY, at: started.at }, { by: AUTOMATIC, reason: 'r' });
    gateOpen();
    await expect(promoting).rejects.toMatchObject({ statusCode: 409 });
    expect((await store.liveMap()).remotes.catalog).toMatchObject({ release: STABLE });
    expect((await store.log('catalog')).map(({ action }) => action)).toEqual(['canary-stop', 'canary', 'deploy']);
    // The claim was let go.
    expect((await store.setLive('catalog', { to: () => OTHER, action: 'deploy', by: 'x' })).entry.to).toBe(OTHER);
  });
});
