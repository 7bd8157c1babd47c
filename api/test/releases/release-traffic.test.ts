import { createReleaseTrafficRepository, minuteOf } from '../../src/repositories/release-traffic';
import { buildTestApp, type TestApp } from '../helper';

// Page loads and browser errors per remote, release and minute: added in one statement, summed since a time.
describe('the release traffic repository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const at = (iso: string) => new Date(iso);

  it('adds counts into their minute, merging lines of the same release, and sums them from a minute on', async () => {
    const traffic = createReleaseTrafficRepository(t.app.database.db);
    const release = '20261207-100000-aaaaaaaaaaaa';
    await traffic.add(
      [
        { remote: 'catalog', release, loads: 10, errors: 0 },
        { remote: 'catalog', release, loads: 5, errors: 1 },
        { remote: 'catalog', release: 'base', loads: 7, errors: 0 },
      ],
      at('2026-12-07T10:00:10.000Z'),
    );
    await traffic.add([{ remote: 'catalog', release, loads: 0, errors: 2 }], at('2026-12-07T10:00:50.000Z'));
    await traffic.add([{ remote: 'catalog', release, loads: 100, errors: 9 }], at('2026-12-07T10:05:00.000Z'));
    await traffic.add([{ remote: 'marketing', release, loads: 1, errors: 1 }], at('2026-12-07T10:05:00.000Z'));
    await traffic.add([]);

    const all = await traffic.since('catalog', [release, 'base', 'gone'], at('2026-12-07T10:00:30.000Z'));
    expect([...all.values()]).toEqual([
      { remote: 'catalog', release, loads: 115, errors: 12 },
      { remote: 'catalog', release: 'base', loads: 7, errors: 0 },
      { remote: 'catalog', release: 'gone', loads: 0, errors: 0 },
    ]);
    const later = await traffic.since('catalog', [release], at('2026-12-07T10:01:00.000Z'));
    expect(later.get(release)).toEqual({ remote: 'catalog', release, loads: 100, errors: 9 });
    expect(minuteOf(Date.parse('2026-12-07T10:00:59.999Z'))).toBe(Date.parse('2026-12-07T10:00:00.000Z'));
  });

  it('counts every one of many additions made at once', async () => {
    const traffic = createReleaseTrafficRepository(t.app.database.db);
    const when = at('2026-12-07T11:00:00.000Z');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        traffic.add([{ remote: 'internship', release: 'base', loads: 2, errors: 1 }], when),
      ),
    );
    expect((await traffic.since('internship', ['base'], when)).get('base')).toMatchObject({ loads: 100, errors: 50 });
  });
});
