import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate';
import { openSqliteFile, sqliteDialect } from '../../src/db/sqlite';
import { buildApp } from '../../src/app';
import { ENGINE, bearer, createTestStorage, testConfig, ADMIN, type TestStorage } from '../helper';
import type { Page } from '@blueprint/contract/api/common';
import type { AuditEntry } from '@blueprint/contract/api/staff';

// Migration 008 on a database an older version used: its audit rows stay readable (the shared account's
// email becomes their actor name) and its sessions, which belong to nobody, are no longer live.
describe(`migration 008 on an existing database (${ENGINE})`, () => {
  let storage: TestStorage;
  beforeAll(async () => (storage = await createTestStorage()));
  afterAll(() => storage.cleanup());

  it('keeps old audit rows readable and ends the sessions of the shared account', async () => {
    const db = storage.databaseUrl
      ? new Kysely<unknown>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.databaseUrl, max: 1 }) }),
        })
      : new Kysely<unknown>({ dialect: sqliteDialect(openSqliteFile(path.join(storage.dataDir, 'blueprint.sqlite'))) });
    await migrateToLatest(db, ENGINE, '007-search-index-lighter');
    const old = {
      id: '01900000-0000-7000-8000-000000000001',
      at: '2024-06-01T10:00:00.000Z',
      actor: 'admin@blueprint.local',
      action: 'export',
      target: 'registrations',
    };
    await (db as Kysely<{ audit_log: typeof old }>).insertInto('audit_log').values(old).execute();
    const session = {
      id: '01900000-0000-7000-8000-000000000002',
      created_at: new Date().toISOString(),
      expires_at: '2999-01-01T00:00:00.000Z',
      revoked_at: null,
    };
    await (db as Kysely<{ staff_sessions: typeof session }>).insertInto('staff_sessions').values(session).execute();
    await db.destroy();

    const app = await buildApp(testConfig(storage));
    try {
      // The shared account's session, live before, belongs to nobody now: its holder signs in again.
      expect(await app.repos.sessions.isLive(session.id)).toBe(false);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const token = login.json<{ token: string }>().token;
      const rows = (
        await app.inject({ method: 'GET', url: '/api/audit-log?action=export', headers: bearer(token) })
      ).json<Page<AuditEntry>>().data;
      expect(rows).toEqual([
        {
          _id: old.id,
          at: old.at,
          actor: old.actor,
          actorId: null,
          actorName: old.actor,
          action: 'export',
          target: 'registrations',
          targetName: 'Registrations CSV',
          changes: null,
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
