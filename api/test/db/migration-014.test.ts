import path from 'node:path';
import { Kysely, sql } from 'kysely';
import type { LiveMap } from '@blueprint/contract/releases';
import { buildApp } from '../../src/app';
import { migrateToLatest } from '../../src/db/migrate';
import { openSqliteFile, sqliteDialect } from '../../src/db/sqlite';
import { ENGINE, createTestStorage, testConfig, type TestStorage } from '../helper';

// Migration 014 (a canary beside the stable release): the live map and the deploy log an older version left
// read as they were, with no canary and no reason.
(ENGINE === 'sqlite' ? describe : describe.skip)('migration 014: canaries', () => {
  let storage: TestStorage;
  beforeAll(async () => (storage = await createTestStorage()));
  afterAll(() => storage.cleanup());

  it('keeps the live rows and the log of migration 013', async () => {
    const db = new Kysely<unknown>({
      dialect: sqliteDialect(openSqliteFile(path.join(storage.dataDir, 'blueprint.sqlite'))),
    });
    await migrateToLatest(db, ENGINE, '013-release-store');
    await sql`insert into live_releases (remote, release, previous, changed_by, changed_at, changing_until, claim)
      values ('catalog', '20261207-100000-aaaaaaaaaaaa', 'base', 'ana@ci', '2026-12-07T10:00:00.000Z', null, null)`.execute(
      db,
    );
    await sql`insert into deploy_log (id, remote, action, from_release, to_release, changed_by, changed_at)
      values ('01900000-0000-7000-8000-000000000001', 'catalog', 'deploy', 'base', '20261207-100000-aaaaaaaaaaaa', 'ana@ci', '2026-12-07T10:00:00.000Z')`.execute(
      db,
    );
    await db.destroy();

    const app = await buildApp(testConfig(storage));
    try {
      const live = (await app.inject({ method: 'GET', url: '/api/releases/live' })).json<LiveMap>();
      expect(live).toEqual({
        remotes: {
          catalog: {
            release: '20261207-100000-aaaaaaaaaaaa',
            previous: 'base',
            by: 'ana@ci',
            at: '2026-12-07T10:00:00.000Z',
          },
        },
      });
      expect(await app.releases.store.log('catalog')).toEqual([
        {
          remote: 'catalog',
          action: 'deploy',
          from: 'base',
          to: '20261207-100000-aaaaaaaaaaaa',
          by: 'ana@ci',
          at: '2026-12-07T10:00:00.000Z',
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
